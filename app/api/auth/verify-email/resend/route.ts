import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { resendVerificationEmail } from '@/lib/users/verification';

/**
 * POST /api/auth/verify-email/resend → {alreadyVerified}: e-mails the signed-in user a new
 * verification link (nothing when already verified). 401 when signed out, 429 RATE_LIMITED with
 * Retry-After past three an hour.
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(await resendVerificationEmail(user));
});
