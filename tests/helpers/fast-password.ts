/**
 * A cheap stand-in for lib/auth/password, for test files where hashing is only set-up
 * (argon2id costs ~0.3 s per call on a small machine). Use it with
 *   vi.mock('@/lib/auth/password', () => import('../helpers/fast-password'));
 * The real argon2id hashing is checked in tests/integration/auth.test.ts.
 */
export async function hashPassword(password: string): Promise<string> {
  return `fake$${password}`;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return hash === `fake$${password}`;
}

export async function verifyAgainstDummy(_password: string): Promise<void> {}
