/**
 * Who a visitor is, for the daily preview limit: their address and a signed,
 * httpOnly visitor cookie. Both are counted; clearing the cookie does not reset the limit.
 */
import crypto from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { VISITOR_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants/previews';
import { env, getAuthSecret } from '@/lib/env';
import { clientIp } from '@/lib/http/client-ip';

export const VISITOR_COOKIE = 'plenary_visitor';

const sign = (id: string) => crypto.createHmac('sha256', getAuthSecret()).update(`visitor:${id}`).digest('base64url');

/** A one-way key for an address, so raw addresses are never stored. */
export const hashKey = (value: string) =>
  crypto.createHmac('sha256', getAuthSecret()).update(value).digest('base64url').slice(0, 32);

/** The visitor's id from a valid signed cookie, or a new one (`isNew`) to set. */
export function visitorFrom(req: NextRequest): { id: string; ipKey: string; isNew: boolean; cookie: string } {
  const raw = req.cookies.get(VISITOR_COOKIE)?.value ?? '';
  const [id, mac] = raw.split('.');
  const valid =
    id && mac && mac.length === sign(id).length && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(sign(id)));
  const visitorId = valid ? id : crypto.randomBytes(16).toString('base64url');
  return { id: visitorId, ipKey: hashKey(clientIp(req.headers)), isNew: !valid, cookie: `${visitorId}.${sign(visitorId)}` };
}

/**
 * Sets a new visitor's signed cookie on the answer (httpOnly, SameSite=Lax, Secure over https,
 * VISITOR_COOKIE_MAX_AGE_SECONDS); a returning visitor's cookie is left as it is.
 */
export function setVisitorCookie(res: NextResponse, visitor: { isNew: boolean; cookie: string }): NextResponse {
  if (visitor.isNew) {
    res.cookies.set(VISITOR_COOKIE, visitor.cookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.servedOverHttps,
      maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    });
  }
  return res;
}
