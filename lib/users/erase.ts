/**
 * Deleting an account (every user) and resetting one (admins only). Both run their database
 * changes in one transaction.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { rateLimits, roleProfiles, users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { log } from '@/lib/log';
import { cancelCustomerSubscriptions, isStripeConfigured, stripeNotConfigured } from '@/lib/billing/stripe';
import { deleteAllLessons } from '@/lib/lessons/service';
import { deleteClaimedPreviews } from '@/lib/previews/service';
import { emailRateLimitKeys } from './sign-in';
import { rememberErasedAllowance } from './erased';

/** Subscription statuses that can still charge the customer. */
const CHARGEABLE = new Set(['trialing', 'active', 'past_due', 'unpaid', 'paused', 'incomplete']);

/**
 * DELETE /api/account: cancels the user's Stripe subscriptions at once, then deletes the user's
 * row, and with it (ON DELETE CASCADE) role profiles, lessons, credit purchases, feedback and
 * support tickets, sessions; claimed previews and the e-mail's rate-limit counters are deleted
 * too. The e-mail can register again afterwards, starting from the free lessons it had used (a
 * keyed hash of the address keeps that count, see ./erased.ts). When a subscription cannot be cancelled (Stripe down, or
 * not configured while one is live) nothing is deleted: an account must never go while its card
 * is still being charged.
 */
export async function deleteAccount(user: User): Promise<{ cancelledSubscriptions: string[] }> {
  let cancelled: string[] = [];
  if (user.stripeCustomerId) {
    if (isStripeConfigured()) {
      cancelled = await cancelCustomerSubscriptions(user.stripeCustomerId);
    } else if (CHARGEABLE.has(user.subscriptionStatus ?? '')) {
      throw stripeNotConfigured();
    }
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    await deleteClaimedPreviews(tx, user.id);
    await rememberErasedAllowance(tx, user);
    await tx
      .delete(rateLimits)
      .where(
        or(
          inArray(rateLimits.key, [emailRateLimitKeys.login(user.email), emailRateLimitKeys.register(user.email)]),
          sql`starts_with(${rateLimits.key}, ${emailRateLimitKeys.loginFrom(user.email, '')})`,
        ),
      );
    const deleted = await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
    if (deleted.length === 0) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  });
  log.info({ userId: user.id, cancelledSubscriptions: cancelled.length }, 'account deleted');
  return { cancelledSubscriptions: cancelled };
}

/**
 * POST /api/account/reset (admins only): deletes the user's lessons, role profiles and
 * onboarding data (active role, subject, nation, year group, exam board), so the next visit goes
 * through onboarding. Credentials, name, plan, credits and the lifetime lesson count stay.
 */
export async function resetAccount(user: User): Promise<{ user: User; lessonsDeleted: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lessonsDeleted = await deleteAllLessons(tx, user.id);
    await tx.delete(roleProfiles).where(eq(roleProfiles.userId, user.id));
    const [updated] = await tx
      .update(users)
      .set({ activeRole: null, subject: null, location: null, yearGroup: null, examBoard: null })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
    return { user: updated, lessonsDeleted };
  });
}
