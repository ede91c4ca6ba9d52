/**
 * Who a visitor is, for the daily preview limit (DECISIONS §1): their address and a signed,
 * httpOnly visitor cookie. Both are counted; clearing the cookie does not reset the limit.
 */
import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getAuthSecret } from '@/lib/env';
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
