/**
 * Runs before every page (not /api, not Next's static files, not the favicon):
 * - sets the page's security headers (lib/security/headers.ts) with a fresh nonce, and passes
 *   the policy on to Next.js with the request, which puts that nonce on its own scripts;
 * - sends signed-out visitors of signed-in pages to /login?from=<page> before anything renders.
 *   This is only a redirect: every API handler checks the session itself (requireUser), and
 *   the page guard (RequireAuth) handles onboarding.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { SIGNED_IN_PAGE_PREFIXES } from '@/lib/constants/security';
import { env, getAuthSecret } from '@/lib/env';
import { newNonce, pageSecurityHeaders } from '@/lib/security/headers';

/** Whether `pathname` is a signed-in page: one of the prefixes itself or anything under it. */
function isSignedInPage(pathname: string): boolean {
  return SIGNED_IN_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether the request carries a valid session (cookie or bearer token). */
async function hasSession(req: NextRequest): Promise<boolean> {
  const token = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  return Boolean(token?.sub);
}

/**
 * The page's response: a redirect to /login?from=<path and query> for a signed-out visitor of a
 * signed-in page, otherwise the page itself rendered with this request's policy; either way
 * with the security headers set.
 */
export async function proxy(req: NextRequest) {
  const security = pageSecurityHeaders({
    nonce: newNonce(),
    development: env.nodeEnv === 'development',
    https: env.servedOverHttps,
  });
  let response: NextResponse;
  if (isSignedInPage(req.nextUrl.pathname) && !(await hasSession(req))) {
    const url = new URL('/login', req.url);
    url.searchParams.set('from', req.nextUrl.pathname + req.nextUrl.search);
    response = NextResponse.redirect(url);
  } else {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set('Content-Security-Policy', security['Content-Security-Policy']);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|favicon.ico).*)'],
};
