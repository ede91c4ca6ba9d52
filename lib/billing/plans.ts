/**
 * What a plan allows. The free allowance is lifetime lessons generated, not lessons kept, so
 * deleting a lesson does not give one back (DECISIONS §1).
 */
import { FREE_LESSON_LIMIT } from '@/lib/constants';
import type { User } from '@/db/schema';

export interface LessonAllowance {
  isPremium: boolean;
  /** Free lessons in the plan; null when unlimited. */
  limit: number | null;
  used: number;
  /** Free lessons left; null when unlimited. */
  remaining: number | null;
  credits: number;
}

/** The user's lesson allowance right now. */
export function lessonAllowance(user: Pick<User, 'isPremium' | 'lessonsGenerated' | 'credits'>): LessonAllowance {
  if (user.isPremium) {
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
