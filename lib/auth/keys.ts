/**
 * Keys derived from the auth secret, one per purpose, so a value signed or hashed for one job
 * (a device cookie, an erased address) can never stand in for another or for a session.
 */
import crypto from 'node:crypto';
import { getAuthSecret } from '@/lib/env';

/** The purposes a derived key may serve; each gets an unrelated 32-byte key. */
export type KeyPurpose = 'device-cookie' | 'erased-email';

/** A 32-byte key for `purpose`, derived from the auth secret with HKDF-SHA256. */
export function derivedKey(purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', getAuthSecret(), 'plenary', `plenary:${purpose}`, 32));
}

/** HMAC-SHA256 of `value` under the key for `purpose`, as 64 hex characters. */
export function keyedHash(purpose: KeyPurpose, value: string): string {
  return crypto.createHmac('sha256', derivedKey(purpose)).update(value, 'utf8').digest('hex');
}
