/** Password hashing with argon2id, via the maintained `argon2` library. */
import argon2 from 'argon2';

/** Hashes a password with argon2id (64 MiB, 3 passes). Returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when `password` matches `hash`; false for a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for unknown e-mails, so the response time does
 * not reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('plenary-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
