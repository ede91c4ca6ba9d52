/**
 * The admin role. ADMIN_EMAILS is the whole list of configured admins: an address on it gets the
 * role only once it is verified (at start-up, and the moment it is verified), and at start-up a
 * configured admin whose address is no longer listed, or not verified, loses it. Operators can
 * also grant and revoke the role by hand (`npm run admin`); such a grant is kept until revoked.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { env } from '@/lib/env';

type Queryable = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Where an admin role came from. */
export type AdminGrant = 'config' | 'operator';

/** A role granted by ADMIN_EMAILS (or by no one on record, as before grants were recorded). */
const configGranted = or(isNull(users.adminGrant), eq(users.adminGrant, 'config'));

/**
 * Applies ADMIN_EMAILS (start-up): grants the role to every verified account on the list, and
 * takes it from every configured admin whose address is not on the list or not verified (an
 * empty list takes it from all of them). Operator grants are left alone. Returns the counts.
 */
export async function syncAdminEmails(emails = env.adminEmails): Promise<{ granted: number; revoked: number }> {
  const db = await getDb();
  const listed = emails.length > 0 ? inArray(users.email, emails) : sql`false`;
  const revoked = await db
    .update(users)
    .set({ role: 'user', adminGrant: null })
    .where(
      and(
        eq(users.role, 'admin'),
        configGranted,
        or(emails.length > 0 ? notInArray(users.email, emails) : sql`true`, isNull(users.emailVerifiedAt)),
      ),
    )
    .returning({ id: users.id });
  const granted = await db
    .update(users)
    .set({ role: 'admin', adminGrant: 'config' })
    .where(and(listed, isNotNull(users.emailVerifiedAt), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return { granted: granted.length, revoked: revoked.length };
}

/**
 * Grants the configured admin role to `userId` when its address is in ADMIN_EMAILS and verified
 * (called the moment an address is verified), inside the caller's transaction when given.
 * Returns the row as it is afterwards, or null when the account no longer exists.
 */
export async function grantAdminIfListed(userId: string, tx?: Queryable): Promise<User | null> {
  const db = tx ?? (await getDb());
  const emails = env.adminEmails;
  if (emails.length > 0) {
    const [granted] = await db
      .update(users)
      .set({ role: 'admin', adminGrant: 'config' })
      .where(
        and(eq(users.id, userId), inArray(users.email, emails), isNotNull(users.emailVerifiedAt), ne(users.role, 'admin')),
      )
      .returning();
    if (granted) return granted;
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

export interface AdminListing {
  email: string;
  verified: boolean;
  grant: AdminGrant;
  createdAt: string;
}

/** Every admin, oldest first: address, whether it is verified, and who granted the role. */
export async function listAdmins(): Promise<AdminListing[]> {
  const db = await getDb();
  const rows = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt));
  return rows.map((u) => ({
    email: u.email,
    verified: u.emailVerifiedAt !== null,
    grant: u.adminGrant === 'operator' ? 'operator' : 'config',
    createdAt: u.createdAt.toISOString(),
  }));
}

/**
 * Grants the admin role by hand (operator command) to the account with this e-mail; kept until
 * revoked, whatever ADMIN_EMAILS says. Throws NOT_FOUND for an unknown address and FORBIDDEN
 * when the address is not verified (whoever registered it may not own it).
 */
export async function grantAdminByOperator(email: string): Promise<User> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!user) throw new ApiError('NOT_FOUND', `No account uses ${address}.`);
  if (!user.emailVerifiedAt) {
    throw new ApiError(
      'FORBIDDEN',
      `${address} is not verified yet. Ask its owner to confirm it with the link Plenary sends (the dashboard can resend it), then grant again.`,
    );
  }
  const [updated] = await db
    .update(users)
    .set({ role: 'admin', adminGrant: 'operator' })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/**
 * Takes the admin role from the account with this e-mail (operator command), whoever granted it.
 * Throws NOT_FOUND for an unknown address. An address still in ADMIN_EMAILS gets the role back
 * at the next start, so remove it there too.
 */
export async function revokeAdminByOperator(email: string): Promise<User> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  const [updated] = await db
    .update(users)
    .set({ role: 'user', adminGrant: null })
    .where(eq(users.email, address))
    .returning();
  if (!updated) throw new ApiError('NOT_FOUND', `No account uses ${address}.`);
  return updated;
}
