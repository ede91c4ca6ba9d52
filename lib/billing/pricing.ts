/**
 * What the pricing page and the upgrade prompts read: tiers, credit packs, usage and
 * recommendations. Prices come from lib/constants (GBP); Stripe price ids are found by lookup
 * key, null while Stripe or the price is missing.
 */
import type { User } from '@/db/schema';
import {
  CREDIT_PACKS,
  CURRENCY,
  DEFAULT_CREDIT_PACK,
  FREE_LESSON_LIMIT,
  MONEY_BACK_DAYS,
  PAY_PER_GENERATION_PACK,
  PREMIUM_PRICE_PENCE,
  PREMIUM_TRIAL_DAYS,
  type CreditPackId,
  type PlanTier,
} from '@/lib/constants/billing';
import { formatPence, plural } from '@/lib/format';
import { trialEligible } from './checkout';
import { PREMIUM_FEATURE_IDS, PREMIUM_FEATURES, tierOf } from './features';
import { lessonAllowance, nextCharge } from './plans';
import { getStripePrices, isStripeConfigured, type ResolvedPrices } from './stripe';

/** A plan card. */
export interface PricingTier {
  id: PlanTier;
  name: string;
  description: string;
  /** Price per month in pence; null for "contact us". */
  pricePence: number | null;
  /** "£0", "£9.99", "Custom pricing". */
  priceLabel: string;
  /** 'month' for priced tiers, null otherwise. */
  interval: 'month' | null;
  currency: string;
  features: string[];
  popular: boolean;
  /** Free-trial days on a first subscription; null when the tier has none. */
  trialDays: number | null;
  /** Stripe price id to send to POST /api/stripe/create-checkout-session; null when not on sale. */
  stripePriceId: string | null;
  /** What the card's button does: sign up, start Checkout, or go to `href`. */
  action: { kind: 'signup' | 'checkout' | 'contact'; href: string | null };
  /** Grid columns the card spans (Schools spans two). */
  columns: 1 | 2;
  /** Whether this is the signed-in user's plan; false for visitors. */
  current: boolean;
}

/** A one-off lesson-credit pack, bought through Checkout in payment mode. */
export interface CreditPackOffer {
  id: CreditPackId;
  name: string;
  credits: number;
  pricePence: number;
  priceLabel: string;
  /** Price per lesson, e.g. "£1.50 per lesson". */
  perLessonLabel: string;
  currency: string;
  stripePriceId: string | null;
}

export interface PricingTiers {
  currency: string;
  /** Whether Stripe is configured; without it, every purchase button is disabled. */
  stripeConfigured: boolean;
  tiers: PricingTier[];
  creditPacks: CreditPackOffer[];
}

function tiers(prices: ResolvedPrices, user: User | null): PricingTier[] {
  const current = user ? tierOf(user) : null;
  const trial = user ? trialEligible(user) : true;
  return [
    {
      id: 'free',
      name: 'Free',
      description: 'Try Plenary with complete lessons, no card needed.',
      pricePence: 0,
      priceLabel: formatPence(0, CURRENCY),
      interval: 'month',
      currency: CURRENCY,
      features: [
        `${plural(FREE_LESSON_LIMIT, 'free lesson')}`,
        'Lesson plan, worksheet with answer key and quiz',
        'Saved lesson library',
        'Print-ready pupil and teacher copies',
      ],
      popular: false,
      trialDays: null,
      stripePriceId: null,
      action: { kind: 'signup', href: '/signup' },
      columns: 1,
      current: current === 'free',
    },
    {
      id: 'premium',
      name: 'Premium',
      description: 'Unlimited lessons for your whole timetable.',
      pricePence: PREMIUM_PRICE_PENCE,
      priceLabel: formatPence(PREMIUM_PRICE_PENCE, CURRENCY),
      interval: 'month',
      currency: CURRENCY,
      features: [
        ...PREMIUM_FEATURE_IDS.map((id) => PREMIUM_FEATURES[id].label),
        ...(trial ? [`${PREMIUM_TRIAL_DAYS}-day free trial`] : []),
        `${MONEY_BACK_DAYS}-day money-back guarantee on your first payment`,
      ],
      popular: true,
      trialDays: trial ? PREMIUM_TRIAL_DAYS : null,
      stripePriceId: prices.premiumMonthly?.id ?? null,
      action: { kind: 'checkout', href: null },
      columns: 1,
      current: current === 'premium',
    },
    {
      id: 'enterprise',
      name: 'Schools',
      description: 'Premium for every teacher in your school or trust, on one invoice. Contact us for custom pricing.',
      pricePence: null,
      priceLabel: 'Custom pricing',
      interval: null,
      currency: CURRENCY,
      features: [
        'Everything in Premium for every teacher',
        'One invoice for the whole school',
        'Staff onboarding and training',
        'A named contact for support',
      ],
      popular: false,
      trialDays: null,
      stripePriceId: null,
      action: { kind: 'contact', href: '/contact' },
      columns: 2,
      current: false,
    },
  ];
}

function creditPacks(prices: ResolvedPrices): CreditPackOffer[] {
  return CREDIT_PACKS.map((pack) => ({
    id: pack.id,
    name: pack.name,
    credits: pack.credits,
    pricePence: pack.pricePence,
    priceLabel: formatPence(pack.pricePence, CURRENCY),
    perLessonLabel: `${formatPence(Math.round(pack.pricePence / pack.credits), CURRENCY)} per lesson`,
    currency: CURRENCY,
    stripePriceId: prices[pack.priceKey]?.id ?? null,
  }));
}

/** GET /api/pricing/tiers: the plan cards and the credit packs; `current` marks the signed-in user's plan. */
export async function pricingTiers(user: User | null): Promise<PricingTiers> {
  const prices = await getStripePrices();
  return { currency: CURRENCY, stripeConfigured: isStripeConfigured(), tiers: tiers(prices, user), creditPacks: creditPacks(prices) };
}

export interface PricingUsage {
  currentTier: PlanTier;
  isPremium: boolean;
  /** Lessons generated so far (lifetime). */
  used: number;
  /** Free lessons in the plan; null when unlimited. */
  limit: number | null;
  /** Free lessons left; null when unlimited. */
  remaining: number | null;
  credits: number;
}

/** GET /api/pricing/usage. */
export function pricingUsage(user: User): PricingUsage {
  const allowance = lessonAllowance(user);
  return {
    currentTier: tierOf(user),
    isPremium: allowance.isPremium,
    used: allowance.used,
    limit: allowance.limit,
    remaining: allowance.remaining,
    credits: allowance.credits,
  };
}

export interface Recommendation {
  id: 'premium' | 'credit-pack' | 'pay-per-generation';
  title: string;
  reason: string;
  /** The call that buys it: POST /api/stripe/create-checkout-session {priceId}, /api/pricing/purchase-credits or /api/pricing/pay-per-generation. */
  action: 'checkout' | 'purchase-credits' | 'pay-per-generation';
  /** For action 'checkout'; null when the price is not on sale. */
  priceId: string | null;
  /** The one to show first. */
  primary: boolean;
}

export interface Recommendations {
  currentTier: PlanTier;
  recommendations: Recommendation[];
}

/**
 * GET /api/pricing/recommendations: what to offer this user now. Premium users get none; a free
 * user with lessons left is offered Premium; one with none left is offered Premium first, then
 * credits (a pack, or one lesson at a time).
 */
export async function pricingRecommendations(user: User): Promise<Recommendations> {
  const currentTier = tierOf(user);
  const charge = nextCharge(user);
  if (charge === 'premium') return { currentTier, recommendations: [] };
  const prices = await getStripePrices();
  const trial = trialEligible(user);
  const premiumPrice = formatPence(PREMIUM_PRICE_PENCE, CURRENCY);
  const premium: Recommendation = {
    id: 'premium',
    title: trial ? `Start your ${PREMIUM_TRIAL_DAYS}-day free trial of Premium` : 'Upgrade to Premium',
    reason:
      charge === null
        ? `You've used your ${plural(FREE_LESSON_LIMIT, 'free lesson')}. Premium gives you unlimited lessons for ${premiumPrice} a month.`
        : `Unlimited lessons, advanced customisation and priority support for ${premiumPrice} a month.`,
    action: 'checkout',
    priceId: prices.premiumMonthly?.id ?? null,
    primary: true,
  };
  if (charge === 'free' || charge === 'credit') return { currentTier, recommendations: [premium] };
  const pack = CREDIT_PACKS.find((p) => p.id === DEFAULT_CREDIT_PACK)!;
  const single = CREDIT_PACKS.find((p) => p.id === PAY_PER_GENERATION_PACK)!;
  return {
    currentTier,
    recommendations: [
      premium,
      {
        id: 'credit-pack',
        title: `Buy ${pack.credits} lessons for ${formatPence(pack.pricePence, CURRENCY)}`,
        reason: 'A one-off payment, no subscription. Credits never expire.',
        action: 'purchase-credits',
        priceId: prices[pack.priceKey]?.id ?? null,
        primary: false,
      },
      {
        id: 'pay-per-generation',
        title: `Pay ${formatPence(single.pricePence, CURRENCY)} for this lesson`,
        reason: 'Just need one more lesson? Pay for it once.',
        action: 'pay-per-generation',
        priceId: prices[single.priceKey]?.id ?? null,
        primary: false,
      },
    ],
  };
}
