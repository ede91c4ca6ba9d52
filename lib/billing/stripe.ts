/**
 * The one place that talks to Stripe. The real `stripe` SDK, configured from STRIPE_SECRET_KEY;
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point it elsewhere (a local fake in
 * tests). Functions here take plain arguments and return Stripe objects; what they mean for our
 * users is decided by the billing services beside this file.
 */
import Stripe from 'stripe';
import {
  STRIPE_LOOKUP_KEYS,
  STRIPE_NOT_CONFIGURED_MESSAGE,
  STRIPE_PRICE_CACHE_SECONDS,
  type StripePriceKey,
} from '@/lib/constants/billing';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { log } from '@/lib/log';

export type { Stripe };

/** Whether a secret key is configured. Without one, every payment route answers 503. */
export function isStripeConfigured(): boolean {
  return Boolean(env.stripeSecretKey);
}

/** The 503 NOT_CONFIGURED every payment route answers without a key. */
export function stripeNotConfigured(): ApiError {
  return new ApiError('NOT_CONFIGURED', STRIPE_NOT_CONFIGURED_MESSAGE);
}

/** Throws NOT_CONFIGURED (503) unless Stripe is configured. */
export function requireStripeConfigured(): void {
  if (!isStripeConfigured()) throw stripeNotConfigured();
}

const store = globalThis as unknown as {
  __plenaryStripe?: { key: string; client: Stripe };
  __plenaryStripePrices?: { key: string; at: number; prices: ResolvedPrices };
};

/** The SDK client for the configured key and endpoint; throws NOT_CONFIGURED (503) without a key. */
export function stripeClient(): Stripe {
  const secret = env.stripeSecretKey;
  if (!secret) throw stripeNotConfigured();
  const api = env.stripeApi;
  const key = JSON.stringify([secret, api]);
  if (store.__plenaryStripe?.key !== key) {
    const client = new Stripe(secret, {
      ...(api.host ? { host: api.host } : {}),
      ...(api.port ? { port: api.port } : {}),
      ...(api.protocol ? { protocol: api.protocol } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Plenary' },
    });
    store.__plenaryStripe = { key, client };
  }
  return store.__plenaryStripe.client;
}

/** Stripe's own errors (network, API, card) as the API's 502; anything else unchanged. */
function asApiError(err: unknown, action: string): unknown {
  if (err instanceof Stripe.errors.StripeError) {
    log.error({ err: { type: err.type, code: err.code, message: err.message, statusCode: err.statusCode } }, `stripe: ${action} failed`);
    return new ApiError('PAYMENT_PROVIDER_ERROR', 'The payment service could not be reached. Please try again in a moment.');
  }
  return err;
}

async function call<T>(action: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = stripeClient();
  try {
    return await run(stripe);
  } catch (err) {
    throw asApiError(err, action);
  }
}

// ── Prices ──

export interface ResolvedPrice {
  id: string;
  lookupKey: string;
  unitAmount: number | null;
  currency: string;
}

export type ResolvedPrices = Record<StripePriceKey, ResolvedPrice | null>;

const PRICE_KEYS = Object.keys(STRIPE_LOOKUP_KEYS) as StripePriceKey[];
const noPrices = (): ResolvedPrices =>
  Object.fromEntries(PRICE_KEYS.map((k) => [k, null])) as ResolvedPrices;

/**
 * Our prices, found by lookup key (lib/constants STRIPE_LOOKUP_KEYS) and kept for
 * STRIPE_PRICE_CACHE_SECONDS. A key with no active price in Stripe is null. Without a secret key,
 * or when Stripe cannot be reached, every price is null (and nothing is cached, so the next
 * call tries again).
 */
export async function getStripePrices(): Promise<ResolvedPrices> {
  if (!isStripeConfigured()) return noPrices();
  const cacheKey = JSON.stringify([env.stripeSecretKey, env.stripeApi]);
  const cached = store.__plenaryStripePrices;
  if (cached && cached.key === cacheKey && Date.now() - cached.at < STRIPE_PRICE_CACHE_SECONDS * 1000) {
    return cached.prices;
  }
  try {
    const list = await stripeClient().prices.list({
      lookup_keys: PRICE_KEYS.map((k) => STRIPE_LOOKUP_KEYS[k]),
      active: true,
      limit: 100,
    });
    const prices = noPrices();
    for (const key of PRICE_KEYS) {
      const price = list.data.find((p) => p.lookup_key === STRIPE_LOOKUP_KEYS[key]);
      prices[key] = price
        ? { id: price.id, lookupKey: STRIPE_LOOKUP_KEYS[key], unitAmount: price.unit_amount, currency: price.currency }
        : null;
    }
    const missing = PRICE_KEYS.filter((k) => !prices[k]).map((k) => STRIPE_LOOKUP_KEYS[k]);
    if (missing.length > 0) log.warn({ missing }, 'stripe: no active price for these lookup keys');
    store.__plenaryStripePrices = { key: cacheKey, at: Date.now(), prices };
    return prices;
  } catch (err) {
    asApiError(err, 'prices.list');
    return noPrices();
  }
}

/** Forgets the client and the cached prices (tests that change the environment). */
export function resetStripeCache(): void {
  store.__plenaryStripe = undefined;
  store.__plenaryStripePrices = undefined;
}

// ── Customers, Checkout, Portal ──

/**
 * Creates the Stripe customer for a user. The idempotency key makes two parallel first
 * checkouts create one customer, not two.
 */
export function createCustomer(user: { id: string; email: string; name: string | null }): Promise<Stripe.Customer> {
  return call('customers.create', (stripe) =>
    stripe.customers.create(
      { email: user.email, name: user.name ?? undefined, metadata: { userId: user.id } },
      { idempotencyKey: `plenary-customer-${user.id}` },
    ),
  );
}

/** Creates a Checkout Session (subscription or payment mode). */
export function createCheckoutSession(params: Stripe.Checkout.SessionCreateParams): Promise<Stripe.Checkout.Session> {
  return call('checkout.sessions.create', (stripe) => stripe.checkout.sessions.create(params));
}

/** Creates a Customer Portal session for a customer. */
export function createPortalSession(customer: string, returnUrl: string): Promise<Stripe.BillingPortal.Session> {
  return call('billingPortal.sessions.create', (stripe) =>
    stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
  );
}

// ── Subscriptions ──

/** The subscription as Stripe has it now, or null when Stripe does not know it. */
export async function retrieveSubscription(id: string): Promise<Stripe.Subscription | null> {
  const stripe = stripeClient();
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
    throw asApiError(err, 'subscriptions.retrieve');
  }
}

/** Statuses of a subscription that has ended and can no longer charge. */
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

/**
 * Cancels, at once, every subscription of a customer that can still charge (account deletion).
 * Returns the ids cancelled.
 */
export async function cancelCustomerSubscriptions(customer: string): Promise<string[]> {
  return call('subscriptions.cancel', async (stripe) => {
    const cancelled: string[] = [];
    for await (const sub of stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
      if (ENDED.has(sub.status)) continue;
      try {
        await stripe.subscriptions.cancel(sub.id);
      } catch (err) {
        // Already gone is what we wanted.
        if (!(err instanceof Stripe.errors.StripeError && err.statusCode === 404)) throw err;
      }
      cancelled.push(sub.id);
    }
    return cancelled;
  });
}

/** When the subscription's current period ends (items carry the period in current API versions). */
export function subscriptionPeriodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? []).map((item) => item.current_period_end).filter((n): n is number => typeof n === 'number');
  // Events sent with an older API version still carry it on the subscription.
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const end = ends.length > 0 ? Math.max(...ends) : legacy;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

// ── Webhooks ──

/**
 * Verifies a webhook's signature with STRIPE_WEBHOOK_SECRET and parses it. Throws
 * NOT_CONFIGURED (503) without a key or secret, VALIDATION_ERROR (400) for a missing or bad
 * signature.
 */
export function verifyWebhook(rawBody: string, signature: string | null): Stripe.Event {
  const stripe = stripeClient();
  const secret = env.stripeWebhookSecret;
  if (!secret) throw stripeNotConfigured();
  if (!signature) throw new ApiError('VALIDATION_ERROR', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'Invalid Stripe webhook signature');
  }
}
