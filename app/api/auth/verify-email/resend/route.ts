import { route } from '@/lib/http/route';
import { resendVerificationEmail } from '@/lib/users/verification';
import { verificationResentSchema } from '@/lib/validation/auth';

/**
 * POST /api/auth/verify-email/resend → {alreadyVerified}: e-mails the signed-in user a new
 * verification link (nothing when already verified). 401 when signed out, 429 RATE_LIMITED with
 * Retry-After past three an hour.
 */
export const POST = route(
  {
    summary: 'Send my verification link again',
    tag: 'auth',
    access: 'user',
    response: verificationResentSchema,
    errors: ['RATE_LIMITED'],
  },
  ({ user }) => resendVerificationEmail(user),
);
