/**
 * Attacks on accounts, each reproduced through the route handlers: password guessing in
 * parallel and locking an owner out, sessions that outlive sign-out, taking the admin role with
 * an address one does not own, and free lessons regained by deleting and re-registering.
 * Password hashing is the cheap stand-in with a short delay, so checks can be counted and
 * overlap the way real argon2id checks do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/db';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { erasedAccounts } from '@/db/schema';
import { decode, encode } from 'next-auth/jwt';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as getProfile } from '@/app/api/user/profile/route';
import { GET as getDashboard } from '@/app/api/user/dashboard/route';
import { POST as generateLesson } from '@/app/api/generate/lesson/route';
import { DELETE as deleteAccountRoute } from '@/app/api/account/route';
import { getAuthOptions } from '@/lib/auth/options';
import { startup } from '@/lib/startup';
import { call, freshEmail, freshIp, signUp, updateUserRow, type ApiResult } from '../helpers/api';

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

describe('sessions that end', () => {
  const signIn = async (who: { email: string; password: string }) => {
    const res = await loginCall({ email: who.email, password: who.password }, freshIp());
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const asCookie = (token: string) => `next-auth.session-token=${token}`;
  const profileStatus = async (opts: { token?: string; cookie?: string }) =>
    (await call(getProfile, { path: '/api/user/profile', ...opts })).status;

  it('stops accepting a session cookie once its browser has signed out', async () => {
    const teacher = await signUp();
    const token = await signIn(teacher);
    expect(await profileStatus({ cookie: asCookie(token) })).toBe(200);

    // What next-auth calls with the decoded cookie when the browser signs out.
    const decoded = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
    await getAuthOptions().events!.signOut!({ token: decoded!, session: undefined as never });

    expect(await profileStatus({ cookie: asCookie(token) })).toBe(401);
    expect(await profileStatus({ token })).toBe(401);
    // The browser's own session reads now clear its cookie.
    await expect(getAuthOptions().callbacks!.jwt!({ token: decoded! } as never)).rejects.toThrow();
  });

  it('refuses a well-signed token that names no session (issued before sessions could end)', async () => {
    const teacher = await signUp();
    const legacy = await encode({ token: { sub: teacher.user.id }, secret: process.env.NEXTAUTH_SECRET! });
    expect(await profileStatus({ token: legacy })).toBe(401);
    expect(await profileStatus({ cookie: asCookie(legacy) })).toBe(401);
  });

  it('signs out everywhere else: other sessions end, this one carries on', async () => {
    const { POST: revokeOthers } = await import('@/app/api/account/sessions/revoke-others/route');
    const teacher = await signUp();
    const laptop = await signIn(teacher);
    const phone = await signIn(teacher);
    const res = await call(revokeOthers, { method: 'POST', path: '/api/account/sessions/revoke-others', token: laptop });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { ended: 2 } }); // the phone and the sign-up token
    expect(await profileStatus({ token: laptop })).toBe(200);
    expect(await profileStatus({ token: phone })).toBe(401);
    expect(await profileStatus({ token: teacher.token })).toBe(401);
  });

  it('signs out everywhere, this session included, and expires the cookie', async () => {
    const { POST: revokeAll } = await import('@/app/api/account/sessions/revoke-all/route');
    const teacher = await signUp();
    const laptop = await signIn(teacher);
    const res = await call(revokeAll, { method: 'POST', path: '/api/account/sessions/revoke-all', cookie: asCookie(laptop) });
    expect(res.status).toBe(200);
    expect(res.body.data.ended).toBe(2);
    expect(res.headers.getSetCookie().some((c) => /^next-auth\.session-token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await profileStatus({ cookie: asCookie(laptop) })).toBe(401);
    expect(await profileStatus({ token: teacher.token })).toBe(401);
    // Another teacher's sessions are untouched.
    const other = await signUp();
    expect(await profileStatus({ token: other.token })).toBe(200);
  });

  it('lists every session, ended ones with when they ended, in the account export', async () => {
    const { GET: exportAccount } = await import('@/app/api/account/export/route');
    const teacher = await signUp();
    const laptop = await signIn(teacher);
    const decoded = await decode({ token: laptop, secret: process.env.NEXTAUTH_SECRET! });
    await getAuthOptions().events!.signOut!({ token: decoded!, session: undefined as never });
    const res = await call(exportAccount, { path: '/api/account/export', token: teacher.token });
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.map((s: { endedAt: string | null }) => s.endedAt === null)).toEqual([true, false]);
    expect(res.body.sessions[0].label).toBe('API client');
    expect(JSON.stringify(res.body.sessions)).not.toContain(decoded!.sid!);
  });

  it('answers 401 to both routes without a live session', async () => {
    const { POST: revokeOthers } = await import('@/app/api/account/sessions/revoke-others/route');
    const { POST: revokeAll } = await import('@/app/api/account/sessions/revoke-all/route');
    for (const handler of [revokeOthers, revokeAll]) {
      const res = await call(handler, { method: 'POST' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('taking the admin role', () => {
  const original = process.env.ADMIN_EMAILS;
  afterEach(() => {
    if (original === undefined) delete process.env.ADMIN_EMAILS;
    else process.env.ADMIN_EMAILS = original;
  });
  const roleOf = async (token: string) => (await call(getProfile, { path: '/api/user/profile', token })).body.data?.role;

  it('does not make whoever registers a listed address first an admin', async () => {
    const headEmail = freshEmail('head');
    process.env.ADMIN_EMAILS = headEmail;
    const squatter = await signUp({ email: headEmail });
    expect(squatter.user.role).toBe('user');
    expect(await roleOf(squatter.token)).toBe('user');
    await startup();
    expect(await roleOf(squatter.token)).toBe('user');
  });

  it('makes a listed address an admin once its owner verifies it', async () => {
    const headEmail = freshEmail('head');
    process.env.ADMIN_EMAILS = headEmail;
    const head = await signUp({ email: headEmail });
    const { markEmailVerified } = await import('@/lib/users/verification');
    await markEmailVerified(head.user.id);
    expect(await roleOf(head.token)).toBe('admin');
  });

  it('takes the role away at start-up from an admin whose address is no longer listed, or was never verified', async () => {
    const leaver = await signUp();
    const squatter = await signUp();
    await updateUserRow(leaver.user.id, { role: 'admin', emailVerifiedAt: new Date() });
    await updateUserRow(squatter.user.id, { role: 'admin' });
    process.env.ADMIN_EMAILS = `someone.else@school.example,${squatter.email}`;
    await startup();
    expect(await roleOf(leaver.token)).toBe('user');
    expect(await roleOf(squatter.token)).toBe('user');
  });

  it('keeps a role an operator granted across restarts, and refuses to grant one to an unverified address', async () => {
    const { grantAdminByOperator, listAdmins, revokeAdminByOperator } = await import('@/lib/users/admins');
    const deputy = await signUp();
    const unverified = await signUp();
    await expect(grantAdminByOperator(unverified.email)).rejects.toThrow(/not verified/);
    await expect(grantAdminByOperator(freshEmail('nobody'))).rejects.toThrow(/No account/);

    await updateUserRow(deputy.user.id, { emailVerifiedAt: new Date() });
    await grantAdminByOperator(deputy.email.toUpperCase());
    process.env.ADMIN_EMAILS = '';
    await startup();
    expect(await roleOf(deputy.token)).toBe('admin');
    expect(await listAdmins()).toContainEqual(expect.objectContaining({ email: deputy.email, verified: true, grant: 'operator' }));

    await revokeAdminByOperator(deputy.email);
    expect(await roleOf(deputy.token)).toBe('user');
    expect(await roleOf(unverified.token)).toBe('user');
  });

  it('treats a Google sign-in as verified, and takes over an unverified password account without its password or sessions', async () => {
    const { upsertOAuthUser } = await import('@/lib/users/sign-in');
    const headEmail = freshEmail('head');
    process.env.ADMIN_EMAILS = headEmail;
    const squatter = await signUp({ email: headEmail });

    const owner = await upsertOAuthUser(headEmail.toUpperCase(), 'Head Teacher');
    expect(owner.id).toBe(squatter.user.id);
    expect(owner.role).toBe('admin');
    expect(owner.emailVerifiedAt).not.toBeNull();
    expect(owner.passwordHash).toBeNull();
    // The squatter's session and password no longer work.
    expect((await call(getProfile, { path: '/api/user/profile', token: squatter.token })).status).toBe(401);
    expect((await loginCall({ email: headEmail, password: squatter.password }, freshIp())).status).toBe(401);

    const fresh = await upsertOAuthUser(freshEmail('google'), null);
    expect(fresh.emailVerifiedAt).not.toBeNull();
    expect(fresh.role).toBe('user');
  });
});

describe('free lessons regained by deleting the account', () => {
  const writeLesson = (token: string) =>
    call(generateLesson, {
      method: 'POST',
      path: '/api/generate/lesson',
      token,
      body: { subject: 'Science', topic: 'Photosynthesis', yearGroup: 'Year 8', duration: 60 },
    });
  const deleteAccount = (token: string) =>
    call(deleteAccountRoute, { method: 'DELETE', path: '/api/account', token, body: { confirm: 'DELETE' } });

  it('does not give the free lessons back to an address that deletes its account and signs up again', async () => {
    const email = freshEmail('again');
    const first = await signUp({ email });
    for (let i = 0; i < FREE_LESSON_LIMIT; i++) expect((await writeLesson(first.token)).status).toBe(200);
    expect((await writeLesson(first.token)).body.code).toBe('LIMIT_REACHED');
    expect((await deleteAccount(first.token)).status).toBe(200);

    const again = await signUp({ email: email.toUpperCase() });
    const refused = await writeLesson(again.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LIMIT_REACHED');
  });

  it('carries over a part-used allowance, keeps no address, and leaves other addresses their full allowance', async () => {
    const email = freshEmail('part');
    const first = await signUp({ email });
    expect((await writeLesson(first.token)).status).toBe(200);
    expect((await deleteAccount(first.token)).status).toBe(200);

    const db = await getDb();
    const kept = await db.select().from(erasedAccounts);
    expect(JSON.stringify(kept)).not.toContain(email);
    expect(kept.every((row) => /^[0-9a-f]{64}$/.test(row.emailHash))).toBe(true);

    const again = await signUp({ email });
    const dashboard = await call(getDashboard, { path: '/api/user/dashboard', token: again.token });
    expect(dashboard.body.data.overview.remaining).toBe(FREE_LESSON_LIMIT - 1);
    const stranger = await signUp();
    const theirs = await call(getDashboard, { path: '/api/user/dashboard', token: stranger.token });
    expect(theirs.body.data.overview.remaining).toBe(FREE_LESSON_LIMIT);
  });
});
