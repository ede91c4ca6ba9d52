/**
 * Everything after sign-up, as an API client or a teacher sees it: who may call the protected
 * routes, admin grants, sign-in/sign-up rate limits, onboarding, profile, dashboard and the
 * public endpoints. Password hashing is replaced by a cheap stand-in here (it is only set-up;
 * auth.test.ts checks the real argon2id), which keeps the many sign-ups fast.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encode } from 'next-auth/jwt';
import { eq, sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { rateLimits, users } from '@/db/schema';
import { consume, enforce } from '@/lib/rate-limit';
import { ApiError } from '@/lib/http/errors';
import { grantConfiguredAdmins } from '@/lib/users/service';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { EXAM_BOARDS, NATIONS, SUBJECTS, YEAR_GROUPS } from '@/lib/constants/curriculum';
import { DURATIONS, CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { VISITOR_PREVIEWS_PER_DAY } from '@/lib/constants/previews';
import { FREE_LESSON_LIMIT, PREMIUM_PRICE_PENCE } from '@/lib/constants/billing';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { DASHBOARD_RECENT_LESSONS } from '@/lib/constants/lists';
import { GET as getProfile, PUT as putProfile } from '@/app/api/user/profile/route';
import { POST as postOnboarding } from '@/app/api/user/onboarding/route';
import { GET as getOnboardingStatus } from '@/app/api/user/onboarding-status/route';
import { GET as getAccountProfile } from '@/app/api/account/profile/route';
import { GET as getDashboard } from '@/app/api/user/dashboard/route';
import { GET as getPublicConfig } from '@/app/api/config/public/route';
import { GET as getHealth } from '@/app/api/health/route';
import * as unknownApi from '@/app/api/[...path]/route';
import {
  call,
  freshEmail,
  freshIp,
  insertLessons,
  sessionCookie,
  signUp,
  updateUserRow,
  userRow,
  type ApiResult,
  type SignedUp,
} from '../helpers/api';

vi.mock('@/lib/auth/password', () => import('../helpers/fast-password'));

beforeAll(async () => {
  await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
});

const onboard = (token: string, body: unknown) =>
  call(postOnboarding, { method: 'POST', path: '/api/user/onboarding', body, token });
const profileOf = async (token: string) => (await call(getProfile, { path: '/api/user/profile', token })).body.data;
const accountOf = async (token: string) =>
  (await call(getAccountProfile, { path: '/api/account/profile', token })).body.data;
const statusOf = async (token: string) =>
  (await call(getOnboardingStatus, { path: '/api/user/onboarding-status', token })).body.data;
const updateProfile = (token: string, body: unknown) =>
  call(putProfile, { method: 'PUT', path: '/api/user/profile', body, token });

const fullTeacher = {
  role: 'teacher',
  subject: 'Geography',
  location: 'Wales',
  yearGroup: 'Year 9',
  examBoard: 'WJEC/Eduqas',
} as const;

describe('authentication on protected routes', () => {
  const protectedRoutes = [
    ['GET /api/user/profile', getProfile, 'GET', undefined],
    ['PUT /api/user/profile', putProfile, 'PUT', { name: 'New Name' }],
    ['GET /api/user/dashboard', getDashboard, 'GET', undefined],
    ['GET /api/user/onboarding-status', getOnboardingStatus, 'GET', undefined],
    ['POST /api/user/onboarding', postOnboarding, 'POST', { role: 'teacher', subject: 'History' }],
    ['GET /api/account/profile', getAccountProfile, 'GET', undefined],
  ] as const;

  it.each(protectedRoutes)('%s without credentials answers 401 UNAUTHORIZED', async (_name, handler, method, body) => {
    const res = await call(handler, { method, body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: expect.any(String), code: 'UNAUTHORIZED' });
    expect(res.body.error.length).toBeGreaterThan(0);
  });

  it('accepts the next-auth session cookie a web page sends', async () => {
    const { user } = await signUp();
    const res = await call(getProfile, { cookie: await sessionCookie(user.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
  });

  it('accepts a Bearer token whatever the case of the scheme', async () => {
    const { user, token } = await signUp();
    const res = await call(getProfile, { authorization: `bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
  });

  it('lets the Bearer header decide: a garbage token is refused even with a valid cookie', async () => {
    const { user } = await signUp();
    const res = await call(getProfile, { token: 'not-a-real-token', cookie: await sessionCookie(user.id) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('lets the Bearer header decide: a valid token wins over another user\'s cookie', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const res = await call(getProfile, { token: alice.token, cookie: await sessionCookie(bob.user.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(alice.user.id);
  });

  it('refuses a token signed with a different secret', async () => {
    const { user } = await signUp();
    const forged = await encode({ token: { sub: user.id }, secret: 'some-other-secret-entirely-0123456789' });
    expect((await call(getProfile, { token: forged })).status).toBe(401);
    expect((await call(getProfile, { cookie: `next-auth.session-token=${forged}` })).status).toBe(401);
  });

  it('refuses a garbage session cookie', async () => {
    const res = await call(getProfile, { cookie: 'next-auth.session-token=garbage' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('refuses a token whose account has been deleted', async () => {
    const { user, token } = await signUp();
    const cookie = await sessionCookie(user.id);
    expect((await call(getProfile, { token })).status).toBe(200);

    const db = await getDb();
    await db.delete(users).where(eq(users.id, user.id));

    const byToken = await call(getProfile, { token });
    expect(byToken.status).toBe(401);
    expect(byToken.body.code).toBe('UNAUTHORIZED');
    expect((await call(getProfile, { cookie })).status).toBe(401);
  });

  it('refuses a well-signed token whose subject is not a user id', async () => {
    const weird = await encode({ token: { sub: "1' or '1'='1" }, secret: process.env.NEXTAUTH_SECRET! });
    const res = await call(getProfile, { token: weird });
    expect(res.status).toBe(401);
  });
});

describe('ADMIN_EMAILS', () => {
  const original = process.env.ADMIN_EMAILS;
  afterEach(() => {
    if (original === undefined) delete process.env.ADMIN_EMAILS;
    else process.env.ADMIN_EMAILS = original;
  });

  it('makes an account registered with a listed address an admin (any case)', async () => {
    const adminEmail = freshEmail('head');
    process.env.ADMIN_EMAILS = ` someone@else.example , ${adminEmail.toUpperCase()} `;
    const admin = await signUp({ email: adminEmail });
    const plain = await signUp();

    expect(admin.user.role).toBe('admin');
    expect((await userRow(admin.user.id)).role).toBe('admin');
    expect(plain.user.role).toBe('user');
  });

  it('grantConfiguredAdmins promotes an existing account and leaves others alone', async () => {
    delete process.env.ADMIN_EMAILS;
    const future = await signUp();
    const other = await signUp();
    expect(future.user.role).toBe('user');

    process.env.ADMIN_EMAILS = future.email.toUpperCase();
    expect(await grantConfiguredAdmins()).toBe(1);
    expect((await userRow(future.user.id)).role).toBe('admin');
    expect((await userRow(other.user.id)).role).toBe('user');

    // Running it again changes nothing.
    expect(await grantConfiguredAdmins()).toBe(0);

    const profile = await call(getProfile, { token: future.token });
    expect(profile.body.data.role).toBe('admin');
  });

  it('grants nothing when ADMIN_EMAILS is empty', async () => {
    process.env.ADMIN_EMAILS = '';
    await signUp();
    expect(await grantConfiguredAdmins()).toBe(0);
  });
});

describe('onboarding', () => {
  it('reports onboarding as required for a new account', async () => {
    const { token, user } = await signUp();
    expect(user.onboardingRequired).toBe(true);
    expect(await statusOf(token)).toEqual({ completed: false, required: true, activeRole: null, hasSubject: false });
  });

  it('saves a teacher\'s details on the account and as a teacher role profile', async () => {
    const { token, user } = await signUp();
    const res = await onboard(token, fullTeacher);

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      id: user.id,
      activeRole: 'teacher',
      subject: 'Geography',
      location: 'Wales',
      yearGroup: 'Year 9',
      examBoard: 'WJEC/Eduqas',
      onboardingRequired: false,
    });

    expect(await profileOf(token)).toMatchObject({
      activeRole: 'teacher',
      subject: 'Geography',
      location: 'Wales',
      yearGroup: 'Year 9',
      examBoard: 'WJEC/Eduqas',
      onboardingRequired: false,
    });

    const account = await accountOf(token);
    expect(account.activeRole).toBe('teacher');
    expect(account.roleProfiles).toHaveLength(1);
    expect(account.roleProfiles[0]).toMatchObject({
      role: 'teacher',
      subject: 'Geography',
      location: 'Wales',
      yearGroup: 'Year 9',
      examBoard: 'WJEC/Eduqas',
    });
    expect(new Date(account.roleProfiles[0].createdAt).toISOString()).toBe(account.roleProfiles[0].createdAt);

    expect(await statusOf(token)).toEqual({ completed: true, required: false, activeRole: 'teacher', hasSubject: true });
  });

  it('works with the web session cookie too', async () => {
    const { user, token } = await signUp();
    const res = await call(postOnboarding, {
      method: 'POST',
      body: { role: 'teacher', subject: 'Music' },
      cookie: await sessionCookie(user.id),
    });
    expect(res.status).toBe(200);
    expect((await profileOf(token)).subject).toBe('Music');
  });

  it('saves skipped optional answers (null, "" or left out) as null', async () => {
    const { token } = await signUp();
    const res = await onboard(token, { role: 'teacher', subject: 'Mathematics', location: null, yearGroup: '' });
    expect(res.status).toBe(200);

    const profile = await profileOf(token);
    expect(profile).toMatchObject({ subject: 'Mathematics', location: null, yearGroup: null, examBoard: null });
    const [roleProfile] = (await accountOf(token)).roleProfiles;
    expect(roleProfile).toMatchObject({ role: 'teacher', subject: 'Mathematics', location: null, yearGroup: null, examBoard: null });
  });

  it('accepts a subject typed after choosing "Other", trimmed', async () => {
    const { token } = await signUp();
    const res = await onboard(token, { role: 'teacher', subject: '  Latin  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.subject).toBe('Latin');
  });

  const rejected: Array<[string, Record<string, unknown>, string]> = [
    ['the literal "Other" as a subject', { ...fullTeacher, subject: 'Other' }, 'subject'],
    ['a missing subject', { role: 'teacher', location: 'England' }, 'subject'],
    ['an empty subject', { ...fullTeacher, subject: '   ' }, 'subject'],
    ['markup in the subject', { ...fullTeacher, subject: '<b>Maths</b>' }, 'subject'],
    ['an unknown year group', { ...fullTeacher, yearGroup: 'Year 14' }, 'yearGroup'],
    ['an unknown location', { ...fullTeacher, location: 'Atlantis' }, 'location'],
    ['an unknown exam board', { ...fullTeacher, examBoard: 'Hogwarts Board' }, 'examBoard'],
    ['a year group that is not text', { ...fullTeacher, yearGroup: 9 }, 'yearGroup'],
    ['an unknown role', { ...fullTeacher, role: 'headteacher' }, 'role'],
    ['a missing role', { subject: 'History' }, 'role'],
  ];
  it.each(rejected)('answers 400 naming the field for %s, and saves nothing', async (_label, body, field) => {
    const { token } = await signUp();
    const res = await onboard(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.any(String), code: 'VALIDATION_ERROR' });
    expect(res.body.error.startsWith(`${field}:`)).toBe(true);

    expect((await statusOf(token)).required).toBe(true);
    expect((await accountOf(token)).roleProfiles).toEqual([]);
  });

  it.each(['tutor', 'self_learner'])('refuses the %s role as coming soon, and saves nothing', async (role) => {
    const { token } = await signUp();
    const res = await onboard(token, { role, subject: 'Mathematics' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error).toMatch(/^role: /);
    expect(res.body.error).toMatch(/coming soon/i);

    const account = await accountOf(token);
    expect(account.activeRole).toBeNull();
    expect(account.roleProfiles).toEqual([]);
  });

  it('updates the teacher profile when onboarding is repeated, rather than adding a second one', async () => {
    const { token } = await signUp();
    expect((await onboard(token, fullTeacher)).status).toBe(200);
    const firstId = (await accountOf(token)).roleProfiles[0].id;

    const again = await onboard(token, { role: 'teacher', subject: 'History', yearGroup: 'Year 11', examBoard: 'AQA' });
    expect(again.status).toBe(200);

    const account = await accountOf(token);
    expect(account.roleProfiles).toHaveLength(1);
    expect(account.roleProfiles[0]).toMatchObject({
      id: firstId,
      subject: 'History',
      yearGroup: 'Year 11',
      examBoard: 'AQA',
      location: null,
    });
    expect(await profileOf(token)).toMatchObject({ subject: 'History', yearGroup: 'Year 11', location: null });
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const { token } = await signUp();
    const res = await onboard(token, '{"role": "teacher",');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });
});

describe('PUT /api/user/profile', () => {
  async function onboardedTeacher(): Promise<SignedUp> {
    const teacher = await signUp({ name: 'Ann Jones' });
    expect((await onboard(teacher.token, fullTeacher)).status).toBe(200);
    return teacher;
  }

  it('updates the name and subject, and keeps the teacher profile in step', async () => {
    const { token } = await onboardedTeacher();
    const res = await updateProfile(token, { name: 'Dr Ann Jones', subject: 'Physics' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Dr Ann Jones', subject: 'Physics', location: 'Wales', yearGroup: 'Year 9' });
    expect(await profileOf(token)).toMatchObject({ name: 'Dr Ann Jones', subject: 'Physics', examBoard: 'WJEC/Eduqas' });
    expect((await accountOf(token)).roleProfiles[0]).toMatchObject({ subject: 'Physics', location: 'Wales' });
  });

  it('clears the location with null and leaves everything else alone', async () => {
    const { token } = await onboardedTeacher();
    const res = await updateProfile(token, { location: null });

    expect(res.status).toBe(200);
    expect(await profileOf(token)).toMatchObject({
      name: 'Ann Jones',
      subject: 'Geography',
      location: null,
      yearGroup: 'Year 9',
      examBoard: 'WJEC/Eduqas',
    });
    expect((await accountOf(token)).roleProfiles[0].location).toBeNull();
  });

  it('clears a field sent as an empty string', async () => {
    const { token } = await onboardedTeacher();
    expect((await updateProfile(token, { examBoard: '' })).status).toBe(200);
    expect((await profileOf(token)).examBoard).toBeNull();
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ['an unknown field', { favouriteColour: 'green' }, /favouriteColour/],
    ['an attempt to make yourself admin', { role: 'admin' }, /role/],
    ['an attempt to make yourself Premium', { isPremium: true }, /isPremium/],
    ['an attempt to change the e-mail', { email: 'new@school.example' }, /email/],
    ['an empty object', {}, /nothing to update/i],
    ['an empty name', { name: '' }, /^name: /],
    ['"Other" as the subject', { subject: 'Other' }, /^subject: /],
    ['an unknown year group', { yearGroup: 'Year 0' }, /^yearGroup: /],
  ];
  it.each(refused)('answers 400 VALIDATION_ERROR for %s and changes nothing', async (_label, body, message) => {
    const { token, user } = await onboardedTeacher();
    const before = await profileOf(token);
    const res = await updateProfile(token, body);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(message), code: 'VALIDATION_ERROR' });
    const after = await profileOf(token);
    expect(after).toEqual(before);
    expect(after.role).toBe('user');
    expect(after.isPremium).toBe(false);
    expect(after.email).toBe(user.email);
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const { token } = await onboardedTeacher();
    const res = await updateProfile(token, 'name=Bob');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });
});

describe('GET /api/user/dashboard', () => {
  const dashboardOf = async (token: string) => {
    const res = await call(getDashboard, { path: '/api/user/dashboard', token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data;
  };

  /** Strictly inside the current UTC month and in the past: fraction 0 < f < 1 of the month so far. */
  function thisMonth(f: number): Date {
    const now = Date.now();
    const d = new Date(now);
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    return new Date(monthStart + Math.floor((now - monthStart) * f));
  }
  function lastMonth(daysBeforeMonthStart: number): Date {
    const d = new Date();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - daysBeforeMonthStart * 86_400_000);
  }

  it('shows an empty dashboard with the full free allowance for a new teacher', async () => {
    const { token } = await signUp();
    expect(await dashboardOf(token)).toEqual({
      overview: {
        totalLessons: 0,
        currentMonthLessons: 0,
        totalGenerated: 0,
        remaining: FREE_LESSON_LIMIT,
        limit: FREE_LESSON_LIMIT,
        isPremium: false,
        credits: 0,
      },
      recentLessons: [],
      subjectBreakdown: [],
    });
  });

  it('counts lessons, this month\'s lessons and subjects, and lists the newest first', async () => {
    const { token, user } = await signUp();
    const seeded = [
      { subject: 'Mathematics', title: 'Fractions', createdAt: thisMonth(0.1) },
      { subject: 'History', title: 'The Tudors', createdAt: thisMonth(0.2) },
      { subject: 'Mathematics', title: 'Algebra', createdAt: thisMonth(0.3) },
      { subject: 'Science', title: 'Cells', createdAt: thisMonth(0.4) },
      { subject: 'Mathematics', title: 'Ratio', createdAt: thisMonth(0.5) },
      { subject: 'History', title: 'The Romans', createdAt: thisMonth(0.6) },
      { subject: 'Mathematics', title: 'Old Maths', createdAt: lastMonth(3) },
      { subject: 'Geography', title: 'Rivers', createdAt: lastMonth(40) },
    ];
    const ids = await insertLessons(user.id, seeded);

    const data = await dashboardOf(token);
    expect(data.overview.totalLessons).toBe(8);
    expect(data.overview.currentMonthLessons).toBe(6);

    const newestFirst = seeded
      .map((l, i) => ({ ...l, id: ids[i] }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, DASHBOARD_RECENT_LESSONS);
    expect(data.recentLessons).toHaveLength(DASHBOARD_RECENT_LESSONS);
    expect(data.recentLessons.map((l: { id: string }) => l.id)).toEqual(newestFirst.map((l) => l.id));
    expect(data.recentLessons[0]).toMatchObject({
      title: 'The Romans',
      subject: 'History',
      duration: 60,
      createdAt: newestFirst[0].createdAt.toISOString(),
    });
    for (const lesson of data.recentLessons) {
      expect(typeof lesson.createdAt).toBe('string');
      expect(new Date(lesson.createdAt).toISOString()).toBe(lesson.createdAt);
    }

    const breakdown: Array<{ subject: string; count: number }> = data.subjectBreakdown;
    expect(breakdown[0]).toEqual({ subject: 'Mathematics', count: 4 });
    expect(breakdown[1]).toEqual({ subject: 'History', count: 2 });
    expect([...breakdown].sort((a, b) => a.subject.localeCompare(b.subject))).toEqual([
      { subject: 'Geography', count: 1 },
      { subject: 'History', count: 2 },
      { subject: 'Mathematics', count: 4 },
      { subject: 'Science', count: 1 },
    ]);
    for (let i = 1; i < breakdown.length; i++) {
      expect(breakdown[i - 1].count).toBeGreaterThanOrEqual(breakdown[i].count);
    }
  });

  it('lists all lessons when there are fewer than the recent-lessons limit', async () => {
    const { token, user } = await signUp();
    await insertLessons(user.id, [
      { subject: 'Music', title: 'Rhythm', createdAt: thisMonth(0.2) },
      { subject: 'Drama', title: 'Mime', createdAt: thisMonth(0.7) },
    ]);
    const data = await dashboardOf(token);
    expect(data.recentLessons.map((l: { title: string }) => l.title)).toEqual(['Mime', 'Rhythm']);
  });

  it('never shows another teacher\'s lessons', async () => {
    const me = await signUp();
    const other = await signUp();
    await insertLessons(me.user.id, [{ subject: 'English', title: 'Macbeth', createdAt: thisMonth(0.5) }]);
    const theirIds = await insertLessons(other.user.id, [
      { subject: 'Chemistry', title: 'Their Acids', createdAt: thisMonth(0.9) },
      { subject: 'Chemistry', title: 'Their Bases', createdAt: thisMonth(0.8) },
      { subject: 'English', title: 'Their Poetry', createdAt: thisMonth(0.7) },
    ]);

    const mine = await dashboardOf(me.token);
    expect(mine.overview.totalLessons).toBe(1);
    expect(mine.overview.currentMonthLessons).toBe(1);
    expect(mine.recentLessons.map((l: { title: string }) => l.title)).toEqual(['Macbeth']);
    expect(mine.recentLessons.some((l: { id: string }) => theirIds.includes(l.id))).toBe(false);
    expect(mine.subjectBreakdown).toEqual([{ subject: 'English', count: 1 }]);

    const theirs = await dashboardOf(other.token);
    expect(theirs.overview.totalLessons).toBe(3);
    expect(theirs.subjectBreakdown).toEqual([
      { subject: 'Chemistry', count: 2 },
      { subject: 'English', count: 1 },
    ]);
  });

  it('shows free lessons remaining as the free limit minus lessons generated, never below zero', async () => {
    const { token, user } = await signUp();

    await updateUserRow(user.id, { lessonsGenerated: 2 });
    expect((await dashboardOf(token)).overview).toMatchObject({
      remaining: FREE_LESSON_LIMIT - 2,
      limit: FREE_LESSON_LIMIT,
      totalGenerated: 2,
      isPremium: false,
    });

    await updateUserRow(user.id, { lessonsGenerated: FREE_LESSON_LIMIT });
    expect((await dashboardOf(token)).overview.remaining).toBe(0);

    await updateUserRow(user.id, { lessonsGenerated: FREE_LESSON_LIMIT + 4 });
    expect((await dashboardOf(token)).overview.remaining).toBe(0);
  });

  it('counts the free allowance by lessons generated, not lessons kept', async () => {
    const { token, user } = await signUp();
    await updateUserRow(user.id, { lessonsGenerated: 1 });
    await insertLessons(user.id, [
      { subject: 'Art and Design', createdAt: thisMonth(0.5) },
      { subject: 'Art and Design', createdAt: thisMonth(0.6) },
    ]);
    const { overview } = await dashboardOf(token);
    expect(overview.totalLessons).toBe(2);
    expect(overview.remaining).toBe(FREE_LESSON_LIMIT - 1);
  });

  it('shows no limit for a Premium teacher', async () => {
    const { token, user } = await signUp();
    await updateUserRow(user.id, { isPremium: true, lessonsGenerated: 57 });
    expect((await dashboardOf(token)).overview).toMatchObject({
      remaining: null,
      limit: null,
      isPremium: true,
      totalGenerated: 57,
    });
  });

  it('is refused without credentials', async () => {
    const res = await call(getDashboard, { path: '/api/user/dashboard' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});

describe('public endpoints', () => {
  it('GET /api/config/public gives the limits, prices and lists from the constants, without signing in', async () => {
    const res = await call(getPublicConfig, { path: '/api/config/public' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const config = res.body.data;
    expect(config.limits).toEqual({
      freeLessons: FREE_LESSON_LIMIT,
      visitorPreviewsPerDay: VISITOR_PREVIEWS_PER_DAY,
      customizationsPerLesson: CUSTOMISATION_LIMIT,
      customizationWarningAt: expect.any(Number),
    });
    expect(config.limits.freeLessons).toBe(3);
    expect(config.pricing).toMatchObject({ currency: 'GBP', premiumMonthlyPence: PREMIUM_PRICE_PENCE });
    expect(config.lists.subjects).toEqual([...SUBJECTS]);
    expect(config.lists.yearGroups).toEqual([...YEAR_GROUPS]);
    expect(config.lists.nations).toEqual([...NATIONS]);
    expect(config.lists.examBoards).toEqual([...EXAM_BOARDS]);
    expect(config.lists.durations).toEqual([...DURATIONS]);
    expect(JSON.stringify(config)).not.toMatch(/secret|sk_live|sk_test/i);
  });

  it('GET /api/health reports ok with the database in use', async () => {
    const res = await call(getHealth, { path: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      // DATABASE_URL (the PostgreSQL run) selects postgres.js; otherwise the embedded PGlite.
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'an unknown /api path answers %s with 404 NOT_FOUND in the API shape',
    async (method) => {
      const handler = unknownApi[method];
      const res = await call(handler, {
        method,
        path: '/api/lessons/does-not-exist',
        body: method === 'GET' || method === 'DELETE' ? undefined : { any: 'thing' },
        params: { path: ['lessons', 'does-not-exist'] },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ success: false, error: expect.any(String), code: 'NOT_FOUND' });
    },
  );
});

const loginCall = (body: unknown, ip: string) => call(login, { method: 'POST', path: '/api/auth/login', body, ip });
const registerCall = (body: unknown, ip: string) =>
  call(register, { method: 'POST', path: '/api/auth/register', body, ip });

function expectRateLimited(res: ApiResult, maxWindowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, error: expect.stringMatching(/try again/i), code: 'RATE_LIMITED' });
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxWindowSeconds);
}

describe('login rate limits', () => {
  it('locks one e-mail after RATE_LIMITS.loginPerEmail attempts, from any address, even with the right password', async () => {
    const victim = await signUp();
    const { points, windowSeconds } = RATE_LIMITS.loginPerEmail;

    for (let i = 0; i < points; i++) {
      const res = await loginCall({ email: victim.email, password: 'wrong-guess' }, freshIp());
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await loginCall({ email: victim.email.toUpperCase(), password: victim.password }, freshIp());
    expectRateLimited(blocked, windowSeconds);

    // Another account is not affected.
    const other = await signUp();
    expect((await loginCall({ email: other.email, password: other.password }, freshIp())).status).toBe(200);
  });

  it("never locks a teacher out by their own successful sign-ins: only failed attempts count against an e-mail", async () => {
    const teacher = await signUp();
    const { points } = RATE_LIMITS.loginPerEmail;
    for (let i = 0; i < points + 2; i++) {
      const res = await loginCall({ email: teacher.email, password: teacher.password }, freshIp());
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < points - 1; i++) {
      expect((await loginCall({ email: teacher.email, password: 'wrong-guess' }, freshIp())).status).toBe(401);
    }
    // One failure short of the limit, the right password still works.
    expect((await loginCall({ email: teacher.email, password: teacher.password }, freshIp())).status).toBe(200);
  });

  it('locks one IP after RATE_LIMITS.loginPerIp attempts, whatever the e-mail, and only that IP', async () => {
    const ip = freshIp();
    const { points, windowSeconds } = RATE_LIMITS.loginPerIp;
    const teacher = await signUp();

    for (let i = 0; i < points; i++) {
      const res = await loginCall({ email: freshEmail('guess'), password: 'wrong-guess' }, ip);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expectRateLimited(await loginCall({ email: teacher.email, password: teacher.password }, ip), windowSeconds);

    // The same teacher from another address signs in fine.
    expect((await loginCall({ email: teacher.email, password: teacher.password }, freshIp())).status).toBe(200);
  });

  it('uses the rightmost X-Forwarded-For entry, so a client cannot dodge the limit by prepending addresses', async () => {
    const proxyAddedIp = freshIp();
    const { points } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < points; i++) {
      const spoofed = `203.0.113.${i}, ${proxyAddedIp}`;
      expect((await loginCall({ email: freshEmail('spoof'), password: 'x' }, spoofed)).status).toBe(401);
    }
    const res = await loginCall({ email: freshEmail('spoof'), password: 'x' }, `198.51.100.7, ${proxyAddedIp}`);
    expect(res.status).toBe(429);
  });
});

describe('register rate limits', () => {
  it('refuses sign-ups from one IP past RATE_LIMITS.registerPerIp with 429', async () => {
    const ip = freshIp();
    const { points, windowSeconds } = RATE_LIMITS.registerPerIp;
    for (let i = 0; i < points; i++) {
      const res = await registerCall({ email: freshEmail('bulk'), password: 'password123' }, ip);
      expect(res.status, `sign-up ${i + 1}`).toBe(201);
    }
    const blocked = await registerCall({ email: freshEmail('bulk'), password: 'password123' }, ip);
    expectRateLimited(blocked, windowSeconds);

    expect((await registerCall({ email: freshEmail('bulk'), password: 'password123' }, freshIp())).status).toBe(201);
  });

  it('refuses repeated sign-ups for one e-mail past RATE_LIMITS.registerPerEmail with 429', async () => {
    const email = freshEmail('repeat');
    const { points, windowSeconds } = RATE_LIMITS.registerPerEmail;
    const first = await registerCall({ email, password: 'password123' }, freshIp());
    expect(first.status).toBe(201);
    for (let i = 1; i < points; i++) {
      expect((await registerCall({ email, password: 'password123' }, freshIp())).status).toBe(409);
    }
    expectRateLimited(await registerCall({ email: email.toUpperCase(), password: 'password123' }, freshIp()), windowSeconds);
  });

  it('does not count a request that fails validation', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.registerPerIp.points + 2; i++) {
      expect((await registerCall({ email: 'nope', password: 'password123' }, ip)).status).toBe(400);
    }
    expect((await registerCall({ email: freshEmail(), password: 'password123' }, ip)).status).toBe(201);
  });
});

describe('consume()', () => {
  const limit = { points: 3, windowSeconds: 60 };

  it('counts attempts within a window and refuses past the limit', async () => {
    const key = `test:${freshIp()}`;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consume(key, limit));

    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0, 0]);
    for (const r of results) {
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('keeps separate counts per key', async () => {
    const a = `test:a:${freshIp()}`;
    const b = `test:b:${freshIp()}`;
    for (let i = 0; i < 3; i++) await consume(a, limit);
    expect((await consume(a, limit)).allowed).toBe(false);
    expect(await consume(b, limit)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('starts a fresh window once the old one has expired', async () => {
    const key = `test:expiry:${freshIp()}`;
    for (let i = 0; i < 4; i++) await consume(key, limit);
    expect((await consume(key, limit)).allowed).toBe(false);

    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, key));

    const fresh = await consume(key, limit);
    expect(fresh).toMatchObject({ allowed: true, remaining: 2 });
    expect(fresh.retryAfterSeconds).toBeGreaterThan(55);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.count).toBe(1);
  });

  it('reports the time left in the window as Retry-After', async () => {
    const key = `test:retry:${freshIp()}`;
    await consume(key, { points: 1, windowSeconds: 600 });
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '500 seconds'` })
      .where(eq(rateLimits.key, key));
    const r = await consume(key, { points: 1, windowSeconds: 600 });
    expect(r.allowed).toBe(false);
    expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(99);
    expect(r.retryAfterSeconds).toBeLessThanOrEqual(101);
  });

  it('never lets parallel attempts share the last point', async () => {
    const key = `test:parallel:${freshIp()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => consume(key, limit)));
    expect(results.filter((r) => r.allowed)).toHaveLength(limit.points);
  });
});

describe('enforce()', () => {
  it('throws RATE_LIMITED with the longest Retry-After when any limit is exceeded', async () => {
    const short = `test:short:${freshIp()}`;
    const long = `test:long:${freshIp()}`;
    const checks = [
      { key: short, limit: { points: 1, windowSeconds: 60 } },
      { key: long, limit: { points: 5, windowSeconds: 3600 } },
    ];
    await expect(enforce(checks, 'Slow down.')).resolves.toBeUndefined();
    const err = await enforce(checks, 'Slow down.').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('RATE_LIMITED');
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((err as ApiError).message).toMatch(/^Slow down\. Please try again in 1 minute\.$/);
  });
});
