/**
 * Plans and payments  through the API, with the REAL stripe SDK pointed at a local fake
 * Stripe (tests/helpers/fake-stripe.ts) and webhooks signed by the SDK's own test-header helper:
 * Checkout, the portal, verified webhooks applied once and in Stripe's current state, credits,
 * the feature map, pricing reads, and the account's data rights (export, delete, admin reset,
 * debug toggle).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { creditPurchases, feedback, lessons, previews, roleProfiles, stripeEvents, supportTickets, users } from '@/db/schema';
import {
  CREDIT_PACKS,
  FREE_LESSON_LIMIT,
  FREE_LIMIT_MESSAGE,
  PREMIUM_PRICE_PENCE,
  PREMIUM_TRIAL_DAYS,
  STRIPE_LOOKUP_KEYS,
  STRIPE_NOT_CONFIGURED_MESSAGE,
} from '@/lib/constants/billing';
import { resetStripeCache } from '@/lib/billing/stripe';
import { hasFeature, PREMIUM_FEATURE_IDS, requireFeature } from '@/lib/billing/features';
import { nextCharge } from '@/lib/billing/plans';
import { reserveLesson } from '@/lib/billing/quota';
import { ApiError } from '@/lib/http/errors';
import { POST as checkoutRoute } from '@/app/api/stripe/create-checkout-session/route';
import { POST as portalRoute } from '@/app/api/stripe/create-portal-session/route';
import { POST as webhookRoute } from '@/app/api/stripe/webhook/route';
import { GET as subscriptionStatusRoute } from '@/app/api/stripe/subscription-status/route';
import { GET as accountSubscriptionRoute } from '@/app/api/account/subscription/route';
import { GET as exportRoute } from '@/app/api/account/export/route';
import { DELETE as deleteAccountRoute } from '@/app/api/account/route';
import { POST as resetRoute } from '@/app/api/account/reset/route';
import { POST as debugToggleRoute } from '@/app/api/account/debug/toggle-premium/route';
import { GET as tiersRoute } from '@/app/api/pricing/tiers/route';
import { GET as featuresRoute } from '@/app/api/pricing/features/route';
import { GET as usageRoute } from '@/app/api/pricing/usage/route';
import { GET as recommendationsRoute } from '@/app/api/pricing/recommendations/route';
import { POST as checkLimitsRoute } from '@/app/api/pricing/check-limits/route';
import { POST as purchaseCreditsRoute } from '@/app/api/pricing/purchase-credits/route';
import { POST as payPerGenerationRoute } from '@/app/api/pricing/pay-per-generation/route';
import { GET as publicConfigRoute } from '@/app/api/config/public/route';
import { POST as onboardingRoute } from '@/app/api/user/onboarding/route';
import { POST as loginRoute } from '@/app/api/auth/login/route';
import { PUT as profileRoute } from '@/app/api/user/profile/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { FakeStripe } from '../helpers/fake-stripe';
import { call, insertLessons, signUp, updateUserRow, userRow, type SignedUp } from '../helpers/api';

vi.mock('@/lib/auth/password', () => import('../helpers/fast-password'));

const WEBHOOK_SECRET = 'whsec_plenary_test_secret';
const fake = new FakeStripe();
let premiumPrice: { id: string };
let packPrice: { id: string };
let singlePrice: { id: string };

beforeAll(async () => {
  await getDb();
  await fake.start();
  premiumPrice = fake.addPrice(STRIPE_LOOKUP_KEYS.premiumMonthly, PREMIUM_PRICE_PENCE, true);
  packPrice = fake.addPrice(STRIPE_LOOKUP_KEYS.credits10, 1500, false);
  singlePrice = fake.addPrice(STRIPE_LOOKUP_KEYS.credits1, 199, false);
  // Another product's price in the same Stripe account: never accepted by our checkout.
  fake.addPrice('someone_elses_price', 500, false);
}, 60_000);

beforeEach(() => {
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_plenary_fake');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
  vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_plenary_fake');
  for (const [k, v] of Object.entries(fake.env())) vi.stubEnv(k, v);
  fake.failNext = 0;
  fake.delayMs = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetStripeCache();
});

afterAll(async () => {
  await fake.stop();
  await closeDb();
});

// ── helpers ──

const post = (handler: Parameters<typeof call>[0], path: string, token: string | undefined, body?: unknown) =>
  call(handler, { method: 'POST', path, token, body });
const get = (handler: Parameters<typeof call>[0], path: string, token?: string) => call(handler, { path, token });

const checkout = (token: string, priceId: string) =>
  post(checkoutRoute, '/api/stripe/create-checkout-session', token, { priceId });

const sessionIdOf = (url: string) => url.split('/').pop()!;

/** Delivers an event to the webhook route, signed like Stripe (or with the given signature). */
async function deliver(event: Record<string, unknown>, opts: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature = opts.signature !== undefined ? opts.signature : fake.sign(payload, opts.secret ?? WEBHOOK_SECRET);
  return call(webhookRoute, {
    method: 'POST',
    path: '/api/stripe/webhook',
    body: payload,
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });
}

async function eventRecorded(id: string): Promise<boolean> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return n === 1;
}

/** Checkout for Premium, completed in the fake, and its checkout.session.completed delivered. */
async function subscribe(account: SignedUp) {
  const res = await checkout(account.token, premiumPrice.id);
  expect(res.status).toBe(200);
  const session = fake.completeCheckout(sessionIdOf(res.body.data.url));
  const delivered = await deliver(fake.event('checkout.session.completed', session));
  expect(delivered.status).toBe(200);
  return { session, subscriptionId: session.subscription as string };
}

/** A user who has used every free lesson. */
async function freeUserAtLimit(): Promise<SignedUp> {
  const account = await signUp();
  await updateUserRow(account.user.id, { lessonsGenerated: FREE_LESSON_LIMIT });
  return account;
}

// ── Stripe not configured ──

describe('without STRIPE_SECRET_KEY', () => {
  beforeEach(() => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    resetStripeCache();
  });

  it.each([
    ['POST /api/stripe/create-checkout-session', checkoutRoute, { priceId: 'price_anything' }],
    ['POST /api/stripe/create-portal-session', portalRoute, {}],
    ['POST /api/pricing/purchase-credits', purchaseCreditsRoute, {}],
    ['POST /api/pricing/pay-per-generation', payPerGenerationRoute, {}],
  ] as const)('%s answers 503 with the not-configured text', async (_name, handler, body) => {
    const { token } = await signUp();
    const res = await post(handler, '/api/x', token, body);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, error: STRIPE_NOT_CONFIGURED_MESSAGE, code: 'NOT_CONFIGURED' });
    expect(res.body.error).toBe('Stripe is not configured. Please contact support.');
  });

  it('GET /api/stripe/subscription-status answers 503 with the not-configured text', async () => {
    const { token } = await signUp();
    const res = await get(subscriptionStatusRoute, '/api/stripe/subscription-status', token);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(STRIPE_NOT_CONFIGURED_MESSAGE);
  });

  it('the webhook answers 503 and records nothing, even with a valid signature', async () => {
    const event = fake.event('customer.subscription.updated', { id: 'sub_x', object: 'subscription', customer: 'cus_x', metadata: {} });
    const res = await deliver(event);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(STRIPE_NOT_CONFIGURED_MESSAGE);
    expect(await eventRecorded(event.id as string)).toBe(false);
  });

  it('GET /api/config/public says stripe.configured: false with no price and no publishable key', async () => {
    const res = await get(publicConfigRoute, '/api/config/public');
    expect(res.status).toBe(200);
    expect(res.body.data.stripe).toEqual({ configured: false, publishableKey: null, prices: { premiumMonthly: null } });
  });

  it('the account and pricing reads still work, with no price ids', async () => {
    const { token } = await signUp();
    const sub = await get(accountSubscriptionRoute, '/api/account/subscription', token);
    expect(sub.status).toBe(200);
    expect(sub.body.data.subscription.isPremium).toBe(false);
    const tiers = await get(tiersRoute, '/api/pricing/tiers', token);
    expect(tiers.status).toBe(200);
    expect(tiers.body.data.stripeConfigured).toBe(false);
    expect(tiers.body.data.tiers.find((t: { id: string }) => t.id === 'premium').stripePriceId).toBeNull();
  });

  it('a Premium user with a live subscription cannot delete the account while it cannot be cancelled', async () => {
    const account = await signUp();
    await updateUserRow(account.user.id, {
      isPremium: true,
      stripeCustomerId: 'cus_unreachable',
      subscriptionId: 'sub_unreachable',
      subscriptionStatus: 'active',
    });
    const res = await call(deleteAccountRoute, { method: 'DELETE', path: '/api/account', token: account.token, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(503);
    expect((await userRow(account.user.id)).email).toBe(account.email);
  });
});

// ── Public config and prices ──

describe('prices by lookup key', () => {
  it('GET /api/config/public gives the Premium price id found by lookup key, and the publishable key', async () => {
    const res = await get(publicConfigRoute, '/api/config/public');
    expect(res.body.data.stripe).toEqual({
      configured: true,
      publishableKey: 'pk_test_plenary_fake',
      prices: { premiumMonthly: premiumPrice.id },
    });
    const lookup = fake.calls('GET', '/v1/prices').at(-1)!;
    expect(lookup.params.lookup_keys).toEqual(expect.arrayContaining(Object.values(STRIPE_LOOKUP_KEYS)));
    expect(lookup.headers.authorization).toBe('Bearer sk_test_plenary_fake');
  });

  it('caches the prices: three reads make one call to Stripe', async () => {
    resetStripeCache();
    const before = fake.calls('GET', '/v1/prices').length;
    for (let i = 0; i < 3; i += 1) await get(publicConfigRoute, '/api/config/public');
    expect(fake.calls('GET', '/v1/prices').length - before).toBe(1);
  });

  it('when Stripe cannot be reached the price is null and the next read tries again', async () => {
    resetStripeCache();
    fake.failNext = 1;
    const down = await get(publicConfigRoute, '/api/config/public');
    expect(down.status).toBe(200);
    expect(down.body.data.stripe.prices.premiumMonthly).toBeNull();
    const up = await get(publicConfigRoute, '/api/config/public');
    expect(up.body.data.stripe.prices.premiumMonthly).toBe(premiumPrice.id);
  });
});

// ── Checkout and portal ──

describe('POST /api/stripe/create-checkout-session', () => {
  it('opens a subscription Checkout with the 14-day trial for a first subscription', async () => {
    const account = await signUp();
    const res = await checkout(account.token, premiumPrice.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) } });

    const params = fake.sessionParams.get(sessionIdOf(res.body.data.url))!;
    const row = await userRow(account.user.id);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(params).toMatchObject({
      mode: 'subscription',
      customer: row.stripeCustomerId,
      client_reference_id: account.user.id,
      line_items: [{ price: premiumPrice.id, quantity: '1' }],
      subscription_data: { trial_period_days: String(PREMIUM_TRIAL_DAYS), metadata: { userId: account.user.id } },
      metadata: { userId: account.user.id, purchase: 'premium' },
    });
    const success = new URL(params.success_url);
    expect(success.pathname).toBe('/account');
    expect(Object.fromEntries(success.searchParams)).toEqual({ tab: 'subscription', checkout: 'success', purchase: 'premium' });
    const cancel = new URL(params.cancel_url);
    expect(Object.fromEntries(cancel.searchParams)).toEqual({ tab: 'subscription', checkout: 'cancelled', purchase: 'premium' });

    // The redirect alone grants nothing.
    expect(row.isPremium).toBe(false);
  });

  it('creates one Stripe customer per user and reuses it', async () => {
    const account = await signUp();
    const before = fake.calls('POST', '/v1/customers').length;
    const first = await checkout(account.token, premiumPrice.id);
    const second = await checkout(account.token, premiumPrice.id);
    const third = await post(purchaseCreditsRoute, '/api/pricing/purchase-credits', account.token, {});
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(fake.calls('POST', '/v1/customers').length - before).toBe(1);
    const customer = (await userRow(account.user.id)).stripeCustomerId;
    const created = fake.customers.get(customer!)!;
    expect(created).toMatchObject({ email: account.email, metadata: { userId: account.user.id } });
    for (const r of [first, second, third]) expect(fake.sessions.get(sessionIdOf(r.body.data.url))!.customer).toBe(customer);
  });

  it('two first checkouts at once still make one customer', async () => {
    const account = await signUp();
    const [a, b] = await Promise.all([checkout(account.token, premiumPrice.id), checkout(account.token, premiumPrice.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const customer = (await userRow(account.user.id)).stripeCustomerId;
    expect(fake.sessions.get(sessionIdOf(a.body.data.url))!.customer).toBe(customer);
    expect(fake.sessions.get(sessionIdOf(b.body.data.url))!.customer).toBe(customer);
  });

  it('gives no trial to someone who has had one', async () => {
    const account = await signUp();
    await updateUserRow(account.user.id, { trialUsed: true });
    const res = await checkout(account.token, premiumPrice.id);
    const params = fake.sessionParams.get(sessionIdOf(res.body.data.url))!;
    expect(params.mode).toBe('subscription');
    expect(params.subscription_data.trial_period_days).toBeUndefined();
  });

  it('opens a payment-mode Checkout for a credit pack price', async () => {
    const account = await signUp();
    const res = await checkout(account.token, packPrice.id);
    expect(res.status).toBe(200);
    const params = fake.sessionParams.get(sessionIdOf(res.body.data.url))!;
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: account.user.id,
      line_items: [{ price: packPrice.id, quantity: '1' }],
      metadata: { userId: account.user.id, purchase: 'credits', pack: 'pack-10', credits: '10' },
    });
    expect(params.subscription_data).toBeUndefined();
    expect(new URL(params.success_url).searchParams.get('purchase')).toBe('credits');
  });

  it.each([
    ['an id Stripe does not know', 'price_does_not_exist'],
    ['a price of another product in the same account', 'SOMEONE_ELSE'],
  ])('refuses %s with 400 and sends nothing to Checkout', async (_label, priceId) => {
    const account = await signUp();
    const id = priceId === 'SOMEONE_ELSE' ? [...fake.prices.values()].find((p) => p.lookup_key === 'someone_elses_price')!.id : priceId;
    const before = fake.calls('POST', '/v1/checkout/sessions').length;
    const res = await checkout(account.token, id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'priceId: Unknown price' });
    expect(fake.calls('POST', '/v1/checkout/sessions').length).toBe(before);
  });

  it('400 without a priceId, 401 without a session', async () => {
    const { token } = await signUp();
    expect((await post(checkoutRoute, '/api/stripe/create-checkout-session', token, {})).status).toBe(400);
    expect((await post(checkoutRoute, '/api/stripe/create-checkout-session', undefined, { priceId: premiumPrice.id })).status).toBe(401);
  });

  it('409 for a user whose subscription is already live', async () => {
    const account = await signUp();
    await subscribe(account);
    const res = await checkout(account.token, premiumPrice.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });

  it('502 when Stripe fails, in the API shape', async () => {
    const account = await signUp();
    await checkout(account.token, premiumPrice.id); // customer and prices in place
    fake.failNext = 1;
    const res = await checkout(account.token, premiumPrice.id);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_ERROR' });
  });
});

describe('credit purchases', () => {
  it('POST /api/pricing/purchase-credits opens payment-mode Checkout for the 10-lesson pack by default', async () => {
    const account = await signUp();
    const res = await post(purchaseCreditsRoute, '/api/pricing/purchase-credits', account.token);
    expect(res.status).toBe(200);
    const params = fake.sessionParams.get(sessionIdOf(res.body.data.url))!;
    expect(params).toMatchObject({ mode: 'payment', line_items: [{ price: packPrice.id }], metadata: { pack: 'pack-10' } });
  });

  it('POST /api/pricing/purchase-credits {packId} buys that pack; an unknown pack → 400', async () => {
    const account = await signUp();
    const res = await post(purchaseCreditsRoute, '/api/pricing/purchase-credits', account.token, { packId: 'single' });
    expect(fake.sessionParams.get(sessionIdOf(res.body.data.url))!.line_items[0].price).toBe(singlePrice.id);
    const bad = await post(purchaseCreditsRoute, '/api/pricing/purchase-credits', account.token, { packId: 'pack-999' });
    expect(bad.status).toBe(400);
  });

  it('POST /api/pricing/pay-per-generation opens payment-mode Checkout for one lesson', async () => {
    const account = await signUp();
    const res = await post(payPerGenerationRoute, '/api/pricing/pay-per-generation', account.token);
    expect(res.status).toBe(200);
    const params = fake.sessionParams.get(sessionIdOf(res.body.data.url))!;
    expect(params).toMatchObject({ mode: 'payment', line_items: [{ price: singlePrice.id }], metadata: { pack: 'single', credits: '1' } });
  });
});

describe('POST /api/stripe/create-portal-session', () => {
  it('404 for a user who has no Stripe customer yet', async () => {
    const { token } = await signUp();
    const res = await post(portalRoute, '/api/stripe/create-portal-session', token, {});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('opens the portal for the user’s own customer, returning to the subscription tab', async () => {
    const account = await signUp();
    await subscribe(account);
    const res = await post(portalRoute, '/api/stripe/create-portal-session', account.token);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const sent = fake.calls('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(sent.params.customer).toBe((await userRow(account.user.id)).stripeCustomerId);
    expect(new URL(sent.params.return_url).pathname).toBe('/account');
    expect(new URL(sent.params.return_url).searchParams.get('tab')).toBe('subscription');
  });
});

// ── Webhooks ──

describe('POST /api/stripe/webhook: verification', () => {
  it.each([
    ['a bad signature', 't=1,v1=deadbeef'],
    ['no signature', null],
  ])('refuses %s with 400 and changes nothing', async (_label, signature) => {
    const account = await signUp();
    const res0 = await checkout(account.token, packPrice.id);
    const session = fake.completeCheckout(sessionIdOf(res0.body.data.url));
    const event = fake.event('checkout.session.completed', session);
    const res = await deliver(event, { signature });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await userRow(account.user.id)).credits).toBe(0);
    expect(await eventRecorded(event.id as string)).toBe(false);
  });

  it('refuses an event signed with another secret, and a tampered body', async () => {
    const account = await signUp();
    const res0 = await checkout(account.token, packPrice.id);
    const session = fake.completeCheckout(sessionIdOf(res0.body.data.url));
    const event = fake.event('checkout.session.completed', session);
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);

    const signedFor = JSON.stringify(event);
    const tampered = JSON.stringify({ ...event, id: 'evt_tampered' });
    const res = await call(webhookRoute, {
      method: 'POST',
      path: '/api/stripe/webhook',
      body: tampered,
      headers: { 'stripe-signature': fake.sign(signedFor, WEBHOOK_SECRET) },
    });
    expect(res.status).toBe(400);
    expect((await userRow(account.user.id)).credits).toBe(0);
  });

  it('refuses a correctly signed but stale event (replayed later than the tolerance)', async () => {
    const event = fake.event('customer.subscription.updated', { id: 'sub_old', object: 'subscription', customer: 'cus_old', metadata: {} });
    const payload = JSON.stringify(event);
    const old = Math.floor(Date.now() / 1000) - 60 * 60;
    const res = await deliver(event, { signature: fake.sign(payload, WEBHOOK_SECRET, old) });
    expect(res.status).toBe(400);
  });

  it('503 without STRIPE_WEBHOOK_SECRET', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    const res = await deliver(fake.event('invoice.paid', { id: 'in_x', object: 'invoice' }));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('NOT_CONFIGURED');
  });

  it('acknowledges a verified event of a type it does not handle, without recording it', async () => {
    const event = fake.event('customer.created', { id: 'cus_x', object: 'customer' });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventRecorded(event.id as string)).toBe(false);
  });
});

describe('POST /api/stripe/webhook: subscription state', () => {
  it('checkout.session.completed (subscription) makes the user Premium on the trial, from the subscription fetched from Stripe', async () => {
    const account = await signUp();
    const { subscriptionId, session } = await subscribe(account);
    const row = await userRow(account.user.id);
    const sub = fake.subscriptions.get(subscriptionId)!;
    expect(row).toMatchObject({
      isPremium: true,
      subscriptionId,
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: false,
      trialUsed: true,
      stripeCustomerId: session.customer,
    });
    expect(row.currentPeriodEnd?.getTime()).toBe(sub.items.data[0].current_period_end * 1000);
    expect(fake.calls('GET', `/v1/subscriptions/${subscriptionId}`).length).toBeGreaterThan(0);

    const status = await get(subscriptionStatusRoute, '/api/stripe/subscription-status', account.token);
    expect(status.body.data).toEqual({
      isPremium: true,
      tier: 'premium',
      status: 'trialing',
      currentPeriodEnd: row.currentPeriodEnd!.toISOString(),
      cancelAtPeriodEnd: false,
      trialEligible: false,
      hasBillingAccount: true,
      credits: 0,
    });
  });

  it('customer.subscription.created makes the user Premium (found by customer id)', async () => {
    const account = await signUp();
    await checkout(account.token, premiumPrice.id);
    const customer = (await userRow(account.user.id)).stripeCustomerId!;
    const sub = fake.addSubscription({ customer, status: 'active' });
    const res = await deliver(fake.event('customer.subscription.created', sub));
    expect(res.body.data.outcome).toBe('processed');
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: true, subscriptionStatus: 'active', subscriptionId: sub.id });
  });

  it('customer.subscription.updated: cancel at period end keeps Premium until then', async () => {
    const account = await signUp();
    const { subscriptionId } = await subscribe(account);
    const sub = fake.updateSubscription(subscriptionId, { status: 'active', cancel_at_period_end: true, trial_end: null });
    await deliver(fake.event('customer.subscription.updated', sub));
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: true, subscriptionStatus: 'active', cancelAtPeriodEnd: true });
    const res = await get(accountSubscriptionRoute, '/api/account/subscription', account.token);
    expect(res.body.data.subscription).toMatchObject({ isPremium: true, status: 'active', cancelAtPeriodEnd: true });
  });

  it('invoice.payment_failed ends Premium while the subscription is past due; invoice.paid brings it back with the new period', async () => {
    const account = await signUp();
    const { subscriptionId } = await subscribe(account);

    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const failed = await deliver(fake.event('invoice.payment_failed', fake.invoiceFor(subscriptionId, { status: 'open' })));
    expect(failed.body.data.outcome).toBe('processed');
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: false, subscriptionStatus: 'past_due' });

    const newEnd = Math.floor(Date.now() / 1000) + 60 * 24 * 60 * 60;
    fake.updateSubscription(subscriptionId, { status: 'active', periodEnd: newEnd });
    await deliver(fake.event('invoice.paid', fake.invoiceFor(subscriptionId)));
    const row = await userRow(account.user.id);
    expect(row).toMatchObject({ isPremium: true, subscriptionStatus: 'active' });
    expect(row.currentPeriodEnd?.getTime()).toBe(newEnd * 1000);
  });

  it('customer.subscription.deleted ends Premium', async () => {
    const account = await signUp();
    const { subscriptionId } = await subscribe(account);
    const sub = fake.updateSubscription(subscriptionId, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    await deliver(fake.event('customer.subscription.deleted', sub));
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
    const res = await get(accountSubscriptionRoute, '/api/account/subscription', account.token);
    expect(res.body.data.subscription.isPremium).toBe(false);
    expect(res.body.data.features.unlimitedGenerations).toBe(false);
  });

  it('subscription.deleted delivered before an older subscription.updated still ends cancelled', async () => {
    const account = await signUp();
    const { subscriptionId } = await subscribe(account);
    // Stripe sent "updated (active)" first, then "deleted"; they arrive the other way round.
    const updated = fake.event('customer.subscription.updated', fake.updateSubscription(subscriptionId, { status: 'active' }));
    const deleted = fake.event('customer.subscription.deleted', fake.updateSubscription(subscriptionId, { status: 'canceled' }));
    expect((await deliver(deleted)).body.data.outcome).toBe('processed');
    expect((await deliver(updated)).body.data.outcome).toBe('processed');
    expect((updated.data as { object: { status: string } }).object.status).toBe('active'); // the stale copy said active
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
  });

  it('the same event delivered twice is applied once', async () => {
    const account = await signUp();
    const { subscriptionId } = await subscribe(account);
    const event = fake.event('customer.subscription.updated', fake.updateSubscription(subscriptionId, { status: 'active' }));
    expect((await deliver(event)).body.data.outcome).toBe('processed');
    expect((await userRow(account.user.id)).subscriptionStatus).toBe('active');

    // Stripe's state moves on; a redelivery of the old event must not be applied again.
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(again.body.data.outcome).toBe('duplicate');
    expect((await userRow(account.user.id)).subscriptionStatus).toBe('active');
    expect(await eventRecorded(event.id as string)).toBe(true);
  });

  it('an event for an ended old subscription does not downgrade a newer live one', async () => {
    const account = await signUp();
    const { subscriptionId: first } = await subscribe(account);
    fake.updateSubscription(first, { status: 'canceled' });
    await deliver(fake.event('customer.subscription.deleted', fake.subscriptions.get(first)!));
    const { subscriptionId: second } = await subscribe(account);
    expect(second).not.toBe(first);
    // The second checkout gave no trial: the user had one.
    expect(fake.subscriptions.get(second)!.trial_end).toBeNull();
    await deliver(fake.event('customer.subscription.updated', fake.subscriptions.get(first)!));
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: true, subscriptionId: second, subscriptionStatus: 'active' });
  });

  it('when Stripe fails while applying an event, it answers 5xx, records nothing, and the retry applies it', async () => {
    const account = await signUp();
    const { subscriptionId } = await subscribe(account);
    const event = fake.event('customer.subscription.deleted', fake.updateSubscription(subscriptionId, { status: 'canceled' }));
    fake.failNext = 1;
    const failed = await deliver(event);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await eventRecorded(event.id as string)).toBe(false);
    expect((await userRow(account.user.id)).isPremium).toBe(true);
    const retried = await deliver(event);
    expect(retried.body.data.outcome).toBe('processed');
    expect((await userRow(account.user.id)).isPremium).toBe(false);
  });

  it('an event for a user who no longer exists is acknowledged and changes nothing', async () => {
    const sub = fake.addSubscription({ customer: 'cus_nobody', metadata: { userId: '00000000-0000-4000-8000-000000000000' } });
    const res = await deliver(fake.event('customer.subscription.created', sub));
    expect(res.status).toBe(200);
    expect(res.body.data.outcome).toBe('processed');
  });
});

describe('POST /api/stripe/webhook: a slow Stripe', () => {
  it('waits for Stripe before opening its transaction: the health check and the same teacher saving their profile finish while Stripe is still answering', async () => {
    const account = await signUp();
    await checkout(account.token, premiumPrice.id);
    const customer = (await userRow(account.user.id)).stripeCustomerId!;
    const sub = fake.addSubscription({ customer, status: 'active', metadata: { userId: account.user.id } });
    const subscriptionPath = `/v1/subscriptions/${sub.id}`;
    fake.delayMs = 2000;

    let webhookDoneAt = 0;
    const webhook = deliver(fake.event('customer.subscription.updated', sub)).then((res) => {
      webhookDoneAt = Date.now();
      return res;
    });
    // The webhook is now waiting on Stripe's answer.
    await vi.waitFor(() => expect(fake.calls('GET', subscriptionPath)).toHaveLength(1), { timeout: 10_000, interval: 10 });
    const health = call(healthRoute, { path: '/api/health' }).then((res) => ({ res, at: Date.now() }));
    const profile = call(profileRoute, {
      method: 'PUT',
      path: '/api/user/profile',
      token: account.token,
      body: { name: 'Ms Prompt' },
    }).then((res) => ({ res, at: Date.now() }));

    const [delivered, checked, saved] = await Promise.all([webhook, health, profile]);
    const stripeAnsweredAt = fake.calls('GET', subscriptionPath)[0].answeredAt!;
    expect(checked.res.status).toBe(200);
    expect(saved.res.status).toBe(200);
    expect(checked.at).toBeLessThan(stripeAnsweredAt);
    expect(saved.at).toBeLessThan(stripeAnsweredAt);
    expect(webhookDoneAt).toBeGreaterThanOrEqual(stripeAnsweredAt);
    // Both writes landed: the event was applied once, and the profile save was not lost.
    expect(delivered.body.data.outcome).toBe('processed');
    expect(await userRow(account.user.id)).toMatchObject({ isPremium: true, subscriptionId: sub.id, name: 'Ms Prompt' });
  });

  it('asks Stripe nothing for an event it has already applied', async () => {
    const account = await signUp();
    await checkout(account.token, premiumPrice.id);
    const customer = (await userRow(account.user.id)).stripeCustomerId!;
    const sub = fake.addSubscription({ customer, status: 'active', metadata: { userId: account.user.id } });
    const event = fake.event('customer.subscription.updated', sub);
    expect((await deliver(event)).body.data.outcome).toBe('processed');
    const asked = fake.calls('GET', `/v1/subscriptions/${sub.id}`).length;
    expect((await deliver(event)).body.data.outcome).toBe('duplicate');
    expect(fake.calls('GET', `/v1/subscriptions/${sub.id}`).length).toBe(asked);
  });
});

describe('POST /api/stripe/webhook: credits', () => {
  async function paidPack(account: SignedUp, handler = purchaseCreditsRoute, body: unknown = {}) {
    const res = await post(handler, '/api/pricing/x', account.token, body);
    return fake.completeCheckout(sessionIdOf(res.body.data.url));
  }

  it('a paid credit pack adds its credits once, even when the event is replayed', async () => {
    const account = await signUp();
    const session = await paidPack(account);
    const event = fake.event('checkout.session.completed', session);
    expect((await deliver(event)).body.data.outcome).toBe('processed');
    expect((await userRow(account.user.id)).credits).toBe(10);
    expect((await deliver(event)).body.data.outcome).toBe('duplicate');
    expect((await deliver(event)).body.data.outcome).toBe('duplicate');
    expect((await userRow(account.user.id)).credits).toBe(10);
    // The redelivery of the same session under a new event id is still one purchase.
    expect((await deliver(fake.event('checkout.session.completed', session))).body.data.outcome).toBe('processed');
    expect((await userRow(account.user.id)).credits).toBe(10);
    const db = await getDb();
    const rows = await db.select().from(creditPurchases).where(eq(creditPurchases.userId, account.user.id));
    expect(rows).toEqual([
      expect.objectContaining({ checkoutSessionId: session.id, pack: 'pack-10', credits: 10, amountTotal: 1500, currency: 'gbp' }),
    ]);
  });

  it('the same event delivered at the same moment twice adds the credits once', async () => {
    const account = await signUp();
    const event = fake.event('checkout.session.completed', await paidPack(account));
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.data.outcome === 'processed')).toHaveLength(1);
    expect((await userRow(account.user.id)).credits).toBe(10);
  });

  it('pay-per-generation adds one credit; an unpaid session adds none until its async payment succeeds', async () => {
    const account = await signUp();
    await deliver(fake.event('checkout.session.completed', await paidPack(account, payPerGenerationRoute)));
    expect((await userRow(account.user.id)).credits).toBe(1);

    const res = await post(purchaseCreditsRoute, '/api/pricing/purchase-credits', account.token);
    const pending = fake.completeCheckout(sessionIdOf(res.body.data.url), { paymentStatus: 'unpaid' });
    await deliver(fake.event('checkout.session.completed', pending));
    expect((await userRow(account.user.id)).credits).toBe(1);
    pending.payment_status = 'paid';
    await deliver(fake.event('checkout.session.async_payment_succeeded', pending));
    expect((await userRow(account.user.id)).credits).toBe(11);
  });

  it('a credit, once bought, pays for a lesson after the free ones', async () => {
    const account = await freeUserAtLimit();
    await expect(reserveLesson(account.user.id)).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    await deliver(fake.event('checkout.session.completed', await paidPack(account, payPerGenerationRoute)));
    const check = await post(checkLimitsRoute, '/api/pricing/check-limits', account.token);
    expect(check.body.data).toMatchObject({ allowed: true, willUse: 'credit', credits: 1 });
    expect(await reserveLesson(account.user.id)).toMatchObject({ kind: 'credit' });
    expect((await userRow(account.user.id)).credits).toBe(0);
  });
});

// ── Access: the feature map on the server ──

describe('Premium features on the server', () => {
  it('a free user has none of them; requireFeature refuses with 403 PREMIUM_REQUIRED', async () => {
    const account = await signUp();
    const row = await userRow(account.user.id);
    for (const feature of PREMIUM_FEATURE_IDS) {
      expect(hasFeature(row, feature)).toBe(false);
      let thrown: unknown;
      try {
        requireFeature(row, feature);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(thrown).toMatchObject({ code: 'PREMIUM_REQUIRED', status: 403 });
    }
  });

  it('a free user at the limit cannot generate; check-limits says so with the free-limit message', async () => {
    const account = await freeUserAtLimit();
    const res = await post(checkLimitsRoute, '/api/pricing/check-limits', account.token, { action: 'generate' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      allowed: false,
      willUse: null,
      currentTier: 'free',
      limit: FREE_LESSON_LIMIT,
      used: FREE_LESSON_LIMIT,
      remaining: 0,
      credits: 0,
      message: FREE_LIMIT_MESSAGE,
    });
    await expect(reserveLesson(account.user.id)).rejects.toMatchObject({ code: 'LIMIT_REACHED', status: 403 });
  });

  it('setting a Premium flag by checkout redirect is impossible; only the verified webhook unlocks unlimited lessons', async () => {
    const account = await freeUserAtLimit();
    const res = await checkout(account.token, premiumPrice.id);
    fake.completeCheckout(sessionIdOf(res.body.data.url)); // paid at Stripe, webhook not yet here
    await expect(reserveLesson(account.user.id)).rejects.toMatchObject({ code: 'LIMIT_REACHED' });

    const session = fake.sessions.get(sessionIdOf(res.body.data.url))!;
    await deliver(fake.event('checkout.session.completed', session));
    const row = await userRow(account.user.id);
    expect(PREMIUM_FEATURE_IDS.every((f) => hasFeature(row, f))).toBe(true);
    expect(nextCharge(row)).toBe('premium');
    for (let i = 0; i < 5; i += 1) expect(await reserveLesson(account.user.id)).toMatchObject({ kind: 'premium' });
    const check = await post(checkLimitsRoute, '/api/pricing/check-limits', account.token);
    expect(check.body.data).toMatchObject({ allowed: true, willUse: 'premium', currentTier: 'premium', limit: null, remaining: null });
  });

  it('check-limits follows the charge order: free lessons first, then credits', async () => {
    const account = await signUp();
    await updateUserRow(account.user.id, { credits: 2 });
    const first = await post(checkLimitsRoute, '/api/pricing/check-limits', account.token);
    expect(first.body.data).toMatchObject({ allowed: true, willUse: 'free', remaining: FREE_LESSON_LIMIT, credits: 2 });
    expect(await reserveLesson(account.user.id)).toMatchObject({ kind: 'free' });
    await updateUserRow(account.user.id, { lessonsGenerated: FREE_LESSON_LIMIT });
    const later = await post(checkLimitsRoute, '/api/pricing/check-limits', account.token);
    expect(later.body.data.willUse).toBe('credit');
    expect(await reserveLesson(account.user.id)).toMatchObject({ kind: 'credit' });
  });

  it('GET /api/account/subscription answers the same feature map the server gates with', async () => {
    const free = await signUp();
    const res = await get(accountSubscriptionRoute, '/api/account/subscription', free.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      subscription: {
        isPremium: false,
        tier: 'free',
        status: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        trialEligible: true,
        hasBillingAccount: false,
      },
      usage: { current: 0, limit: FREE_LESSON_LIMIT, remaining: FREE_LESSON_LIMIT, credits: 0 },
      features: { unlimitedGenerations: false, advancedCustomisation: false, pdfWordExport: false, prioritySupport: false },
      featureList: PREMIUM_FEATURE_IDS.map((id) => ({ id, label: expect.any(String), description: expect.any(String), included: false })),
    });
    const premium = await signUp();
    await subscribe(premium);
    const row = await userRow(premium.user.id);
    const res2 = await get(accountSubscriptionRoute, '/api/account/subscription', premium.token);
    expect(res2.body.data.features).toEqual(Object.fromEntries(PREMIUM_FEATURE_IDS.map((f) => [f, hasFeature(row, f)])));
    expect(Object.values(res2.body.data.features)).toEqual([true, true, true, true]);
    expect(res2.body.data.usage).toMatchObject({ limit: null, remaining: null });
  });

  it('401 on every signed-in read without a session', async () => {
    for (const [handler, path] of [
      [accountSubscriptionRoute, '/api/account/subscription'],
      [usageRoute, '/api/pricing/usage'],
      [recommendationsRoute, '/api/pricing/recommendations'],
      [exportRoute, '/api/account/export'],
    ] as const) {
      expect((await get(handler, path)).status).toBe(401);
    }
    expect((await post(checkLimitsRoute, '/api/pricing/check-limits', undefined)).status).toBe(401);
  });
});

// ── Pricing reads ──

describe('pricing', () => {
  it('GET /api/pricing/tiers: Free, Premium (popular, £9.99, trial) and Schools (two columns, contact), plus credit packs', async () => {
    const res = await get(tiersRoute, '/api/pricing/tiers');
    expect(res.status).toBe(200);
    const { tiers, creditPacks, currency, stripeConfigured } = res.body.data;
    expect(currency).toBe('GBP');
    expect(stripeConfigured).toBe(true);
    expect(tiers.map((t: { id: string }) => t.id)).toEqual(['free', 'premium', 'enterprise']);
    const [free, premium, schools] = tiers;
    expect(free).toMatchObject({ name: 'Free', pricePence: 0, priceLabel: '£0', popular: false, columns: 1, current: false, action: { kind: 'signup', href: '/signup' } });
    expect(free.features[0]).toBe(`${FREE_LESSON_LIMIT} free lessons`);
    expect(premium).toMatchObject({
      name: 'Premium',
      pricePence: PREMIUM_PRICE_PENCE,
      priceLabel: '£9.99',
      interval: 'month',
      popular: true,
      trialDays: PREMIUM_TRIAL_DAYS,
      stripePriceId: premiumPrice.id,
      action: { kind: 'checkout', href: null },
      columns: 1,
    });
    expect(schools).toMatchObject({ name: 'Schools', pricePence: null, columns: 2, stripePriceId: null, action: { kind: 'contact', href: '/contact' } });
    expect(creditPacks).toEqual(
      CREDIT_PACKS.map((p) =>
        expect.objectContaining({ id: p.id, credits: p.credits, pricePence: p.pricePence, stripePriceId: p.id === 'single' ? singlePrice.id : packPrice.id }),
      ),
    );
    expect(creditPacks.find((p: { id: string }) => p.id === 'pack-10')).toMatchObject({ priceLabel: '£15', perLessonLabel: '£1.50 per lesson' });
  });

  it('marks the signed-in user’s plan as current, and drops the trial for someone who had one', async () => {
    const account = await signUp();
    const asFree = await get(tiersRoute, '/api/pricing/tiers', account.token);
    expect(asFree.body.data.tiers.map((t: { current: boolean }) => t.current)).toEqual([true, false, false]);
    await subscribe(account);
    const asPremium = await get(tiersRoute, '/api/pricing/tiers', account.token);
    expect(asPremium.body.data.tiers.map((t: { current: boolean }) => t.current)).toEqual([false, true, false]);
    expect(asPremium.body.data.tiers[1].trialDays).toBeNull();
  });

  it('GET /api/pricing/features: rows of a label and a value per tier, from the feature map', async () => {
    const res = await get(featuresRoute, '/api/pricing/features');
    expect(res.status).toBe(200);
    const rows = res.body.data as Array<{ id: string; label: string; tiers: Record<string, boolean | string> }>;
    for (const row of rows) {
      expect(typeof row.label).toBe('string');
      expect(Object.keys(row.tiers).sort()).toEqual(['enterprise', 'free', 'premium']);
    }
    for (const id of PREMIUM_FEATURE_IDS) expect(rows.some((r) => r.id === id)).toBe(true);
    expect(rows.find((r) => r.id === 'pdfWordExport')!.tiers).toEqual({ free: false, premium: true, enterprise: true });
    expect(rows.find((r) => r.id === 'unlimitedGenerations')!.tiers).toEqual({ free: `${FREE_LESSON_LIMIT} free lessons`, premium: 'Unlimited', enterprise: 'Unlimited' });
  });

  it('GET /api/pricing/usage', async () => {
    const account = await signUp();
    await updateUserRow(account.user.id, { lessonsGenerated: 2, credits: 4 });
    const res = await get(usageRoute, '/api/pricing/usage', account.token);
    expect(res.body.data).toEqual({ currentTier: 'free', isPremium: false, used: 2, limit: FREE_LESSON_LIMIT, remaining: 1, credits: 4 });
  });

  it('GET /api/pricing/recommendations: Premium while lessons remain; Premium, a pack and one lesson at the limit; none for Premium', async () => {
    const fresh = await signUp();
    const a = await get(recommendationsRoute, '/api/pricing/recommendations', fresh.token);
    expect(a.body.data.currentTier).toBe('free');
    expect(a.body.data.recommendations.map((r: { id: string }) => r.id)).toEqual(['premium']);
    expect(a.body.data.recommendations[0]).toMatchObject({ action: 'checkout', priceId: premiumPrice.id, primary: true });

    const atLimit = await freeUserAtLimit();
    const b = await get(recommendationsRoute, '/api/pricing/recommendations', atLimit.token);
    expect(b.body.data.recommendations.map((r: { id: string; action: string }) => [r.id, r.action])).toEqual([
      ['premium', 'checkout'],
      ['credit-pack', 'purchase-credits'],
      ['pay-per-generation', 'pay-per-generation'],
    ]);

    await subscribe(fresh);
    const c = await get(recommendationsRoute, '/api/pricing/recommendations', fresh.token);
    expect(c.body.data).toEqual({ currentTier: 'premium', recommendations: [] });
  });
});

// ── Account data rights ──

async function onboard(token: string) {
  const res = await post(onboardingRoute, '/api/user/onboarding', token, { role: 'teacher', subject: 'History', yearGroup: 'Year 8', location: 'England' });
  expect(res.status).toBe(200);
}

describe('GET /api/account/export', () => {
  it('downloads JSON of everything held on the user, lessons included, and nothing of anyone else', async () => {
    const account = await signUp({ name: 'Ms Export' });
    const other = await signUp();
    await onboard(account.token);
    const [lessonId] = await insertLessons(account.user.id, [
      { subject: 'History', title: 'The Norman Conquest', topic: 'Battle of Hastings', content: { lessonPlan: { title: 'The Norman Conquest', objectives: ['Explain 1066'] } } },
    ]);
    await insertLessons(other.user.id, [{ subject: 'Maths', title: 'Not yours' }]);
    const db = await getDb();
    await db.insert(feedback).values({ userId: account.user.id, type: 'feature', message: 'Please add a Welsh version' });
    await db.insert(supportTickets).values({
      userId: account.user.id,
      email: account.email,
      subject: 'Invoice please',
      message: 'Could I have an invoice?',
      category: 'billing',
      adminNotes: 'internal: check in Stripe',
    });

    const res = await get(exportRoute, '/api/account/export', account.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="plenary-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body;
    expect(data).toMatchObject({
      format: 'plenary-account-export',
      version: 1,
      account: { id: account.user.id, email: account.email, name: 'Ms Export', activeRole: 'teacher', subject: 'History', yearGroup: 'Year 8' },
      billing: { isPremium: false, credits: 0, lessonsGenerated: 0 },
    });
    expect(data.roleProfiles).toEqual([expect.objectContaining({ role: 'teacher', subject: 'History' })]);
    expect(data.lessons).toEqual([
      expect.objectContaining({
        id: lessonId,
        title: 'The Norman Conquest',
        topic: 'Battle of Hastings',
        content: { lessonPlan: { title: 'The Norman Conquest', objectives: ['Explain 1066'] } },
      }),
    ]);
    expect(data.feedback).toEqual([expect.objectContaining({ type: 'feature', message: 'Please add a Welsh version' })]);
    expect(data.supportTickets).toEqual([expect.objectContaining({ subject: 'Invoice please', category: 'billing' })]);
    expect(data.previewsClaimed).toEqual([]);
    expect(data.creditPurchases).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Not yours');
    expect(text).not.toMatch(/passwordHash|fake\$/);
    expect(text).not.toContain('internal: check in Stripe');
  });
});

describe('DELETE /api/account', () => {
  it('refuses without the typed confirmation and deletes nothing', async () => {
    const account = await signUp();
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'yes' }]) {
      const res = await call(deleteAccountRoute, { method: 'DELETE', path: '/api/account', token: account.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Type DELETE to confirm/);
    }
    expect((await userRow(account.user.id)).email).toBe(account.email);
  });

  it('cancels the Stripe subscription, deletes the user’s rows, signs out, and the e-mail can register again', async () => {
    const account = await signUp();
    await onboard(account.token);
    await insertLessons(account.user.id, [{ subject: 'History' }, { subject: 'Geography' }]);
    const { subscriptionId } = await subscribe(account);
    const pack = await post(purchaseCreditsRoute, '/api/pricing/purchase-credits', account.token);
    await deliver(fake.event('checkout.session.completed', fake.completeCheckout(sessionIdOf(pack.body.data.url))));
    const db = await getDb();
    await db.insert(feedback).values({ userId: account.user.id, type: 'bug', message: 'Something broke here' });

    const res = await call(deleteAccountRoute, { method: 'DELETE', path: '/api/account', token: account.token, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { deleted: true, cancelledSubscriptions: [subscriptionId] } });
    expect(res.headers.get('set-cookie')).toMatch(/next-auth\.session-token=;/);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');

    const countOf = async (table: typeof lessons | typeof roleProfiles | typeof creditPurchases | typeof feedback) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, account.user.id)))[0].n;
    expect(await db.select().from(users).where(eq(users.id, account.user.id))).toEqual([]);
    expect(await countOf(lessons)).toBe(0);
    expect(await countOf(roleProfiles)).toBe(0);
    expect(await countOf(creditPurchases)).toBe(0);
    expect(await countOf(feedback)).toBe(0);

    // The old token no longer works; the address can sign up afresh, as a new free account.
    expect((await get(accountSubscriptionRoute, '/api/account/subscription', account.token)).status).toBe(401);
    const again = await signUp({ email: account.email });
    expect(again.user.id).not.toBe(account.user.id);
    const fresh = await userRow(again.user.id);
    expect(fresh).toMatchObject({ isPremium: false, credits: 0, lessonsGenerated: 0, stripeCustomerId: null, trialUsed: false });
  });

  it('deletes the previews the user claimed', async () => {
    const account = await signUp();
    const db = await getDb();
    await db.insert(previews).values({
      tokenHash: `hash-${account.user.id}`,
      visitorKey: 'v',
      request: { subject: 'History', topic: 'Romans' },
      content: {},
      expiresAt: new Date(Date.now() + 3600_000),
      claimedAt: new Date(),
      claimedByUserId: account.user.id,
    });
    const exported = await get(exportRoute, '/api/account/export', account.token);
    expect(exported.body.previewsClaimed).toEqual([expect.objectContaining({ request: { subject: 'History', topic: 'Romans' } })]);
    await call(deleteAccountRoute, { method: 'DELETE', path: '/api/account', token: account.token, body: { confirm: 'DELETE' } });
    expect(await db.select().from(previews).where(eq(previews.tokenHash, `hash-${account.user.id}`))).toEqual([]);
  });

  it('when Stripe cannot cancel the subscription, nothing is deleted (502)', async () => {
    const account = await signUp();
    await subscribe(account);
    fake.failNext = 1;
    const res = await call(deleteAccountRoute, { method: 'DELETE', path: '/api/account', token: account.token, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(502);
    expect((await userRow(account.user.id)).isPremium).toBe(true);
  });
});

describe('POST /api/account/reset (admins only)', () => {
  it('403 for a user who is not an admin, and nothing changes', async () => {
    const account = await signUp();
    await onboard(account.token);
    await insertLessons(account.user.id, [{ subject: 'History' }]);
    const res = await post(resetRoute, '/api/account/reset', account.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await userRow(account.user.id)).activeRole).toBe('teacher');
    expect((await post(resetRoute, '/api/account/reset', undefined)).status).toBe(401);
  });

  it('deletes the admin’s lessons, profile and onboarding data and keeps the credentials', async () => {
    const admin = await signUp();
    await updateUserRow(admin.user.id, { role: 'admin', lessonsGenerated: 2, credits: 3 });
    await onboard(admin.token);
    await insertLessons(admin.user.id, [{ subject: 'History' }, { subject: 'History' }]);
    const res = await post(resetRoute, '/api/account/reset', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reset: true, lessonsDeleted: 2, user: { activeRole: null, subject: null, onboardingRequired: true } });
    const row = await userRow(admin.user.id);
    expect(row).toMatchObject({ activeRole: null, subject: null, location: null, yearGroup: null, examBoard: null, role: 'admin', credits: 3, lessonsGenerated: 2 });
    const db = await getDb();
    expect(await db.select().from(lessons).where(eq(lessons.userId, admin.user.id))).toEqual([]);
    expect(await db.select().from(roleProfiles).where(eq(roleProfiles.userId, admin.user.id))).toEqual([]);
    const login = await call(loginRoute, { method: 'POST', path: '/api/auth/login', body: { email: admin.email, password: admin.password } });
    expect(login.status).toBe(200);
  });
});

describe('POST /api/account/debug/toggle-premium', () => {
  it('404 without ENABLE_DEBUG_TOOLS, whoever asks', async () => {
    const account = await signUp();
    const res = await post(debugToggleRoute, '/api/account/debug/toggle-premium', account.token);
    expect(res.status).toBe(404);
    expect((await userRow(account.user.id)).isPremium).toBe(false);
  });

  it('404 in production even with ENABLE_DEBUG_TOOLS=true', async () => {
    vi.stubEnv('ENABLE_DEBUG_TOOLS', 'true');
    vi.stubEnv('NODE_ENV', 'production');
    const account = await signUp();
    await updateUserRow(account.user.id, { role: 'admin' });
    const res = await post(debugToggleRoute, '/api/account/debug/toggle-premium', account.token);
    expect(res.status).toBe(404);
    expect((await userRow(account.user.id)).isPremium).toBe(false);
  });

  it('with ENABLE_DEBUG_TOOLS=true outside production, flips Premium and says so', async () => {
    vi.stubEnv('ENABLE_DEBUG_TOOLS', 'true');
    const account = await signUp();
    const on = await post(debugToggleRoute, '/api/account/debug/toggle-premium', account.token);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ isPremium: true, message: 'Premium enabled (debug)' });
    expect((await userRow(account.user.id)).isPremium).toBe(true);
    const set = await post(debugToggleRoute, '/api/account/debug/toggle-premium', account.token, { isPremium: false });
    expect(set.body.data.isPremium).toBe(false);
    expect((await post(debugToggleRoute, '/api/account/debug/toggle-premium', undefined)).status).toBe(401);
  });
});
