import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { verifyEmailSchema } from '@/lib/validation/auth';
import { verifyEmailWithToken } from '@/lib/users/verification';

/**
 * POST /api/auth/verify-email {token} → {email}: verifies the address the link was sent to. No
 * session needed (the link may be opened on another device). 400 for a link already used,
 * expired or unknown (the message says which).
 */
export const POST = withApi(async (req: NextRequest) => {
  const { token } = await parseJson(req, verifyEmailSchema);
  return apiOk(await verifyEmailWithToken(token));
});
