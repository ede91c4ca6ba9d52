import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/http/client-ip';
import { issueToken } from '@/lib/auth/session';
import { loginSchema } from '@/lib/validation/auth';
import { signedInSchema } from '@/lib/validation/user';
import { authenticate, toPublicUser } from '@/lib/users/service';

/**
 * POST /api/auth/login {email, password} → {user, token} for API clients.
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
    const user = await authenticate(body, clientIp(req.headers));
    return { user: toPublicUser(user), token: await issueToken(user) };
  },
);
