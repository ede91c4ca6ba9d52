import { route } from '@/lib/http/route';
import { endSessions } from '@/lib/auth/sessions';
import { sessionsEndedSchema } from '@/lib/validation/auth';

/**
 * POST /api/account/sessions/revoke-others → {ended}: signs the account out everywhere else.
 * Every session of the account except the one making the request ends at once (their cookies
 * and bearer tokens answer 401 from then on); `ended` is how many. 401 when signed out.
 */
export const POST = route(
  {
    summary: 'Sign out everywhere else',
    description: 'Ends every other session of the account; their cookies and bearer tokens answer 401 from then on.',
    tag: 'account',
    access: 'user',
    response: sessionsEndedSchema,
  },
  async ({ user, sessionId }) => ({ ended: await endSessions(user.id, sessionId) }),
);
