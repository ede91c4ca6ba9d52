import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { clientIp } from '@/lib/http/client-ip';
import { issueToken } from '@/lib/auth/session';
import { registerSchema } from '@/lib/validation/auth';
import { registerUser } from '@/lib/users/sign-in';
import { toPublicUser } from '@/lib/users/profile';

/**
 * POST /api/auth/register {email, password, name?} → 201 {user, token}.
 * 400 for an invalid field, 409 EMAIL_TAKEN, 429 RATE_LIMITED with Retry-After.
 * The token is a bearer token for API clients; web pages sign in for a cookie afterwards.
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, registerSchema);
  const user = await registerUser(input, clientIp(req.headers));
  return apiOk({ user: toPublicUser(user), token: await issueToken(user) }, 201);
});
