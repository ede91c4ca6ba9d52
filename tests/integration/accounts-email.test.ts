/**
 * The e-mail journeys of an account, against a real SMTP server in this process: sign-up sends a
 * verification link, "forgot password" sends a reset link, and each link is followed from the
 * message as received. Also changing the password while signed in, and what the mail module
 * does without a mail server. Password hashing is the cheap stand-in (auth.test.ts checks the
 * real one).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { accountTokens } from '@/db/schema';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route';
import { POST as resendVerification } from '@/app/api/auth/verify-email/resend/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as changePassword } from '@/app/api/account/password/route';
import { POST as generateLesson } from '@/app/api/generate/lesson/route';
import { GET as getProfile } from '@/app/api/user/profile/route';
import { GET as getDashboard } from '@/app/api/user/dashboard/route';
import { call, freshEmail, freshIp, signUp, userRow } from '../helpers/api';
import { linkToken, startMailServer, type MailServer } from '../helpers/smtp';

/** The subject line of the password reset e-mail. */
const RESET_SUBJECT = 'Reset your Plenary password';

vi.mock('@/lib/auth/password', () => import('../helpers/fast-password'));

let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  process.env.MAIL_FROM = 'Plenary <hello@plenary.test>';
  await getDb();
}, 60_000);

afterAll(async () => {
  await mail.close();
  delete process.env.SMTP_URL;
  await closeDb();
});

const post = (handler: Parameters<typeof call>[0], body: unknown, opts: { token?: string; ip?: string } = {}) =>
  call(handler, { method: 'POST', body, ...opts });
const profileOf = async (token: string) => call(getProfile, { path: '/api/user/profile', token });
const loginStatus = async (email: string, password: string) =>
  (await call(login, { method: 'POST', path: '/api/auth/login', body: { email, password } })).status;

describe('verifying the address', () => {
  it('sends a verification e-mail at sign-up whose link verifies the address', async () => {
    const teacher = await signUp({ name: 'Jo Bloggs' });
    const message = await mail.waitFor(teacher.email);
    expect(message.from).toContain('hello@plenary.test');
    expect(message.subject).toBe('Confirm your e-mail address for Plenary');
    expect(message.text).toContain('Hello Jo Bloggs,');
    expect(message.text).toMatch(/expires in 24 hours/);
    expect(message.html).toContain('Confirm my e-mail address');
    const token = linkToken(message.text, '/verify-email');
    expect(message.html).toContain(`/verify-email?token=${token}`);

    expect((await profileOf(teacher.token)).body.data.emailVerified).toBe(false);
    const dashboard = await call(getDashboard, { path: '/api/user/dashboard', token: teacher.token });
    expect(dashboard.body.data.emailVerified).toBe(false);

    const res = await post(verifyEmail, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { email: teacher.email } });
    expect((await profileOf(teacher.token)).body.data.emailVerified).toBe(true);
    const after = await call(getDashboard, { path: '/api/user/dashboard', token: teacher.token });
    expect(after.body.data.emailVerified).toBe(true);
  });

  it('stores only a hash of the token, and a link works once, until it expires', async () => {
    const teacher = await signUp();
    const token = linkToken((await mail.waitFor(teacher.email)).text, '/verify-email');
    const db = await getDb();
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.userId, teacher.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));

    await db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.userId, teacher.user.id));
    const expired = await post(verifyEmail, { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatch(/expired/);
    expect((await userRow(teacher.user.id)).emailVerifiedAt).toBeNull();

    await db.update(accountTokens).set({ expiresAt: sql`now() + interval '1 hour'` }).where(eq(accountTokens.userId, teacher.user.id));
    expect((await post(verifyEmail, { token })).status).toBe(200);
    const again = await post(verifyEmail, { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: 'This link has already been used.', code: 'VALIDATION_ERROR' });

    const forged = await post(verifyEmail, { token: 'x'.repeat(43) });
    expect(forged.body.error).toMatch(/not valid/);
    expect((await post(verifyEmail, { token: '' })).status).toBe(400);
  });

  it('resends the link on request, a few times an hour, and not to a verified address', async () => {
    const teacher = await signUp();
    await mail.waitFor(teacher.email);
    for (let i = 1; i <= RATE_LIMITS.verifyResendPerUser.points; i++) {
      const res = await post(resendVerification, undefined, { token: teacher.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ alreadyVerified: false });
      await mail.waitFor(teacher.email, { since: i });
    }
    const refused = await post(resendVerification, undefined, { token: teacher.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

    // The newest link works.
    const newest = mail.received.filter((m) => m.to.includes(teacher.email)).at(-1)!;
    expect((await post(verifyEmail, { token: linkToken(newest.text, '/verify-email') })).status).toBe(200);
    const verified = await post(resendVerification, undefined, { token: teacher.token });
    expect(verified.body.data).toEqual({ alreadyVerified: true });
    expect((await post(resendVerification, undefined, {})).status).toBe(401);
  });

  it('lets an unverified teacher write their free lessons', async () => {
    const teacher = await signUp();
    const res = await call(generateLesson, {
      method: 'POST',
      path: '/api/generate/lesson',
      token: teacher.token,
      body: { subject: 'History', topic: 'The Romans in Britain', yearGroup: 'Year 4', duration: 60 },
    });
    expect(res.status).toBe(200);
    expect((await userRow(teacher.user.id)).emailVerifiedAt).toBeNull();
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and e-mails only a real one', async () => {
    const teacher = await signUp();
    const stranger = freshEmail('nobody');
    const known = await post(forgotPassword, { email: teacher.email.toUpperCase() });
    const unknown = await post(forgotPassword, { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toMatch(/If an account uses that address/);

    const message = await mail.waitFor(teacher.email, { subject: RESET_SUBJECT });
    expect(message.subject).toBe('Reset your Plenary password');
    expect(message.text).toMatch(/expires in 60 minutes/);
    linkToken(message.text, '/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.countFor(stranger)).toBe(0);
  });

  it('limits requests per address, whether or not it has an account, and per client address', async () => {
    const address = freshEmail('often');
    for (let i = 0; i < RATE_LIMITS.resetPerEmail.points; i++) {
      expect((await post(forgotPassword, { email: address })).status).toBe(200);
    }
    const refused = await post(forgotPassword, { email: address });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');

    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.resetPerIp.points; i++) {
      expect((await post(forgotPassword, { email: freshEmail('spray') }, { ip })).status).toBe(200);
    }
    expect((await post(forgotPassword, { email: freshEmail('spray') }, { ip })).status).toBe(429);
    expect((await post(forgotPassword, { email: 'not-an-address' })).status).toBe(400);
  });

  it('resets the password with the link from the e-mail, ends every session, and verifies the address', async () => {
    const teacher = await signUp();
    const laptop = (await call(login, { method: 'POST', body: { email: teacher.email, password: teacher.password } })).body.data.token;
    await post(forgotPassword, { email: teacher.email });
    const token = linkToken((await mail.waitFor(teacher.email, { subject: RESET_SUBJECT })).text, '/reset-password');

    const mismatch = await post(resetPassword, { token, password: 'a-new-password-1', confirmPassword: 'something-else' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('confirmPassword: Passwords do not match');
    const short = await post(resetPassword, { token, password: 'short', confirmPassword: 'short' });
    expect(short.body.error).toMatch(/^password: Password must be at least 8 characters/);

    const res = await post(resetPassword, { token, password: 'a-new-password-1', confirmPassword: 'a-new-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: teacher.email });

    expect((await profileOf(laptop)).status).toBe(401);
    expect((await profileOf(teacher.token)).status).toBe(401);
    expect(await loginStatus(teacher.email, teacher.password)).toBe(401);
    expect(await loginStatus(teacher.email, 'a-new-password-1')).toBe(200);
    expect((await userRow(teacher.user.id)).emailVerifiedAt).not.toBeNull();

    const reused = await post(resetPassword, { token, password: 'third-password-1', confirmPassword: 'third-password-1' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('This link has already been used.');
    expect(await loginStatus(teacher.email, 'third-password-1')).toBe(401);
  });

  it('refuses an expired reset link and changes nothing', async () => {
    const teacher = await signUp();
    await post(forgotPassword, { email: teacher.email });
    const token = linkToken((await mail.waitFor(teacher.email, { subject: RESET_SUBJECT })).text, '/reset-password');
    const db = await getDb();
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, teacher.user.id));
    const res = await post(resetPassword, { token, password: 'a-new-password-1', confirmPassword: 'a-new-password-1' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This link has expired.');
    expect((await profileOf(teacher.token)).status).toBe(200);
    expect(await loginStatus(teacher.email, teacher.password)).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const teacher = await signUp();
    const signIn = async () =>
      (await call(login, { method: 'POST', body: { email: teacher.email, password: teacher.password } })).body.data.token as string;
    const here = await signIn();
    const phone = await signIn();

    const wrong = await post(changePassword, { currentPassword: 'not-it', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, { token: here });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/^currentPassword: /);
    expect((await profileOf(phone)).status).toBe(200);

    const res = await post(
      changePassword,
      { currentPassword: teacher.password, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      { token: here },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ endedSessions: 2 });
    expect((await profileOf(here)).status).toBe(200);
    expect((await profileOf(phone)).status).toBe(401);
    expect(await loginStatus(teacher.email, teacher.password)).toBe(401);
    expect(await loginStatus(teacher.email, 'brand-new-pass')).toBe(200);
  });

  it('stops guessing the current password after a few wrong tries', async () => {
    const teacher = await signUp();
    const body = { currentPassword: 'guess', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' };
    for (let i = 0; i < RATE_LIMITS.passwordChangePerUser.points; i++) {
      expect((await post(changePassword, body, { token: teacher.token })).status).toBe(400);
    }
    expect((await post(changePassword, body, { token: teacher.token })).status).toBe(429);
    expect((await post(changePassword, body)).status).toBe(401);
  });
});

describe('mail without a mail server', () => {
  it('writes the message, link included, to the log in development', async () => {
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    try {
      const sent = await sendMail({ to: 'jo@school.example', subject: 'Hi', text: 'Open http://x/verify-email?token=abc', html: '<p>x</p>' });
      expect(sent).toBe(false);
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).toContain('verify-email?token=abc');
      expect(logged).not.toContain('jo@school.example');
    } finally {
      info.mockRestore();
      process.env.SMTP_URL = saved;
    }
  });

  it('logs an error in production and carries on', async () => {
    const saved = { smtp: process.env.SMTP_URL, node: process.env.NODE_ENV };
    delete process.env.SMTP_URL;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      await expect(sendMail({ to: 'jo@school.example', subject: 'Hi', text: 'secret link', html: '' })).resolves.toBe(false);
      expect(JSON.stringify(error.mock.calls)).toMatch(/SMTP_URL is not set/);
      expect(JSON.stringify(error.mock.calls)).not.toContain('secret link');
    } finally {
      error.mockRestore();
      process.env.SMTP_URL = saved.smtp;
      (process.env as Record<string, string | undefined>).NODE_ENV = saved.node;
    }
  });
});
