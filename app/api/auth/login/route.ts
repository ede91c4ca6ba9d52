import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { clientIp } from '@/lib/http/client-ip';
import { issueToken } from '@/lib/auth/session';
import { loginSchema } from '@/lib/validation/auth';
import { authenticate } from '@/lib/users/sign-in';
import { toPublicUser } from '@/lib/users/profile';

/**
 * POST /api/auth/login {email, password} → {user, token} for API clients.
 * 400 for an invalid field, 401 INVALID_CREDENTIALS (same text for unknown e-mail and wrong
 * password), 429 RATE_LIMITED with Retry-After (DECISIONS §2).
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, loginSchema);
  const user = await authenticate(input, clientIp(req.headers));
  return apiOk({ user: toPublicUser(user), token: await issueToken(user) });
});
