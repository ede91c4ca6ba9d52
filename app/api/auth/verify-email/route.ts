import { route } from '@/lib/http/route';
import { linkUsedSchema, verifyEmailSchema } from '@/lib/validation/auth';
import { verifyEmailWithToken } from '@/lib/users/verification';

/**
 * POST /api/auth/verify-email {token} → {email}: verifies the address the link was sent to. No
 * session needed (the link may be opened on another device). 400 for a link already used,
 * expired or unknown (the message says which).
 */
export const POST = route(
  {
    summary: 'Verify my e-mail address',
    description: 'No session needed: the link may be opened on another device. A link works once, for 24 hours.',
    tag: 'auth',
    access: 'public',
    body: verifyEmailSchema,
    response: linkUsedSchema,
  },
  ({ body }) => verifyEmailWithToken(body.token),
);
