/**
 * Who is calling: the one place every protected route handler asks (DECISIONS §2).
 * A request is authenticated by `Authorization: Bearer <token>` (API clients) or by the
 * next-auth session cookie (web pages). When a bearer header is present it alone decides,
 * so a stale cookie never masks a valid token.
 */
import { decode, encode, getToken } from 'next-auth/jwt';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { User } from '@/db/schema';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/constants/accounts';
import { getAuthSecret } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { getUserById } from '@/lib/users/service';

/** A bearer token for API clients: the same signed, encrypted JWT as the session cookie. */
export async function issueToken(user: Pick<User, 'id' | 'email' | 'name'>): Promise<string> {
  return encode({
    token: { sub: user.id, email: user.email, name: user.name },
    secret: getAuthSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The user id the request is signed in as, or null. */
async function sessionUserId(req: NextRequest): Promise<string | null> {
  const secret = getAuthSecret();
  const header = req.headers.get('authorization');
  if (header && /^bearer\b/i.test(header)) {
    const raw = header.slice(6).trim();
    if (!raw) return null;
    const payload = await decode({ token: raw, secret }).catch(() => null);
    return typeof payload?.sub === 'string' ? payload.sub : null;
  }
  const payload = await getToken({ req, secret }).catch(() => null);
  return typeof payload?.sub === 'string' ? payload.sub : null;
}

/** The signed-in user, or null when signed out or the account no longer exists. */
export async function currentUser(req: NextRequest): Promise<User | null> {
  const id = await sessionUserId(req);
  return id ? getUserById(id) : null;
}

/** The signed-in user; throws UNAUTHORIZED (401) otherwise. */
export async function requireUser(req: NextRequest): Promise<User> {
  const user = await currentUser(req);
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return user;
}

/** The signed-in admin; throws UNAUTHORIZED (401) when signed out, FORBIDDEN (403) for others. */
export async function requireAdmin(req: NextRequest): Promise<User> {
  const user = await requireUser(req);
  if (user.role !== 'admin') throw new ApiError('FORBIDDEN', 'Unauthorized access');
  return user;
}

/**
 * The signed-in user for a Server Component (pages have no NextRequest): reads the next-auth
 * session cookie through `next/headers`. Cookie only, never a bearer header, because pages are
 * opened by a browser. Null when signed out or the account no longer exists; the page decides
 * where to send the visitor (DECISIONS §2).
 */
export async function pageUser(): Promise<User | null> {
  const jar = await cookies();
  // getToken reads `req.cookies` (anything with getAll) and finds the secure or chunked cookie.
  const req = { cookies: jar, headers: {} } as unknown as NextRequest;
  const payload = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  return typeof payload?.sub === 'string' ? getUserById(payload.sub) : null;
}
