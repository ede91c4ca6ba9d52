import { route } from '@/lib/http/route';
import { apiOk } from '@/lib/http/respond';
import { expireSessionCookies } from '@/lib/auth/session-cookies';
import { endSessions } from '@/lib/auth/sessions';
import { sessionsEndedSchema } from '@/lib/validation/auth';

/**
 * POST /api/account/sessions/revoke-all → {ended}: signs the account out everywhere, this
 * browser or token included. Every session of the account ends at once and the session cookie
 * is expired; `ended` is how many. 401 when signed out.
 */
export const POST = route(
  {
    summary: 'Sign out everywhere',
    description: 'Ends every session of the account, this one included, and expires the session cookie.',
    tag: 'account',
    access: 'user',
    response: sessionsEndedSchema,
  },
  async ({ req, user }) => expireSessionCookies(apiOk({ ended: await endSessions(user.id, null) }), req),
);
