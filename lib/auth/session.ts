/**
 * Who is calling: the one place every protected route handler asks.
 * A request is authenticated by `Authorization: Bearer <token>` (API clients) or by the
 * next-auth session cookie (web pages). When a bearer header is present it alone decides,
 * so a stale cookie never masks a valid token. Either token names its session (`sid`) and is
 * accepted only while that session is live (see lib/auth/sessions.ts); a token without one is
 * refused.
 */
import { decode, encode, getToken, type JWT } from 'next-auth/jwt';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { User } from '@/db/schema';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/constants/accounts';
import { getAuthSecret } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { liveSessionUser, startSession } from './sessions';

/** The signed-in user and the session the request came with. */
export interface SignedInSession {
  user: User;
  sessionId: string;
}

/**
 * A bearer token for API clients: the same signed, encrypted JWT as the session cookie, naming a
 * new session labelled `label` (default "API client"). Valid SESSION_MAX_AGE_SECONDS at most.
 */
export async function issueToken(user: Pick<User, 'id' | 'email' | 'name'>, label = 'API client'): Promise<string> {
  const sid = await startSession(user.id, label);
  return encode({
    token: { sub: user.id, email: user.email, name: user.name, sid },
    secret: getAuthSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The session a decoded token names, when the token is well-formed and the session is live. */
async function sessionOf(payload: JWT | null): Promise<SignedInSession | null> {
  if (typeof payload?.sub !== 'string' || typeof payload.sid !== 'string') return null;
  const user = await liveSessionUser(payload.sid, payload.sub);
  return user ? { user, sessionId: payload.sid } : null;
}

/** The request's bearer token or session cookie, decoded (signature and expiry checked), or null. */
async function requestToken(req: NextRequest): Promise<JWT | null> {
  const secret = getAuthSecret();
  const header = req.headers.get('authorization');
  if (header && /^bearer\b/i.test(header)) {
    const raw = header.slice(6).trim();
    if (!raw) return null;
    return decode({ token: raw, secret }).catch(() => null);
  }
  return getToken({ req, secret }).catch(() => null);
}

/** The signed-in user and session, or null when signed out, the session ended or the account is gone. */
export async function currentSession(req: NextRequest): Promise<SignedInSession | null> {
  return sessionOf(await requestToken(req));
}

/** The signed-in user and session; throws UNAUTHORIZED (401) otherwise. */
export async function requireSession(req: NextRequest): Promise<SignedInSession> {
  const session = await currentSession(req);
  if (!session) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return session;
}

/** The signed-in user, or null when signed out, the session ended or the account no longer exists. */
export async function currentUser(req: NextRequest): Promise<User | null> {
  return (await currentSession(req))?.user ?? null;
}

/**
 * The signed-in user for a Server Component (pages have no NextRequest): reads the next-auth
 * session cookie through `next/headers`. Cookie only, never a bearer header, because pages are
 * opened by a browser. Null when signed out, the session ended or the account no longer exists;
 * the page decides where to send the visitor.
 */
export async function pageUser(): Promise<User | null> {
  const jar = await cookies();
  // getToken reads `req.cookies` (anything with getAll) and finds the secure or chunked cookie.
  const req = { cookies: jar, headers: {} } as unknown as NextRequest;
  const payload = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  return (await sessionOf(payload))?.user ?? null;
}
