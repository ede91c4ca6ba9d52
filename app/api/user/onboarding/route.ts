import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { onboardingSchema } from '@/lib/validation/user';
import { completeOnboarding } from '@/lib/users/onboarding';
import { toPublicUser } from '@/lib/users/profile';

/**
 * POST /api/user/onboarding {role: 'teacher', subject, location?, yearGroup?, examBoard?}
 * → the updated user. Tutor and self_learner → 400 until those roles land (DECISIONS §6).
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const input = await parseJson(req, onboardingSchema);
  return apiOk(toPublicUser(await completeOnboarding(user.id, input)));
});
