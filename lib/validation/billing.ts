/**
 * Bodies and answers of the payment and account-data routes: one zod schema each, shared by
 * the route handlers, any form that sends them and the API description.
 */
import { z } from 'zod';
import { ACCOUNT_DELETE_CONFIRMATION } from '@/lib/constants/accounts';
import { CREDIT_PACKS, PLAN_TIERS } from '@/lib/constants/billing';
import { PREMIUM_FEATURE_IDS, type PremiumFeature } from '@/lib/billing/features';

/** POST /api/stripe/create-checkout-session. */
export const checkoutSchema = z.object({
  priceId: z.string({ error: 'priceId is required' }).trim().min(1, 'priceId is required').max(255),
});

const packIds = CREDIT_PACKS.map((p) => p.id) as [string, ...string[]];

/** POST /api/pricing/purchase-credits (body optional; the default pack when none is named). */
export const purchaseCreditsSchema = z.object({
  packId: z.enum(packIds, { error: `packId must be one of: ${packIds.join(', ')}` }).optional(),
});

/** POST /api/pricing/check-limits (body optional). */
export const checkLimitsSchema = z.object({
  action: z.literal('generate', { error: 'action must be generate' }).optional(),
});

/** DELETE /api/account: the typed confirmation. */
export const deleteAccountSchema = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, {
    error: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm that you want to delete your account`,
  }),
});

/** POST /api/account/debug/toggle-premium (body optional: without isPremium the flag is flipped). */
export const debugPremiumSchema = z.object({ isPremium: z.boolean().optional() });

const tier = z.enum(PLAN_TIERS);
const freeLimit = z.number().int().nullable().meta({ description: 'Free lessons in the plan; null when unlimited.' });
const freeLeft = z.number().int().nullable().meta({ description: 'Free lessons left; null when unlimited.' });
const priceId = z.string().nullable().meta({ description: 'Stripe price id; null while Stripe or the price is missing.' });

/** A Stripe page to send the browser to (Checkout or the Customer Portal). */
export const redirectUrlSchema = z.object({ url: z.url() });

/** POST /api/account/debug/toggle-premium: the new state. */
export const debugPremiumResultSchema = z.object({ isPremium: z.boolean(), message: z.string() });

/** The stored subscription state, which only verified webhooks change. */
export const subscriptionStateSchema = z.object({
  isPremium: z.boolean(),
  tier,
  status: z.string().nullable().meta({ description: "Stripe's status (trialing, active, past_due, canceled, …); null before any subscription." }),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEligible: z.boolean().meta({ description: 'Whether the next subscription starts with the free trial.' }),
  hasBillingAccount: z.boolean().meta({ description: 'Whether the Customer Portal can open.' }),
});

/** GET /api/stripe/subscription-status. */
export const subscriptionStatusSchema = subscriptionStateSchema.extend({ credits: z.number().int() });

const featureMap = z.object(
  Object.fromEntries(PREMIUM_FEATURE_IDS.map((id) => [id, z.boolean()])) as Record<PremiumFeature, z.ZodBoolean>,
);

/** GET /api/account/subscription: the plan, usage and the feature map. */
export const accountSubscriptionSchema = z.object({
  subscription: subscriptionStateSchema,
  usage: z.object({
    current: z.number().int().meta({ description: 'Lessons generated so far (lifetime).' }),
    limit: freeLimit,
    remaining: freeLeft,
    credits: z.number().int(),
  }),
  features: featureMap,
  featureList: z.array(
    z.object({ id: z.enum(PREMIUM_FEATURE_IDS), label: z.string(), description: z.string(), included: z.boolean() }),
  ),
});

/** GET /api/pricing/features: the comparison table's rows. */
export const comparisonRowsSchema = z.array(
  z.object({
    id: z.string(),
    label: z.string(),
    tiers: z.object({ free: z.union([z.boolean(), z.string()]), premium: z.union([z.boolean(), z.string()]), enterprise: z.union([z.boolean(), z.string()]) }),
  }),
);

/** GET /api/pricing/tiers: the plan cards and the credit packs. */
export const pricingTiersSchema = z.object({
  currency: z.string(),
  stripeConfigured: z.boolean(),
  tiers: z.array(
    z.object({
      id: tier,
      name: z.string(),
      description: z.string(),
      pricePence: z.number().int().nullable().meta({ description: 'Price per month in pence; null for "contact us".' }),
      priceLabel: z.string(),
      interval: z.literal('month').nullable(),
      currency: z.string(),
      features: z.array(z.string()),
      popular: z.boolean(),
      trialDays: z.number().int().nullable(),
      stripePriceId: priceId,
      action: z.object({ kind: z.enum(['signup', 'checkout', 'contact']), href: z.string().nullable() }),
      columns: z.union([z.literal(1), z.literal(2)]),
      current: z.boolean().meta({ description: "Whether this is the signed-in user's plan; false for visitors." }),
    }),
  ),
  creditPacks: z.array(
    z.object({
      id: z.enum(packIds),
      name: z.string(),
      credits: z.number().int(),
      pricePence: z.number().int(),
      priceLabel: z.string(),
      perLessonLabel: z.string(),
      currency: z.string(),
      stripePriceId: priceId,
    }),
  ),
});

/** GET /api/pricing/usage. */
export const pricingUsageSchema = z.object({
  currentTier: tier,
  isPremium: z.boolean(),
  used: z.number().int(),
  limit: freeLimit,
  remaining: freeLeft,
  credits: z.number().int(),
});

/** GET /api/pricing/recommendations: what to offer this user now, the first one first. */
export const recommendationsSchema = z.object({
  currentTier: tier,
  recommendations: z.array(
    z.object({
      id: z.enum(['premium', 'credit-pack', 'pay-per-generation']),
      title: z.string(),
      reason: z.string(),
      action: z.enum(['checkout', 'purchase-credits', 'pay-per-generation']),
      priceId,
      primary: z.boolean(),
    }),
  ),
});

/** POST /api/pricing/check-limits: may this user generate now, and what it will use. */
export const generationCheckSchema = z.object({
  allowed: z.boolean(),
  willUse: z.enum(['premium', 'free', 'credit']).nullable().meta({ description: 'null when not allowed.' }),
  currentTier: tier,
  limit: freeLimit,
  used: z.number().int(),
  remaining: freeLeft,
  credits: z.number().int(),
  message: z.string().nullable(),
});

/** POST /api/stripe/webhook: the event was received and applied once, was a repeat, or is of a type not handled. */
export const webhookResultSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});
