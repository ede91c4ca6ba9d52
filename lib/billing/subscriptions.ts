/**
 * Subscription state and credits on our side (DECISIONS §3): written only from verified webhook
 * events, from the subscription object fetched from Stripe at that moment, so events delivered
 * twice or out of order end in Stripe's current state. Premium is true only while that
 * subscription is trialing or active.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { creditPurchases, users, type User } from '@/db/schema';
import { CREDIT_PACKS, type PlanTier } from '@/lib/constants/billing';
import { log } from '@/lib/log';
import { isPremiumStatus, tierOf } from './features';
import { retrieveSubscription, subscriptionPeriodEnd, type Stripe } from './stripe';
import { trialEligible } from './checkout';

/** A database handle or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The id of an expandable Stripe field (a string or an object with an id). */
export function stripeId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Who a Stripe object belongs to, as far as the event tells. */
export interface OwnerHint {
  /** Our user id, from client_reference_id or metadata.userId (set by us at Checkout). */
  userId?: string | null;
  /** The Stripe customer id. */
  customerId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a Stripe object belongs to, locked for update until the transaction ends, so two
 * events for one user are applied one after the other. Our user id wins; otherwise the stored
 * Stripe customer id. Null when no user matches (e.g. the account was deleted).
 */
export async function lockBillingUser(tx: Tx, hint: OwnerHint): Promise<User | null> {
  if (hint.userId && UUID.test(hint.userId)) {
    const [byId] = await tx.select().from(users).where(eq(users.id, hint.userId)).for('update');
    if (byId) return byId;
  }
  if (hint.customerId) {
    const [byCustomer] = await tx.select().from(users).where(eq(users.stripeCustomerId, hint.customerId)).for('update');
    if (byCustomer) return byCustomer;
  }
  return null;
}

/**
 * Fetches the subscription from Stripe and writes its state on its user: status, Premium
 * (trialing or active only), period end, cancel-at-period-end and whether a trial was had.
 * An event about an older subscription never downgrades a user whose current one is live.
 */
export async function syncSubscription(tx: Tx, subscriptionId: string, hint: OwnerHint): Promise<void> {
  const user = await lockBillingUser(tx, hint);
  if (!user) {
    log.warn({ subscriptionId }, 'stripe webhook: no user for this subscription');
    return;
  }
  const sub = await retrieveSubscription(subscriptionId);
  if (!sub) {
    // Stripe no longer knows it: if it was the user's subscription, it has ended.
    if (user.subscriptionId === subscriptionId) {
      await tx
        .update(users)
        .set({ isPremium: false, subscriptionStatus: 'canceled', cancelAtPeriodEnd: false })
        .where(eq(users.id, user.id));
    }
    return;
  }

  const customerId = stripeId(sub.customer);
  if (user.stripeCustomerId && customerId && user.stripeCustomerId !== customerId) {
    log.warn({ subscriptionId, userId: user.id }, 'stripe webhook: subscription belongs to another customer; ignored');
    return;
  }
  const premium = isPremiumStatus(sub.status);
  const hadTrial = user.trialUsed || sub.trial_start != null || sub.trial_end != null || sub.status === 'trialing';
  const isOtherSubscription = user.subscriptionId !== null && user.subscriptionId !== sub.id;
  if (!premium && isOtherSubscription && isPremiumStatus(user.subscriptionStatus)) {
    // An old subscription ended while a newer one is live: keep the live one.
    if (hadTrial && !user.trialUsed) await tx.update(users).set({ trialUsed: true }).where(eq(users.id, user.id));
    return;
  }
  await tx
    .update(users)
    .set({
      isPremium: premium,
      subscriptionId: sub.id,
      subscriptionStatus: sub.status,
      currentPeriodEnd: subscriptionPeriodEnd(sub),
      cancelAtPeriodEnd: premium && (sub.cancel_at_period_end || sub.cancel_at != null),
      trialUsed: hadTrial,
      stripeCustomerId: user.stripeCustomerId ?? customerId,
    })
    .where(eq(users.id, user.id));
}

/**
 * Adds a paid credit pack to its buyer, once per Checkout Session: the purchase row (unique by
 * session id) and the credits are written in the caller's transaction. Sessions that are not in
 * payment mode, not paid, or not for a known pack change nothing.
 */
export async function grantCredits(tx: Tx, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
  const pack = CREDIT_PACKS.find((p) => p.id === session.metadata?.pack);
  if (!pack) {
    log.warn({ session: session.id }, 'stripe webhook: paid session for no known credit pack');
    return;
  }
  const user = await lockBillingUser(tx, {
    userId: session.client_reference_id ?? session.metadata?.userId,
    customerId: stripeId(session.customer),
  });
  if (!user) {
    log.warn({ session: session.id }, 'stripe webhook: no user for this credit purchase');
    return;
  }
  const [purchase] = await tx
    .insert(creditPurchases)
    .values({
      userId: user.id,
      checkoutSessionId: session.id,
      pack: pack.id,
      credits: pack.credits,
      amountTotal: session.amount_total,
      currency: session.currency,
    })
    .onConflictDoNothing({ target: creditPurchases.checkoutSessionId })
    .returning({ id: creditPurchases.id });
  if (!purchase) return;
  await tx
    .update(users)
    .set({
      credits: sql`${users.credits} + ${pack.credits}`,
      stripeCustomerId: user.stripeCustomerId ?? stripeId(session.customer),
    })
    .where(eq(users.id, user.id));
}

/** The subscription part of GET /api/account/subscription and GET /api/stripe/subscription-status. */
export interface SubscriptionState {
  isPremium: boolean;
  tier: PlanTier;
  /** Stripe's status (trialing, active, past_due, canceled, …); null before any subscription. */
  status: string | null;
  /** ISO date the current period (or trial) ends; null when unknown. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Whether the next subscription starts with the free trial (first subscription only). */
  trialEligible: boolean;
  /** Whether the user has a Stripe customer, so the Customer Portal can open. */
  hasBillingAccount: boolean;
}

/** The user's subscription state as stored. */
export function subscriptionState(user: User): SubscriptionState {
  return {
    isPremium: user.isPremium,
    tier: tierOf(user),
    status: user.subscriptionStatus,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    trialEligible: trialEligible(user),
    hasBillingAccount: Boolean(user.stripeCustomerId),
  };
}
