import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { expireSessionCookies, requireSession } from '@/lib/auth/session';
import { endSessions } from '@/lib/auth/sessions';

/**
 * POST /api/account/sessions/revoke-all → {ended}: signs the account out everywhere, this
 * browser or token included. Every session of the account ends at once and the session cookie
 * is expired; `ended` is how many. 401 when signed out.
 */
export const POST = withApi(async (req: NextRequest) => {
  const { user } = await requireSession(req);
  const res = apiOk({ ended: await endSessions(user.id, null) });
  expireSessionCookies(res, req);
  return res;
});
