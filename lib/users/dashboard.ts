/**
 * GET /api/user/dashboard, computed in SQL.
 */
import type { User } from '@/db/schema';
import { DASHBOARD_RECENT_LESSONS } from '@/lib/constants/lists';
import { lessonAllowance } from '@/lib/billing/plans';
import { lessonCounts, recentLessons, subjectBreakdown, type LessonSummary } from '@/lib/lessons/service';

export interface Dashboard {
  overview: {
    /** Lessons the user has now. */
    totalLessons: number;
    /** Lessons created this calendar month (UTC). */
    currentMonthLessons: number;
    /** Lessons ever generated, deleted ones included. */
    totalGenerated: number;
    /** Free lessons left; null for Premium. */
    remaining: number | null;
    /** Free lessons in the plan; null for Premium. */
    limit: number | null;
    isPremium: boolean;
    /** Lesson credits bought once; each pays for a lesson after the free ones. */
    credits: number;
  };
  recentLessons: LessonSummary[];
  subjectBreakdown: Array<{ subject: string; count: number }>;
  /** False until the owner confirms their address (the dashboard then asks them to). */
  emailVerified: boolean;
}

/** The signed-in user's dashboard. */
export async function getDashboard(user: User): Promise<Dashboard> {
  const [counts, recent, bySubject] = await Promise.all([
    lessonCounts(user.id),
    recentLessons(user.id, DASHBOARD_RECENT_LESSONS),
    subjectBreakdown(user.id),
  ]);
  const allowance = lessonAllowance(user);
  return {
    overview: {
      totalLessons: counts.total,
      currentMonthLessons: counts.thisMonth,
      totalGenerated: user.lessonsGenerated,
      remaining: allowance.remaining,
      limit: allowance.limit,
      isPremium: allowance.isPremium,
      credits: allowance.credits,
    },
    recentLessons: recent,
    subjectBreakdown: bySubject,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
