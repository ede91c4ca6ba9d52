import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { onboardingStatus } from '@/lib/users/onboarding';

/** GET /api/user/onboarding-status → {completed, required, activeRole, hasSubject}. */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(onboardingStatus(user));
});
