/**
 * The one feature map of the plans: which tier gets which Premium
 * feature. GET /api/account/subscription answers it, GET /api/pricing/features shows it as
 * comparison rows, and the server gates with hasFeature/requireFeature. Nothing else decides
 * what Premium unlocks.
 */
import type { User } from '@/db/schema';
import { FREE_LESSON_LIMIT, PLAN_TIERS, PREMIUM_SUBSCRIPTION_STATUSES, type PlanTier } from '@/lib/constants/billing';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { SUPPORT_RESPONSE_HOURS } from '@/lib/constants/support';
import { ApiError } from '@/lib/http/errors';

type TierValues<T> = Record<PlanTier, T>;

/** Premium features. */
export const PREMIUM_FEATURES = {
  unlimitedGenerations: {
    label: 'Unlimited lessons',
    description: 'Generate as many lessons as your timetable needs.',
    tiers: { free: false, premium: true, enterprise: true },
    comparison: { free: `${FREE_LESSON_LIMIT} free lessons`, premium: 'Unlimited', enterprise: 'Unlimited' },
  },
  advancedCustomisation: {
    label: 'Advanced customisation',
    description: 'Rewrite a whole worksheet, quiz or lesson plan to your own instructions.',
    tiers: { free: false, premium: true, enterprise: true },
    comparison: null,
  },
  pdfWordExport: {
    label: 'PDF and Word export',
    description: 'Download lesson plans, worksheets and quizzes as PDF or Word documents.',
    tiers: { free: false, premium: true, enterprise: true },
    comparison: null,
  },
  prioritySupport: {
    label: `Priority support (${SUPPORT_RESPONSE_HOURS.premium}-hour response)`,
    description: `Support replies within ${SUPPORT_RESPONSE_HOURS.premium} hours instead of ${SUPPORT_RESPONSE_HOURS.standard}.`,
    tiers: { free: false, premium: true, enterprise: true },
    comparison: {
      free: `Standard (${SUPPORT_RESPONSE_HOURS.standard} hours)`,
      premium: `Priority (${SUPPORT_RESPONSE_HOURS.premium} hours)`,
      enterprise: `Priority (${SUPPORT_RESPONSE_HOURS.premium} hours)`,
    },
  },
} as const satisfies Record<
  string,
  { label: string; description: string; tiers: TierValues<boolean>; comparison: TierValues<string> | null }
>;

export type PremiumFeature = keyof typeof PREMIUM_FEATURES;
export const PREMIUM_FEATURE_IDS = Object.keys(PREMIUM_FEATURES) as PremiumFeature[];

/** Whether a Stripe subscription status makes the user Premium: only trialing or active. */
export function isPremiumStatus(status: string | null | undefined): boolean {
  return (PREMIUM_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '');
}

/**
 * The tier a user is on. `users.is_premium` is written only by verified webhooks (and the
 * debug toggle outside production), so it is the one flag read here.
 */
export function tierOf(user: Pick<User, 'isPremium'>): PlanTier {
  return user.isPremium ? 'premium' : 'free';
}

/** Feature name → included, for a tier. */
export function featuresForTier(tier: PlanTier): Record<PremiumFeature, boolean> {
  return Object.fromEntries(PREMIUM_FEATURE_IDS.map((id) => [id, PREMIUM_FEATURES[id].tiers[tier]])) as Record<
    PremiumFeature,
    boolean
  >;
}

/** Feature name → included, for a user (the `features` of GET /api/account/subscription). */
export function featuresFor(user: Pick<User, 'isPremium'>): Record<PremiumFeature, boolean> {
  return featuresForTier(tierOf(user));
}

/** Whether the user's plan includes the feature. Use it to gate on the server. */
export function hasFeature(user: Pick<User, 'isPremium'>, feature: PremiumFeature): boolean {
  return PREMIUM_FEATURES[feature].tiers[tierOf(user)];
}

/** Message of the 403 PREMIUM_REQUIRED that requireFeature throws. */
export function premiumRequiredMessage(feature: PremiumFeature): string {
  return `${PREMIUM_FEATURES[feature].label} is a Premium feature. Upgrade to Premium to use it.`;
}

/** Throws PREMIUM_REQUIRED (403) unless the user's plan includes the feature. */
export function requireFeature(user: Pick<User, 'isPremium'>, feature: PremiumFeature): void {
  if (!hasFeature(user, feature)) throw new ApiError('PREMIUM_REQUIRED', premiumRequiredMessage(feature));
}

export interface FeatureAccess {
  id: PremiumFeature;
  label: string;
  description: string;
  included: boolean;
}

/** The feature map with labels, for the account page's "Feature access" list. */
export function featureList(user: Pick<User, 'isPremium'>): FeatureAccess[] {
  const tier = tierOf(user);
  return PREMIUM_FEATURE_IDS.map((id) => ({
    id,
    label: PREMIUM_FEATURES[id].label,
    description: PREMIUM_FEATURES[id].description,
    included: PREMIUM_FEATURES[id].tiers[tier],
  }));
}

/** A row of the pricing page's comparison table. */
export interface ComparisonRow {
  id: string;
  label: string;
  /** Tier id → included (boolean) or a short text such as "Unlimited". */
  tiers: TierValues<boolean | string>;
}

const everyTier = <T>(value: T): TierValues<T> =>
  Object.fromEntries(PLAN_TIERS.map((t) => [t, value])) as TierValues<T>;

/** GET /api/pricing/features: what every plan has, then the Premium features from the map above. */
export function comparisonRows(): ComparisonRow[] {
  const common: ComparisonRow[] = [
    { id: 'completeLessons', label: 'Lesson plan, worksheet with answer key and quiz', tiers: everyTier(true) },
    { id: 'savedLessons', label: 'Saved lesson library', tiers: everyTier(true) },
    { id: 'printCopies', label: 'Print-ready pupil and teacher copies', tiers: everyTier(true) },
    { id: 'editsPerLesson', label: 'Edits per lesson', tiers: everyTier(String(CUSTOMISATION_LIMIT)) },
  ];
  const premium: ComparisonRow[] = PREMIUM_FEATURE_IDS.map((id) => {
    const f = PREMIUM_FEATURES[id];
    return { id, label: f.label, tiers: f.comparison ?? f.tiers };
  });
  const schools: ComparisonRow[] = [
    { id: 'schoolBilling', label: 'One invoice for the whole school', tiers: { free: false, premium: false, enterprise: true } },
    { id: 'staffOnboarding', label: 'Staff onboarding and training', tiers: { free: false, premium: false, enterprise: true } },
  ];
  return [...common, ...premium, ...schools];
}
