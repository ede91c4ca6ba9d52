import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { getDashboard } from '@/lib/users/dashboard';

/** GET /api/user/dashboard → {overview, recentLessons, subjectBreakdown} (spec §3). */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(await getDashboard(user));
});
