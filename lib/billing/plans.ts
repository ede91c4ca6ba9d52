/**
 * What a plan allows. The free allowance is lifetime lessons generated, not lessons kept, so
 * deleting a lesson does not give one back.
 */
import { FREE_LESSON_LIMIT, FREE_LIMIT_MESSAGE, type PlanTier } from '@/lib/constants/billing';
import type { User } from '@/db/schema';
import { hasFeature, tierOf } from './features';
import type { ChargeKind } from './quota';

export interface LessonAllowance {
  isPremium: boolean;
  /** Free lessons in the plan; null when unlimited. */
  limit: number | null;
  used: number;
  /** Free lessons left; null when unlimited. */
  remaining: number | null;
  credits: number;
}

type AllowanceUser = Pick<User, 'isPremium' | 'lessonsGenerated' | 'credits'>;

/** The user's lesson allowance right now. */
export function lessonAllowance(user: AllowanceUser): LessonAllowance {
  if (hasFeature(user, 'unlimitedGenerations')) {
    return { isPremium: true, limit: null, used: user.lessonsGenerated, remaining: null, credits: user.credits };
  }
  return {
    isPremium: false,
    limit: FREE_LESSON_LIMIT,
    used: user.lessonsGenerated,
    remaining: Math.max(0, FREE_LESSON_LIMIT - user.lessonsGenerated),
    credits: user.credits,
  };
}

/** Free lessons the user has used so far, out of FREE_LESSON_LIMIT (Premium lessons count too). */
export function freeLessonsUsed(user: Pick<User, 'lessonsGenerated'>): number {
  return Math.min(user.lessonsGenerated, FREE_LESSON_LIMIT);
}

/**
 * What the user's next lesson would be paid with, in the order reserveLesson (lib/billing/quota.ts)
 * charges: Premium (nothing), then a free lesson, then one credit; null when none is left.
 * This is a read for the screens; the charge itself is reserveLesson's atomic statement.
 */
export function nextCharge(user: AllowanceUser): ChargeKind | null {
  if (hasFeature(user, 'unlimitedGenerations')) return 'premium';
  if (user.lessonsGenerated < FREE_LESSON_LIMIT) return 'free';
  if (user.credits > 0) return 'credit';
  return null;
}

export interface GenerationCheck {
  /** May the user generate a lesson now. */
  allowed: boolean;
  /** What it will use: 'premium' (nothing), 'free', 'credit'; null when not allowed. */
  willUse: ChargeKind | null;
  currentTier: PlanTier;
  /** Free lessons in the plan; null when unlimited. */
  limit: number | null;
  used: number;
  /** Free lessons left; null when unlimited. */
  remaining: number | null;
  credits: number;
  /** The free-limit notice when not allowed, else null. */
  message: string | null;
}

/** POST /api/pricing/check-limits: may this user generate now, and what it will use. */
export function checkGenerationLimits(user: AllowanceUser): GenerationCheck {
  const allowance = lessonAllowance(user);
  const willUse = nextCharge(user);
  return {
    allowed: willUse !== null,
    willUse,
    currentTier: tierOf(user),
    limit: allowance.limit,
    used: allowance.used,
    remaining: allowance.remaining,
    credits: allowance.credits,
    message: willUse === null ? FREE_LIMIT_MESSAGE : null,
  };
}
