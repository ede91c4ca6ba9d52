import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { lessonUsage } from '@/lib/lessons/usage';

/**
 * GET /api/lessons/stats/usage → {isPremium, limit, used, remaining, credits, totalLessons,
 * thisMonth, customizationsPerLesson}; limit and remaining are null for Premium. 401 signed out.
 */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(await lessonUsage(user));
});
