/**
 * GET /api/account/export: everything Plenary holds on a user, as one JSON document (UK GDPR
 * right of access). Each section is one named collector below; a new table that
 * holds a user's data adds its collector to EXPORT_SECTIONS.
 */
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { creditPurchases, feedback, roleProfiles, supportTickets, type User } from '@/db/schema';
import { PRODUCT_NAME } from '@/lib/constants/product';
import { exportLessons } from '@/lib/lessons/service';
import { claimedPreviews } from '@/lib/previews/service';
import { isOnboardingRequired } from './service';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Tables with one row per thing a user owns, each row carrying the owner's id and a creation time. */
type OwnedTable = typeof roleProfiles | typeof creditPurchases | typeof feedback | typeof supportTickets;

/** The user's rows of `table`, oldest first, without the owner's id and with dates as ISO strings. */
async function ownedRows<T extends OwnedTable>(table: T, user: User) {
  const db = await getDb();
  const rows: Array<T['$inferSelect']> = await db.select().from(table as OwnedTable).where(eq(table.userId, user.id)).orderBy(asc(table.createdAt));
  return rows.map(({ userId: _userId, ...row }) => withIsoDates(row));
}

/** `R` with its dates as ISO strings. */
type WithIsoDates<R> = { [K in keyof R]: R[K] extends Date ? string : R[K] extends Date | null ? string | null : R[K] };

/** `row` with each Date value as its ISO string. */
function withIsoDates<R extends object>(row: R): WithIsoDates<R> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as WithIsoDates<R>;
}

async function supportTicketsOf(user: User) {
  // Admin notes are staff working notes, never shown to the sender (see db/schema.ts).
  return (await ownedRows(supportTickets, user)).map(({ adminNotes: _notes, ...ticket }) => ticket);
}

/** The sections of the export, in order: name → collector. Add one here for every new table holding a user's data. */
export const EXPORT_SECTIONS = {
  roleProfiles: (user: User) => ownedRows(roleProfiles, user),
  lessons: (user: User) => exportLessons(user.id),
  previewsClaimed: (user: User) => claimedPreviews(user.id),
  creditPurchases: (user: User) => ownedRows(creditPurchases, user),
  feedback: (user: User) => ownedRows(feedback, user),
  supportTickets: supportTicketsOf,
} satisfies Record<string, (user: User) => Promise<unknown[]>>;

type Sections = { [K in keyof typeof EXPORT_SECTIONS]: Awaited<ReturnType<(typeof EXPORT_SECTIONS)[K]>> };

export interface AccountExport extends Sections {
  format: 'plenary-account-export';
  version: 1;
  exportedAt: string;
  account: {
    id: string;
    email: string;
    name: string | null;
    role: string;
    activeRole: string | null;
    subject: string | null;
    location: string | null;
    yearGroup: string | null;
    examBoard: string | null;
    onboardingRequired: boolean;
    createdAt: string;
    updatedAt: string;
  };
  billing: {
    isPremium: boolean;
    subscriptionStatus: string | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    trialUsed: boolean;
    lessonsGenerated: number;
    credits: number;
    stripeCustomerId: string | null;
    subscriptionId: string | null;
  };
}

/** Everything held on the user. The password hash is never included. */
export async function exportAccountData(user: User): Promise<AccountExport> {
  const keys = Object.keys(EXPORT_SECTIONS) as Array<keyof typeof EXPORT_SECTIONS>;
  const values = await Promise.all(keys.map((k) => EXPORT_SECTIONS[k](user)));
  const sections = Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Sections;
  return {
    format: 'plenary-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      activeRole: user.activeRole,
      subject: user.subject,
      location: user.location,
      yearGroup: user.yearGroup,
      examBoard: user.examBoard,
      onboardingRequired: isOnboardingRequired(user),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    billing: {
      isPremium: user.isPremium,
      subscriptionStatus: user.subscriptionStatus,
      currentPeriodEnd: iso(user.currentPeriodEnd),
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      trialUsed: user.trialUsed,
      lessonsGenerated: user.lessonsGenerated,
      credits: user.credits,
      stripeCustomerId: user.stripeCustomerId,
      subscriptionId: user.subscriptionId,
    },
    ...sections,
  };
}

/** The download's file name: plenary-export-2026-11-22.json. */
export function exportFileName(now = new Date()): string {
  return `${PRODUCT_NAME.toLowerCase()}-export-${now.toISOString().slice(0, 10)}.json`;
}
