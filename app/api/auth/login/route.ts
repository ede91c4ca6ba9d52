import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { clientIp } from '@/lib/http/client-ip';
import { issueToken } from '@/lib/auth/session';
import { DEVICE_COOKIE, deviceCookie } from '@/lib/auth/device';
import { loginSchema } from '@/lib/validation/auth';
import { authenticate } from '@/lib/users/sign-in';
import { toPublicUser } from '@/lib/users/profile';

/**
 * POST /api/auth/login {email, password} → {user, token} for API clients, and a device cookie
 * (keep it and send it back: sign-ins from it are not locked out by others' guesses).
 * 400 for an invalid field, 401 INVALID_CREDENTIALS (same text for unknown e-mail and wrong
 * password), 429 RATE_LIMITED with Retry-After.
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, loginSchema);
  const { user, deviceToken } = await authenticate(input, {
    ip: clientIp(req.headers),
    deviceToken: req.cookies.get(DEVICE_COOKIE)?.value,
  });
  const res = apiOk({ user: toPublicUser(user), token: await issueToken(user) });
  res.cookies.set(deviceCookie(deviceToken));
  return res;
});
