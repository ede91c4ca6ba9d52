/**
 * Charging for a lesson. A generation reserves its charge in one atomic
 * statement before the model is called, so parallel requests can never overspend; a failed
 * generation releases it, so failures cost nothing. Order: Premium (no charge), then the free
 * allowance, then one credit.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { FREE_LESSON_LIMIT, FREE_LIMIT_MESSAGE } from '@/lib/constants/billing';
import { ApiError } from '@/lib/http/errors';

/** The notice shown when the free lessons are used up; its home is lib/constants. */
export { FREE_LIMIT_MESSAGE };

export type ChargeKind = 'premium' | 'free' | 'credit';

export interface Reservation {
  userId: string;
  kind: ChargeKind;
}

/**
 * Reserves one lesson for the user. Throws LIMIT_REACHED (403) with FREE_LIMIT_MESSAGE when the
 * free lessons are used and there are no credits.
 */
export async function reserveLesson(userId: string): Promise<Reservation> {
  const db = await getDb();
  // Premium, or a free lesson left: count it in the same statement that checks it.
  const [allowance] = await db
    .update(users)
    .set({ lessonsGenerated: sql`${users.lessonsGenerated} + 1` })
    .where(and(eq(users.id, userId), or(eq(users.isPremium, true), lt(users.lessonsGenerated, FREE_LESSON_LIMIT))))
    .returning({ isPremium: users.isPremium });
  if (allowance) return { userId, kind: allowance.isPremium ? 'premium' : 'free' };

  const [credit] = await db
    .update(users)
    .set({ credits: sql`${users.credits} - 1`, lessonsGenerated: sql`${users.lessonsGenerated} + 1` })
    .where(and(eq(users.id, userId), gt(users.credits, 0)))
    .returning({ id: users.id });
  if (credit) return { userId, kind: 'credit' };

  throw new ApiError('LIMIT_REACHED', FREE_LIMIT_MESSAGE);
}

/** Gives a reservation back after a failed generation. */
export async function releaseLesson(reservation: Reservation): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({
      lessonsGenerated: sql`greatest(${users.lessonsGenerated} - 1, 0)`,
      ...(reservation.kind === 'credit' ? { credits: sql`${users.credits} + 1` } : {}),
    })
    .where(eq(users.id, reservation.userId));
}
