/**
 * Device cookies: a browser (or API client) that has signed in to an account successfully gets
 * a signed cookie naming that account. Sign-in attempts from it are counted per device instead
 * of against the address, so someone guessing an address's password from elsewhere cannot lock
 * its owner out of a browser they have used before.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants/accounts';
import { env } from '@/lib/env';
import { derivedKey } from './keys';

/** The cookie's name; httpOnly, SameSite=Lax, Secure when the site is served over https. */
export const DEVICE_COOKIE = 'plenary.device';

export interface DeviceClaim {
  /** The account this browser signed in to. */
  userId: string;
  /** A random id for this browser's cookie, its rate-limit bucket. */
  deviceId: string;
}

/** A new signed device token (HS256 JWT, DEVICE_COOKIE_MAX_AGE_SECONDS) for `userId`. */
export async function issueDeviceToken(userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_MAX_AGE_SECONDS}s`)
    .sign(derivedKey('device-cookie'));
}

/** The account and device a token names, or null when it is missing, forged or expired. */
export async function readDeviceToken(token: string | null | undefined): Promise<DeviceClaim | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, derivedKey('device-cookie'), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { userId: payload.sub, deviceId: payload.jti };
  } catch {
    return null;
  }
}

/** The cookie to set for a device token: name, value and its options for Next's cookie API. */
export function deviceCookie(token: string) {
  return {
    name: DEVICE_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.servedOverHttps,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };
}
