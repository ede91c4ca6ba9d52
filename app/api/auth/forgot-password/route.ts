import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { clientIp } from '@/lib/http/client-ip';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { requestPasswordReset } from '@/lib/users/passwords';

/**
 * POST /api/auth/forgot-password {email} → {message}: e-mails a password reset link (valid one
 * hour) when the address has an account, and answers the same when it has not. 400 for an
 * invalid address, 429 RATE_LIMITED with Retry-After (per address and per client address).
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, forgotPasswordSchema);
  return apiOk(await requestPasswordReset(input, clientIp(req.headers)));
});
