/**
 * The cookies next-auth keeps a web session in, and how to end that session in the browser.
 * next-auth names its session cookie `next-auth.session-token`, with the `__Secure-` prefix when
 * the site is served over https, and splits a large one into `.0`, `.1`, … chunks.
 */
import type { NextRequest, NextResponse } from 'next/server';

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'] as const;

/** True when `name` is a session cookie or one of its chunks. */
function isSessionCookie(name: string): boolean {
  return SESSION_COOKIES.some((base) => name === base || name.startsWith(`${base}.`));
}

/**
 * Expires every session cookie on the answer (both names, and any chunks the request carried),
 * so the browser is signed out once it reads the answer. Returns the same answer.
 */
export function expireSessionCookies(res: NextResponse, req?: NextRequest): NextResponse {
  const names = new Set<string>(SESSION_COOKIES);
  for (const cookie of req?.cookies.getAll() ?? []) if (isSessionCookie(cookie.name)) names.add(cookie.name);
  for (const name of names) {
    res.cookies.set(name, '', {
      path: '/',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'lax',
      secure: name.startsWith('__Secure-'),
    });
  }
  return res;
}
