import { route } from '@/lib/http/route';
import { apiOk } from '@/lib/http/respond';
import { clientIp } from '@/lib/http/client-ip';
import { issueToken } from '@/lib/auth/session';
import { DEVICE_COOKIE, deviceCookie } from '@/lib/auth/device';
import { loginSchema } from '@/lib/validation/auth';
import { signedInSchema } from '@/lib/validation/user';
import { toPublicUser } from '@/lib/users/profile';
import { authenticate } from '@/lib/users/sign-in';

/**
 * POST /api/auth/login {email, password} → {user, token} for API clients, and a device cookie
 * (keep it and send it back: sign-ins from it are not locked out by others' guesses).
 * 400 for an invalid field, 401 INVALID_CREDENTIALS (the same text for an unknown e-mail and a
 * wrong password), 429 RATE_LIMITED with Retry-After.
 */
export const POST = route(
  {
    summary: 'Sign in for a bearer token',
    description: 'The same answer for an unknown address and a wrong password. Rate limited per address and per e-mail.',
    tag: 'auth',
    access: 'public',
    body: loginSchema,
    response: signedInSchema,
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
    example: { body: { email: 'jo@school.test', password: 'a-long-password' } },
  },
  async ({ req, body }) => {
    const { user, deviceToken } = await authenticate(body, {
      ip: clientIp(req.headers),
      deviceToken: req.cookies.get(DEVICE_COOKIE)?.value,
    });
    const res = apiOk({ user: toPublicUser(user), token: await issueToken(user) });
    res.cookies.set(deviceCookie(deviceToken));
    return res;
  },
);
