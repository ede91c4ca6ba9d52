import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { resetPasswordSchema } from '@/lib/validation/auth';
import { resetPasswordWithToken } from '@/lib/users/passwords';

/**
 * POST /api/auth/reset-password {token, password, confirmPassword} → {email}: sets the new
 * password (the sign-up rules) with the token from a reset link, and ends every session of the
 * account; the user then signs in. 400 for an invalid field or mismatched passwords, and for a
 * link already used, expired or unknown (the message says which).
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, resetPasswordSchema);
  return apiOk(await resetPasswordWithToken(input));
});
