import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireSession } from '@/lib/auth/session';
import { endSessions } from '@/lib/auth/sessions';

/**
 * POST /api/account/sessions/revoke-others → {ended}: signs the account out everywhere else.
 * Every session of the account except the one making the request ends at once (their cookies
 * and bearer tokens answer 401 from then on); `ended` is how many. 401 when signed out.
 */
export const POST = withApi(async (req: NextRequest) => {
  const { user, sessionId } = await requireSession(req);
  return apiOk({ ended: await endSessions(user.id, sessionId) });
});
