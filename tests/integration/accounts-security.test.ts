/**
 * Attacks on accounts, each reproduced through the route handlers: password guessing in
 * parallel and locking an owner out, sessions that outlive sign-out, taking the admin role with
 * an address one does not own, and free lessons regained by deleting and re-registering.
 * Password hashing is the cheap stand-in with a short delay, so checks can be counted and
 * overlap the way real argon2id checks do.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/db';
import { RATE_LIMITS } from '@/lib/constants';
import { POST as login } from '@/app/api/auth/login/route';
import { call, freshIp, signUp, type ApiResult } from '../helpers/api';

const checks = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/lib/auth/password', async () => {
  const fast = await import('../helpers/fast-password');
  const slow = () => new Promise((resolve) => setTimeout(resolve, 15));
  return {
    hashPassword: fast.hashPassword,
    verifyPassword: async (hash: string, password: string) => {
      checks.count += 1;
      await slow();
      return fast.verifyPassword(hash, password);
    },
    verifyAgainstDummy: async (password: string) => {
      checks.count += 1;
      await slow();
      return fast.verifyAgainstDummy(password);
    },
  };
});

beforeAll(async () => {
  await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
});

const loginCall = (body: unknown, ip: string, cookie?: string) =>
  call(login, { method: 'POST', path: '/api/auth/login', body, ip, cookie });

/** The `name=value` of a cookie the response set, ready to send back. */
function setCookie(res: ApiResult, name: string): string | undefined {
  const all = res.headers.getSetCookie?.() ?? [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}

describe('guessing a password in parallel', () => {
  it('lets at most the per-address-and-client limit of 40 parallel wrong passwords from one client reach a password check', async () => {
    const victim = await signUp();
    const ip = freshIp();
    checks.count = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => loginCall({ email: victim.email, password: 'wrong-guess' }, ip)),
    );
    expect(checks.count).toBeLessThanOrEqual(RATE_LIMITS.loginPerEmailAndIp.points);
    expect(results.filter((r) => r.status === 401)).toHaveLength(checks.count);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40 - checks.count);
  });

  it('lets at most the per-address limit of 40 parallel wrong passwords from 40 clients reach a password check', async () => {
    const victim = await signUp();
    checks.count = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => loginCall({ email: victim.email, password: 'wrong-guess' }, freshIp())),
    );
    expect(checks.count).toBeLessThanOrEqual(RATE_LIMITS.loginPerEmail.points);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(40 - RATE_LIMITS.loginPerEmail.points);
  });
});

describe('locking the owner out', () => {
  it('lets the owner sign in from another address while one client hammers their address', async () => {
    const owner = await signUp();
    const attacker = freshIp();
    const attack = Promise.all(
      Array.from({ length: 40 }, () => loginCall({ email: owner.email, password: 'wrong-guess' }, attacker)),
    );
    const own = await loginCall({ email: owner.email, password: owner.password }, freshIp());
    await attack;
    const after = await loginCall({ email: owner.email, password: owner.password }, freshIp());
    expect(own.status).toBe(200);
    expect(after.status).toBe(200);
  });

  it('lets the owner sign in from a browser they used before while many clients have used up the address', async () => {
    const owner = await signUp();
    const first = await loginCall({ email: owner.email, password: owner.password }, freshIp());
    expect(first.status).toBe(200);
    const device = setCookie(first, 'plenary.device');
    expect(device).toBeDefined();

    const attack = await Promise.all(
      Array.from({ length: 40 }, () => loginCall({ email: owner.email, password: 'wrong-guess' }, freshIp())),
    );
    expect(attack.some((r) => r.status === 429)).toBe(true);
    // A browser that never signed in to this account is held back, as the guesses are …
    expect((await loginCall({ email: owner.email, password: owner.password }, freshIp())).status).toBe(429);
    // … but the owner's own browser, from a new address, signs in.
    const own = await loginCall({ email: owner.email, password: owner.password }, freshIp(), device);
    expect(own.status).toBe(200);
  });

  it("does not let one account's device cookie, or a forged one, skip another address's limit", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const mine = setCookie(await loginCall({ email: attacker.email, password: attacker.password }, freshIp()), 'plenary.device');
    expect(mine).toBeDefined();
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.points; i++) {
      await loginCall({ email: victim.email, password: 'wrong-guess' }, freshIp());
    }
    checks.count = 0;
    for (const cookie of [mine, 'plenary.device=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged']) {
      const res = await loginCall({ email: victim.email, password: 'another-guess' }, freshIp(), cookie);
      expect(res.status).toBe(429);
    }
    expect(checks.count).toBe(0);
  });

  it('does not let a client refused for guessing use up the address for everyone else', async () => {
    const owner = await signUp();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await loginCall({ email: owner.email, password: 'wrong-guess' }, ip);
    // Refused attempts gave their points back, so the address itself is not used up.
    expect((await loginCall({ email: owner.email, password: owner.password }, freshIp())).status).toBe(200);
  });
});
