/**
 * Support tickets: the only code that reads or writes the support_tickets table (Premium gets
 * priority support). A user's own tickets are read through a query filtered by their id. Messages
 * are stored as sent and shown as text.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { supportTickets, users } from '@/db/schema';
import { FEEDBACK_RATE_LIMITS } from '@/lib/constants/rate-limits';
import {
  SUPPORT_PRIORITIES,
  type SupportCategory,
  type SupportPriority,
  type SupportStatus,
} from '@/lib/constants/support';
import { ApiError } from '@/lib/http/errors';
import { isId } from '@/lib/http/ids';
import { paginate, type Page } from '@/lib/http/paging';
import { enforce } from '@/lib/rate-limit';
import type { Sender } from '@/lib/feedback/sender';
import { canMoveTicket } from '@/lib/feedback/status';
import {
  VISITOR_EMAIL_REQUIRED,
  type MyTicketView,
  type MyTicketsQuery,
  type SupportListQuery,
  type SupportStatusBody,
  type SupportSubmitInput,
  type TicketView,
} from '@/lib/validation/support';

export type { MyTicketView, TicketView };

export const RATE_LIMITED_SUPPORT = 'You have sent a lot of support tickets in a short time.';

/** The priority a ticket gets from its sender's plan: Premium → high. */
export function priorityFor(user: { isPremium: boolean } | null): SupportPriority {
  return user?.isPremium ? 'high' : 'normal';
}

const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  message: supportTickets.message,
  category: supportTickets.category,
  status: supportTickets.status,
  priority: supportTickets.priority,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

const adminColumns = {
  ...ticketColumns,
  email: supportTickets.email,
  adminNotes: supportTickets.adminNotes,
  userId: supportTickets.userId,
  userName: users.name,
  userEmail: users.email,
  userPremium: users.isPremium,
};

type MyRow = {
  id: string;
  subject: string;
  message: string;
  category: string;
  status: string;
  priority: string;
  createdAt: Date;
  updatedAt: Date;
};
type AdminRow = MyRow & {
  email: string;
  adminNotes: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  userPremium: boolean | null;
};

function toMyView(r: MyRow): MyTicketView {
  return {
    id: r.id,
    subject: r.subject,
    message: r.message,
    category: r.category as SupportCategory,
    status: r.status as SupportStatus,
    priority: r.priority as SupportPriority,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function toAdminView(r: AdminRow): TicketView {
  return {
    ...toMyView(r),
    email: r.email,
    adminNotes: r.adminNotes,
    user:
      r.userId && r.userEmail
        ? { name: r.userName, email: r.userEmail, isPremium: Boolean(r.userPremium) }
        : null,
  };
}

/**
 * Opens a ticket (POST /api/support/submit). A signed-in user is answered at their account
 * e-mail and gets priority from their plan; a visitor must give an e-mail (400 otherwise).
 * Rate limited per user or visitor (429).
 */
export async function submitTicket(sender: Sender, input: SupportSubmitInput): Promise<MyTicketView> {
  const email = sender.user?.email ?? input.email;
  if (!email) throw new ApiError('VALIDATION_ERROR', `email: ${VISITOR_EMAIL_REQUIRED}`);
  await enforce([{ key: `support:${sender.rateKey}`, limit: FEEDBACK_RATE_LIMITS.support }], RATE_LIMITED_SUPPORT);
  const db = await getDb();
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId: sender.user?.id ?? null,
      email,
      subject: input.subject,
      message: input.message,
      category: input.category,
      priority: priorityFor(sender.user),
    })
    .returning(ticketColumns);
  return toMyView(row);
}

/** The user's own tickets, newest first (GET /api/support/my-tickets). */
export async function listMyTickets(userId: string, query: MyTicketsQuery): Promise<Page<MyTicketView>> {
  const db = await getDb();
  const where = eq(supportTickets.userId, userId);
  return paginate(
    query,
    async ({ limit, offset }) =>
      (
        await db
          .select(ticketColumns)
          .from(supportTickets)
          .where(where)
          .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
          .limit(limit)
          .offset(offset)
      ).map(toMyView),
    async () => (await db.select({ total: count() }).from(supportTickets).where(where))[0].total,
  );
}

/** Orders priorities as SUPPORT_PRIORITIES lists them: high first. */
const priorityRank = sql`array_position(array[${sql.join(
  SUPPORT_PRIORITIES.map((p) => sql`${p}`),
  sql`, `,
)}]::text[], ${supportTickets.priority})`;

/**
 * Every ticket, high priority first, then newest first; optionally of one status and/or
 * priority (GET /api/support/all, admins only).
 */
export async function listTickets(query: SupportListQuery): Promise<Page<TicketView>> {
  const db = await getDb();
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(supportTickets.status, query.status));
  if (query.priority !== 'all') filters.push(eq(supportTickets.priority, query.priority));
  const where = filters.length ? and(...filters) : undefined;
  return paginate(
    query,
    async ({ limit, offset }) =>
      (
        await db
          .select(adminColumns)
          .from(supportTickets)
          .leftJoin(users, eq(users.id, supportTickets.userId))
          .where(where)
          .orderBy(asc(priorityRank), desc(supportTickets.createdAt), desc(supportTickets.id))
          .limit(limit)
          .offset(offset)
      ).map(toAdminView),
    async () => (await db.select({ total: count() }).from(supportTickets).where(where))[0].total,
  );
}

/**
 * Sets a ticket's status and, when given, its admin notes (PUT /api/support/{id}/status, admins
 * only). Unknown id → 404; a move SUPPORT_TRANSITIONS does not allow → CONFLICT (409). The write
 * only happens if the status is still the one checked.
 */
export async function updateTicketStatus(id: string, body: SupportStatusBody): Promise<TicketView> {
  if (!isId(id)) throw new ApiError('NOT_FOUND', 'Support ticket not found');
  const db = await getDb();
  const [current] = await db
    .select({ status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .limit(1);
  if (!current) throw new ApiError('NOT_FOUND', 'Support ticket not found');
  const from = current.status as SupportStatus;
  if (!canMoveTicket(from, body.status)) {
    throw new ApiError('CONFLICT', `A ticket cannot be moved from ${from} to ${body.status}`);
  }
  const [updated] = await db
    .update(supportTickets)
    .set({ status: body.status, ...(body.adminNotes !== undefined ? { adminNotes: body.adminNotes } : {}) })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, from)))
    .returning({ id: supportTickets.id });
  if (!updated) throw new ApiError('CONFLICT', 'This ticket was changed by someone else. Please reload.');
  const [row] = await db
    .select(adminColumns)
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id))
    .limit(1);
  return toAdminView(row);
}
