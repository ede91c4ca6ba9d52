/**
 * Starting payments: the Stripe customer of a user, Checkout Sessions for Premium (subscription
 * mode) and for lesson credits (payment mode), and the Customer Portal. Nothing here grants
 * Premium or credits: only verified webhooks do.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { users, type User } from '@/db/schema';
import {
  CHECKOUT_RETURN,
  CREDIT_PACKS,
  PREMIUM_TRIAL_DAYS,
  PRICE_NOT_AVAILABLE_MESSAGE,
  type CreditPackId,
} from '@/lib/constants/billing';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { isPremiumStatus } from './features';
import {
  createCheckoutSession,
  createCustomer,
  createPortalSession,
  getStripePrices,
  requireStripeConfigured,
  type Stripe,
} from './stripe';

export type Purchase = 'premium' | 'credits';

/** The URL Checkout sends the customer back to (CHECKOUT_RETURN in lib/constants). */
export function checkoutReturnUrl(outcome: 'success' | 'cancelled', purchase: Purchase): string {
  const url = new URL(CHECKOUT_RETURN.path, `${env.appUrl}/`);
  url.searchParams.set('tab', CHECKOUT_RETURN.tab);
  url.searchParams.set(CHECKOUT_RETURN.param, CHECKOUT_RETURN[outcome]);
  url.searchParams.set(CHECKOUT_RETURN.purchaseParam, purchase);
  return url.toString();
}

/** Where the Customer Portal's "Return" link goes. */
export function portalReturnUrl(): string {
  const url = new URL(CHECKOUT_RETURN.path, `${env.appUrl}/`);
  url.searchParams.set('tab', CHECKOUT_RETURN.tab);
  return url.toString();
}

/**
 * The user's Stripe customer id, created on first use and stored in users.stripe_customer_id,
 * then reused for every later Checkout and the portal. Parallel first calls end with one id.
 */
export async function ensureCustomer(user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await createCustomer(user);
  const db = await getDb();
  const [stored] = await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (stored?.id) return stored.id;
  const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id));
  if (!row?.id) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return row.id;
}

/** Whether the user's next subscription gets the free trial: only the first one. */
export function trialEligible(user: Pick<User, 'trialUsed' | 'subscriptionId'>): boolean {
  return !user.trialUsed && !user.subscriptionId;
}

function sessionUrl(session: Stripe.Checkout.Session): { url: string } {
  if (!session.url) throw new ApiError('PAYMENT_PROVIDER_ERROR', 'Failed to get checkout URL');
  return { url: session.url };
}

/** Subscription statuses that can still charge: a second subscription must not be started beside one. */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid', 'paused', 'incomplete']);

/**
 * Checkout in subscription mode for Premium: the trial only on a first subscription. A user
 * whose subscription is still live → CONFLICT (409): they manage it in the portal instead.
 */
async function premiumCheckout(user: User, priceId: string): Promise<{ url: string }> {
  if (user.subscriptionId && LIVE_STATUSES.has(user.subscriptionStatus ?? '')) {
    throw new ApiError(
      'CONFLICT',
      isPremiumStatus(user.subscriptionStatus)
        ? 'You already have Premium. Manage your subscription from your account page.'
        : 'You already have a subscription. Update your payment details from your account page.',
    );
  }
  const customer = await ensureCustomer(user);
  const trial = trialEligible(user);
  const session = await createCheckoutSession({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: priceId, quantity: 1 }],
    subscription_data: {
      metadata: { userId: user.id },
      ...(trial ? { trial_period_days: PREMIUM_TRIAL_DAYS } : {}),
    },
    metadata: { userId: user.id, purchase: 'premium' },
    success_url: checkoutReturnUrl('success', 'premium'),
    cancel_url: checkoutReturnUrl('cancelled', 'premium'),
  });
  return sessionUrl(session);
}

/** Checkout in payment mode for a credit pack (lib/constants CREDIT_PACKS). */
async function creditsCheckout(user: User, packId: CreditPackId, priceId: string): Promise<{ url: string }> {
  const pack = CREDIT_PACKS.find((p) => p.id === packId)!;
  const customer = await ensureCustomer(user);
  const metadata = { userId: user.id, purchase: 'credits', pack: pack.id, credits: String(pack.credits) };
  const session = await createCheckoutSession({
    mode: 'payment',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: priceId, quantity: 1 }],
    metadata,
    payment_intent_data: { metadata },
    success_url: checkoutReturnUrl('success', 'credits'),
    cancel_url: checkoutReturnUrl('cancelled', 'credits'),
  });
  return sessionUrl(session);
}

/**
 * POST /api/stripe/create-checkout-session {priceId}: only our own prices (found by lookup key)
 * are accepted; any other id → VALIDATION_ERROR (400). The Premium price opens a subscription
 * Checkout, a credit-pack price a payment Checkout.
 */
export async function startCheckout(user: User, priceId: string): Promise<{ url: string }> {
  requireStripeConfigured();
  const prices = await getStripePrices();
  if (prices.premiumMonthly && prices.premiumMonthly.id === priceId) return premiumCheckout(user, priceId);
  const pack = CREDIT_PACKS.find((p) => prices[p.priceKey]?.id === priceId);
  if (pack) return creditsCheckout(user, pack.id, priceId);
  throw new ApiError('VALIDATION_ERROR', 'priceId: Unknown price');
}

/**
 * POST /api/pricing/purchase-credits and /api/pricing/pay-per-generation: Checkout in payment
 * mode for a pack. A pack whose Stripe price is missing → NOT_CONFIGURED (503) with
 * "Pricing not yet available for this tier".
 */
export async function startCreditsCheckout(user: User, packId: CreditPackId): Promise<{ url: string }> {
  requireStripeConfigured();
  const pack = CREDIT_PACKS.find((p) => p.id === packId);
  if (!pack) throw new ApiError('VALIDATION_ERROR', 'packId: Unknown credit pack');
  const price = (await getStripePrices())[pack.priceKey];
  if (!price) throw new ApiError('NOT_CONFIGURED', PRICE_NOT_AVAILABLE_MESSAGE);
  return creditsCheckout(user, pack.id, price.id);
}

/**
 * POST /api/stripe/create-portal-session: the Customer Portal for a user who has a Stripe
 * customer; NOT_FOUND (404) for one who never started a Checkout.
 */
export async function startPortal(user: User): Promise<{ url: string }> {
  requireStripeConfigured();
  if (!user.stripeCustomerId) {
    throw new ApiError('NOT_FOUND', 'No billing account yet. Upgrade to Premium first.');
  }
  const session = await createPortalSession(user.stripeCustomerId, portalReturnUrl());
  if (!session.url) throw new ApiError('PAYMENT_PROVIDER_ERROR', 'Failed to get portal URL');
  return { url: session.url };
}
