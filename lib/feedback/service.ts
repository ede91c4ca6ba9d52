/**
 * Feedback: the only code that reads or writes the feedback table; status moves follow
 * ./status.ts. Messages are stored as sent and only ever shown as text.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { feedback, users } from '@/db/schema';
import { type FeedbackStatus, type FeedbackType } from '@/lib/constants/feedback';
import { FEEDBACK_RATE_LIMITS } from '@/lib/constants/rate-limits';
import { ApiError } from '@/lib/http/errors';
import { isId } from '@/lib/http/ids';
import { paginate, type Page } from '@/lib/http/paging';
import { enforce } from '@/lib/rate-limit';
import type { Sender } from './sender';
import { canMoveFeedback } from './status';
import type { FeedbackListQuery, FeedbackSubmitInput, FeedbackView, SenderView } from '@/lib/validation/feedback';

export type { FeedbackView, SenderView };
/** Kept here too for the screens that import it with the views. */
export type { Page };

export const RATE_LIMITED_FEEDBACK = 'You have sent a lot of feedback in a short time.';

/**
 * Saves feedback from the widget (POST /api/feedback/submit). Rate limited per user or visitor
 * (429). Returns the saved feedback.
 */
export async function submitFeedback(sender: Sender, input: FeedbackSubmitInput): Promise<FeedbackView> {
  await enforce(
    [{ key: `feedback:${sender.rateKey}`, limit: FEEDBACK_RATE_LIMITS.feedback }],
    RATE_LIMITED_FEEDBACK,
  );
  const db = await getDb();
  const [row] = await db
    .insert(feedback)
    .values({ userId: sender.user?.id ?? null, type: input.type, message: input.message, page: input.page })
    .returning();
  const user = sender.user;
  return toView({ ...row, name: user?.name ?? null, email: user?.email ?? null, isPremium: user?.isPremium ?? null });
}

const columns = {
  id: feedback.id,
  type: feedback.type,
  status: feedback.status,
  message: feedback.message,
  page: feedback.page,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  userId: feedback.userId,
  name: users.name,
  email: users.email,
  isPremium: users.isPremium,
};

type Row = {
  id: string;
  type: string;
  status: string;
  message: string;
  page: string | null;
  createdAt: Date;
  updatedAt: Date;
  userId: string | null;
  name: string | null;
  email: string | null;
  isPremium: boolean | null;
};

function toView(r: Row): FeedbackView {
  return {
    id: r.id,
    type: r.type as FeedbackType,
    status: r.status as FeedbackStatus,
    message: r.message,
    page: r.page,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    user: r.userId && r.email ? { name: r.name, email: r.email, isPremium: Boolean(r.isPremium) } : null,
  };
}

/** All feedback, newest first, optionally of one status (GET /api/feedback/all, admins only). */
export async function listFeedback(query: FeedbackListQuery): Promise<Page<FeedbackView>> {
  const db = await getDb();
  const where = query.status === 'all' ? undefined : eq(feedback.status, query.status);
  return paginate(
    query,
    async ({ limit, offset }) =>
      (
        await db
          .select(columns)
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(limit)
          .offset(offset)
      ).map(toView),
    async () => (await db.select({ total: count() }).from(feedback).where(where))[0].total,
  );
}

/**
 * Moves feedback to `status` (PUT /api/feedback/{id}/status, admins only). Unknown id → 404;
 * a move FEEDBACK_TRANSITIONS does not allow → CONFLICT (409). The check and the write are one
 * statement, so two admins acting at once cannot both make a move that is no longer allowed.
 */
export async function updateFeedbackStatus(id: string, status: FeedbackStatus): Promise<FeedbackView> {
  if (!isId(id)) throw new ApiError('NOT_FOUND', 'Feedback not found');
  const db = await getDb();
  const [current] = await db.select({ status: feedback.status }).from(feedback).where(eq(feedback.id, id)).limit(1);
  if (!current) throw new ApiError('NOT_FOUND', 'Feedback not found');
  const from = current.status as FeedbackStatus;
  if (!canMoveFeedback(from, status)) {
    throw new ApiError(
      'CONFLICT',
      from === status ? `This feedback is already ${status}` : `Feedback cannot be moved from ${from} to ${status}`,
    );
  }
  const [updated] = await db
    .update(feedback)
    .set({ status })
    .where(and(eq(feedback.id, id), eq(feedback.status, from)))
    .returning({ id: feedback.id });
  if (!updated) throw new ApiError('CONFLICT', 'This feedback was changed by someone else. Please reload.');
  const [row] = await db
    .select(columns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  return toView(row);
}
