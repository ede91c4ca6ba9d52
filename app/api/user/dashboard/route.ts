import { route } from '@/lib/http/route';
import { getDashboard } from '@/lib/users/dashboard';
import { dashboardSchema } from '@/lib/validation/account';

/** GET /api/user/dashboard → {overview, recentLessons, subjectBreakdown}. */
export const GET = route(
  {
    summary: 'Read my dashboard',
    tag: 'user',
    access: 'user',
    response: dashboardSchema,
  },
  ({ user }) => getDashboard(user),
);
