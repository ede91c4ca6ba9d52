import { route } from '@/lib/http/route';
import { linkUsedSchema, resetPasswordSchema } from '@/lib/validation/auth';
import { resetPasswordWithToken } from '@/lib/users/passwords';

/**
 * POST /api/auth/reset-password {token, password, confirmPassword} → {email}: sets the new
 * password (the sign-up rules) with the token from a reset link, and ends every session of the
 * account; the user then signs in. 400 for an invalid field or mismatched passwords, and for a
 * link already used, expired or unknown (the message says which).
 */
export const POST = route(
  {
    summary: 'Set a new password from a reset link',
    description: 'Every session of the account ends; sign in with the new password.',
    tag: 'auth',
    access: 'public',
    body: resetPasswordSchema,
    response: linkUsedSchema,
  },
  ({ body }) => resetPasswordWithToken(body),
);
