import { route } from '@/lib/http/route';
import { lessonUsage } from '@/lib/lessons/usage';
import { lessonUsageSchema } from '@/lib/validation/lesson';

/**
 * GET /api/lessons/stats/usage → {isPremium, limit, used, remaining, credits, totalLessons,
 * thisMonth, customizationsPerLesson}; limit and remaining are null for Premium. 401 signed out.
 */
export const GET = route(
  {
    summary: 'Read my lesson usage',
    tag: 'lessons',
    access: 'user',
    response: lessonUsageSchema,
  },
  ({ user }) => lessonUsage(user),
);
