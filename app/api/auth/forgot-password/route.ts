import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/http/client-ip';
import { forgotPasswordSchema, resetRequestedSchema } from '@/lib/validation/auth';
import { requestPasswordReset } from '@/lib/users/passwords';

/**
 * POST /api/auth/forgot-password {email} → {message}: e-mails a password reset link (valid one
 * hour) when the address has an account, and answers the same when it has not. 400 for an
 * invalid address, 429 RATE_LIMITED with Retry-After (per address and per client address).
 */
export const POST = route(
  {
    summary: 'Ask for a password reset link',
    description: 'Answers the same whether or not the address has an account. The link works once, for one hour.',
    tag: 'auth',
    access: 'public',
    body: forgotPasswordSchema,
    response: resetRequestedSchema,
    errors: ['RATE_LIMITED'],
    example: { body: { email: 'jo@school.test' } },
  },
  ({ req, body }) => requestPasswordReset(body, clientIp(req.headers)),
);
