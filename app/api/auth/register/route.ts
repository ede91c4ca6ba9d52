import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/http/client-ip';
import { issueToken } from '@/lib/auth/session';
import { registerSchema } from '@/lib/validation/auth';
import { signedInSchema } from '@/lib/validation/user';
import { toPublicUser } from '@/lib/users/profile';
import { registerUser } from '@/lib/users/sign-in';

/**
 * POST /api/auth/register {email, password, name?} → 201 {user, token}.
 * 400 for an invalid field, 409 EMAIL_TAKEN, 429 RATE_LIMITED with Retry-After.
 * The token is a bearer token for API clients; web pages sign in for a cookie afterwards.
 */
export const POST = route(
  {
    summary: 'Create an account',
    description: 'Answers a bearer token for API clients; web pages sign in for a session cookie afterwards.',
    tag: 'auth',
    access: 'public',
    body: registerSchema,
    response: signedInSchema,
    status: 201,
    errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
    example: { body: { email: 'jo@school.test', password: 'a-long-password', name: 'Jo Bloggs' } },
  },
  async ({ req, body }) => {
    const user = await registerUser(body, clientIp(req.headers));
    return { user: toPublicUser(user), token: await issueToken(user) };
  },
);
