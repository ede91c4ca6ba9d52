/** Plans and payments: what each plan allows and costs, credit packs, and how Stripe's prices are found. */

/** Free lessons per account, lifetime. */
export const FREE_LESSON_LIMIT = 3;
/** The free-limit notice, word for word: the server's 403 text and the generate screen's notice. */
export const FREE_LIMIT_MESSAGE = `You've used your ${FREE_LESSON_LIMIT} free lessons! Upgrade to Premium for unlimited access.`;
/** Premium price in pence per month, GBP. */
export const PREMIUM_PRICE_PENCE = 999;
export const CURRENCY = 'GBP';
/** Free trial on the first Premium subscription, in days. */
export const PREMIUM_TRIAL_DAYS = 14;
/** Money-back guarantee on the first payment, in days. */
export const MONEY_BACK_DAYS = 30;
/** Days of notice by e-mail before a new Premium price applies. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

/** Plan tiers served by GET /api/pricing/tiers; "enterprise" is shown as Schools. */
export const PLAN_TIERS = ['free', 'premium', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * Stripe prices are found by lookup key, so no price id needs configuring (README "Payments
 * (Stripe)"). Each Stripe price must charge what the matching constant here says.
 */
export const STRIPE_LOOKUP_KEYS = {
  premiumMonthly: 'plenary_premium_monthly',
  credits1: 'plenary_credits_1',
  credits10: 'plenary_credits_10',
} as const;
export type StripePriceKey = keyof typeof STRIPE_LOOKUP_KEYS;

/**
 * Lesson credits for teachers who don't want a subscription, bought once through Checkout in
 * payment mode. One credit pays for one lesson after the free ones.
 * "single" is what POST /api/pricing/pay-per-generation buys.
 */
export const CREDIT_PACKS = [
  { id: 'single', name: 'One lesson', credits: 1, pricePence: 199, priceKey: 'credits1' },
  { id: 'pack-10', name: '10-lesson pack', credits: 10, pricePence: 1500, priceKey: 'credits10' },
] as const satisfies ReadonlyArray<{ id: string; name: string; credits: number; pricePence: number; priceKey: StripePriceKey }>;
export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];
/** The pack POST /api/pricing/purchase-credits buys when none is named. */
export const DEFAULT_CREDIT_PACK: CreditPackId = 'pack-10';
/** The pack POST /api/pricing/pay-per-generation buys. */
export const PAY_PER_GENERATION_PACK: CreditPackId = 'single';

/** Subscription statuses that make a user Premium; any other status is free. */
export const PREMIUM_SUBSCRIPTION_STATUSES = ['trialing', 'active'] as const;

/** The text when Stripe has no key, word for word: the 503 body and the disabled buttons. */
export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Stripe is not configured. Please contact support.';
/** The text for a tier whose Stripe price cannot be found. */
export const PRICE_NOT_AVAILABLE_MESSAGE = 'Pricing not yet available for this tier';
/** How long resolved Stripe price ids are kept in memory, in seconds. */
export const STRIPE_PRICE_CACHE_SECONDS = 10 * 60;

/**
 * Where Checkout sends the customer back: /account?tab=subscription&checkout=success|cancelled
 * (&purchase=premium|credits). The account page shows "processing your upgrade" while
 * checkout=success and the webhook has not landed yet.
 */
export const CHECKOUT_RETURN = {
  path: '/account',
  tab: 'subscription',
  param: 'checkout',
  success: 'success',
  cancelled: 'cancelled',
  purchaseParam: 'purchase',
} as const;
