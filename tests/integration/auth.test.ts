/**
 * Registration and sign-in as an API client sees them, with the real
 * argon2id hashing. Everything else lives in account.test.ts, where hashing is stubbed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { users } from '@/db/schema';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as getProfile } from '@/app/api/user/profile/route';
import { call, freshEmail, signUp, userRow } from '../helpers/api';

beforeAll(async () => {
  await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
});

const registerCall = (body: unknown, ip?: string) =>
  call(register, { method: 'POST', path: '/api/auth/register', body, ip });
const loginCall = (body: unknown, ip?: string) =>
  call(login, { method: 'POST', path: '/api/auth/login', body, ip });

describe('POST /api/auth/register', () => {
  it('creates an account and answers 201 with the user and a bearer token', async () => {
    const res = await registerCall({
      email: '  Jane.Smith@School.Example ',
      password: 'lesson-plans-4-all',
      name: 'Jane Smith',
    });

    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
    const { user, token } = res.body.data;
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThan(20);
    expect(user).toMatchObject({
      email: 'jane.smith@school.example',
      name: 'Jane Smith',
      role: 'user',
      activeRole: null,
      subject: null,
      isPremium: false,
      onboardingRequired: true,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    // Nothing secret ever leaves the server.
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('stripeCustomerId');
    expect(JSON.stringify(res.body)).not.toContain('$argon2');
  });

  it('stores the password only as an argon2id hash', async () => {
    const { user, password } = await signUp();
    const row = await userRow(user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(password);
  });

  it('gives a token that works straight away as a Bearer token', async () => {
    const { token, user } = await signUp();
    const res = await call(getProfile, { path: '/api/user/profile', token });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
  });

  it('refuses an e-mail that is already registered, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const email = freshEmail('dup');
    await signUp({ email });

    for (const variant of [email, email.toUpperCase(), ` ${email.replace(/^d/, 'D')} `]) {
      const res = await registerCall({ email: variant, password: 'another-password' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: expect.stringMatching(/already exists/i),
        code: 'EMAIL_TAKEN',
      });
    }
    const db = await getDb();
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('accepts a registration without a name (API clients may omit it)', async () => {
    const res = await registerCall({ email: freshEmail(), password: 'no-name-needed', name: '' });
    expect(res.status).toBe(201);
    expect(res.body.data.user.name).toBeNull();
  });

  const invalid: Array<[string, unknown, string, RegExp]> = [
    ['a malformed e-mail', { email: 'not-an-email', password: 'password123' }, 'email', /Invalid email address/],
    ['a missing e-mail', { password: 'password123' }, 'email', /Email is required/],
    ['an e-mail that is a number', { email: 12345, password: 'password123' }, 'email', /email/i],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@x.co`, password: 'password123' }, 'email', /at most 254/],
    ['a short password', { email: 'short@school.example', password: 'abc' }, 'password', /at least 8 characters/],
    ['a missing password', { email: 'nopass@school.example' }, 'password', /Password is required/],
    ['a password that is not text', { email: 'num@school.example', password: 12345678 }, 'password', /password/i],
    ['an over-long password', { email: 'long@school.example', password: 'p'.repeat(201) }, 'password', /at most 200/],
    ['a one-letter name', { email: 'n1@school.example', password: 'password123', name: 'J' }, 'name', /at least 2 characters/],
    ['an over-long name', { email: 'n2@school.example', password: 'password123', name: 'n'.repeat(101) }, 'name', /at most 100/],
    ['a name that is not text', { email: 'n3@school.example', password: 'password123', name: 42 }, 'name', /./],
  ];
  it.each(invalid)('answers 400 VALIDATION_ERROR naming the field for %s', async (_label, body, field, message) => {
    const res = await registerCall(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.startsWith(`${field}:`)).toBe(true);
    expect(res.body.error).toMatch(message);
  });

  it('answers 400 VALIDATION_ERROR for a body that is JSON but not an object', async () => {
    for (const body of ['[]', 'null', '"jane@school.example"', '42']) {
      const res = await registerCall(body);
      expect(res.status, body).toBe(400);
      expect(res.body.code, body).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 400 INVALID_JSON for a malformed or empty body', async () => {
    for (const body of ['{"email": "a@b.co", ', 'email=a@b.co', '']) {
      const res = await call(register, {
        method: 'POST',
        path: '/api/auth/register',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.any(String), code: 'INVALID_JSON' });
    }
  });

  it('answers odd bodies with a 400, never a 500', async () => {
    const odd: unknown[] = [
      { email: {}, password: [] },
      { email: ['a@b.co'], password: 'password123' },
      { email: 'a@b.co', password: null },
      '{"__proto__": {"admin": true}, "email": "proto@school.example"}',
      'true',
    ];
    for (const body of odd) {
      const res = await registerCall(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(['VALIDATION_ERROR', 'INVALID_JSON']).toContain(res.body.code);
    }
  });

  it('refuses a body over the size cap with 413, never a 500', async () => {
    const res = await registerCall({ email: 'huge@school.example', password: 'p'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lets exactly one of two simultaneous sign-ups for the same e-mail succeed', async () => {
    const email = freshEmail('race');
    const results = await Promise.all([
      registerCall({ email, password: 'first-password' }),
      registerCall({ email: email.toUpperCase(), password: 'second-password' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('creates no account when validation fails', async () => {
    const email = freshEmail('invalid');
    await registerCall({ email, password: 'short' });
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and returns a token usable as Bearer', async () => {
    const { email, password, user } = await signUp();
    const res = await loginCall({ email: email.toUpperCase(), password });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user.id).toBe(user.id);
    expect(res.body.data.user).not.toHaveProperty('passwordHash');

    const profile = await call(getProfile, { path: '/api/user/profile', token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: user.id, email });
  });

  it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
    const { email } = await signUp();
    const wrongPassword = await loginCall({ email, password: 'definitely-wrong' });
    const unknownEmail = await loginCall({ email: freshEmail('nobody'), password: 'definitely-wrong' });

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      error: expect.any(String),
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).not.toHaveProperty('data');
  });

  it('answers 400 naming the field for a missing password or bad e-mail, and INVALID_JSON for junk', async () => {
    const noPassword = await loginCall({ email: 'someone@school.example' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('VALIDATION_ERROR');
    expect(noPassword.body.error).toMatch(/^password: Password is required/);

    const badEmail = await loginCall({ email: 'someone', password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toMatch(/^email: /);

    const junk = await loginCall('{oops');
    expect(junk.status).toBe(400);
    expect(junk.body.code).toBe('INVALID_JSON');
  });
});
