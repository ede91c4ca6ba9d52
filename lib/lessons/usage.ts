/** GET /api/lessons/stats/usage: what the user's plan allows and what they have used. */
import type { User } from '@/db/schema';
import { lessonAllowance, type LessonAllowance } from '@/lib/billing/plans';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { lessonCounts } from './service';

export interface LessonUsage extends LessonAllowance {
  /** Lessons the user has now. */
  totalLessons: number;
  /** Lessons created this calendar month (UTC). */
  thisMonth: number;
  /** Customisations each lesson allows. */
  customizationsPerLesson: number;
}

/** The user's lesson usage; the allowance rule is lessonAllowance's. */
export async function lessonUsage(user: User): Promise<LessonUsage> {
  const counts = await lessonCounts(user.id);
  return {
    ...lessonAllowance(user),
    totalLessons: counts.total,
    thisMonth: counts.thisMonth,
    customizationsPerLesson: CUSTOMISATION_LIMIT,
  };
}
