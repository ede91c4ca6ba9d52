/**
 * What the browser may know about configuration (GET /api/config/public). Every number comes
 * from lib/constants/.
 */
import {
  FREE_LESSON_LIMIT,
  PREMIUM_PRICE_PENCE,
  PREMIUM_TRIAL_DAYS,
  CURRENCY,
  MONEY_BACK_DAYS,
} from '@/lib/constants/billing';
import { EDUCATION_LEVELS, EXAM_BOARDS, NATIONS, SUBJECTS, YEAR_GROUPS } from '@/lib/constants/curriculum';
import { CUSTOMISATION_LIMIT, CUSTOMISATION_WARNING_AT, DEFAULT_DURATION, DURATIONS } from '@/lib/constants/lessons';
import { VISITOR_PREVIEWS_PER_DAY } from '@/lib/constants/previews';
import { env } from '@/lib/env';
import { getStripePrices, isStripeConfigured } from '@/lib/billing/stripe';

/**
 * The public configuration. `stripe.configured` is false without STRIPE_SECRET_KEY (upgrade
 * buttons then show "Stripe is not configured. Please contact support.");
 * `stripe.prices.premiumMonthly` is the Premium price id found by lookup key, null while missing.
 */
export async function getPublicConfig() {
  const prices = await getStripePrices();
  return {
    auth: { google: env.googleEnabled },
    /** Whether the debug premium toggle exists (ENABLE_DEBUG_TOOLS=true outside production). */
    debugTools: env.debugToolsEnabled,
    stripe: {
      configured: isStripeConfigured(),
      publishableKey: (isStripeConfigured() && env.stripePublishableKey) || null,
      prices: { premiumMonthly: prices.premiumMonthly?.id ?? null },
    },
    limits: {
      freeLessons: FREE_LESSON_LIMIT,
      visitorPreviewsPerDay: VISITOR_PREVIEWS_PER_DAY,
      customizationsPerLesson: CUSTOMISATION_LIMIT,
      customizationWarningAt: CUSTOMISATION_WARNING_AT,
    },
    pricing: {
      currency: CURRENCY,
      premiumMonthlyPence: PREMIUM_PRICE_PENCE,
      trialDays: PREMIUM_TRIAL_DAYS,
      moneyBackDays: MONEY_BACK_DAYS,
    },
    lists: {
      subjects: SUBJECTS,
      yearGroups: YEAR_GROUPS,
      educationLevels: EDUCATION_LEVELS,
      nations: NATIONS,
      examBoards: EXAM_BOARDS,
      durations: DURATIONS,
      defaultDuration: DEFAULT_DURATION,
    },
  };
}

export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>;
