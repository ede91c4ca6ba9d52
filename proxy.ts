/**
 * Sends signed-out visitors of signed-in pages to /login?from=<page> before anything renders.
 * This is only a redirect: every API handler checks the session itself (requireUser), and
 * the page guard (RequireAuth) handles onboarding.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/env';

export async function proxy(req: NextRequest) {
  const token = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  if (token?.sub) return NextResponse.next();
  const from = req.nextUrl.pathname + req.nextUrl.search;
  const url = new URL('/login', req.url);
  url.searchParams.set('from', from);
  return NextResponse.redirect(url);
}

export const config = {
  matcher: [
    '/dashboard/:path*',
    '/onboarding/:path*',
    '/generate/:path*',
    '/lessons/:path*',
    '/editor/:path*',
    '/account/:path*',
    '/admin/:path*',
  ],
};
