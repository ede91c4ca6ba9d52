/** Visitor previews and claiming them, with the lesson writer replaced by a scripted one. */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonProvider } from '@/lib/ai/providers/types';
import { ApiError } from '@/lib/http/errors';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

const writer = vi.hoisted(() => ({ down: false }));
vi.mock('@/lib/ai/providers', () => {
  const provider: LessonProvider = {
    name: 'offline',
    async generatePart({ part }) {
      if (writer.down) throw new ApiError('PROVIDER_UNAVAILABLE', 'The lesson writer is busy right now.');
      const plan = validPlan();
      plan.main.description = 'M'.repeat(500);
      plan.plenary.description = 'P'.repeat(500);
      return part === 'lessonPlan' ? plan : part === 'worksheet' ? validWorksheet() : validQuiz();
    },
  };
  return { getProvider: () => provider };
});

import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { previews } from '@/db/schema';
import { POST as previewRoute } from '@/app/api/generate/preview/route';
import { POST as claimRoute } from '@/app/api/generate/claim-preview/route';
import { GET as getLessonRoute } from '@/app/api/lessons/[id]/route';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';
import {
  PREVIEW_LIMIT_MESSAGE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  VISITOR_PREVIEWS_PER_DAY,
} from '@/lib/constants/previews';
import { call, freshIp, signUp, updateUserRow, userRow } from '../helpers/api';

const body = { subject: 'Science', topic: 'Photosynthesis', yearGroup: 'Year 8', duration: 60 };
beforeEach(() => {
  writer.down = false;
});
afterAll(closeDb);

const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0];
const preview = (ip: string, cookie?: string, extra: Record<string, unknown> = {}) =>
  call(previewRoute, { method: 'POST', path: '/api/generate/preview', ip, cookie, body: { ...body, ...extra } });

describe('POST /api/generate/preview', () => {
  it('shows a visitor only what the preview page needs, cut to the preview lengths, and sets a signed visitor cookie', async () => {
    const res = await preview(freshIp());
    expect(res.status).toBe(200);
    const p = res.body.data.preview;
    expect(p.token).toEqual(expect.any(String));
    expect(p.objectives).toEqual(validPlan().objectives);
    expect(p.main.description.length).toBeLessThanOrEqual(200);
    expect(p.plenary.description.length).toBeLessThanOrEqual(150);
    expect(p.locked).toEqual({ homework: true, assessment: true, support: true, challenge: true, worksheetQuestions: 12, quizQuestions: 8 });
    // Locked content never leaves the server.
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain(validWorksheet().questions[0].question);
    expect(raw).not.toContain(validPlan().homework.tasks[0]);
    expect(raw).not.toContain('Add the numerators');
    const [pair, ...attributes] = (res.headers.get('set-cookie') ?? '').split('; ');
    expect(pair).toMatch(/^plenary_visitor=[\w-]+\.[\w-]+$/);
    const attrs = attributes.map((a) => a.toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', `max-age=${VISITOR_COOKIE_MAX_AGE_SECONDS}`]));
    // Served over http in tests, so not Secure (browsers would drop it on http://localhost otherwise).
    expect(attrs).not.toContain('secure');
  });

  it('sets the visitor cookie on the event stream too, and not again for a returning visitor', async () => {
    const streamed = await call(previewRoute, {
      method: 'POST',
      path: '/api/generate/preview',
      ip: freshIp(),
      body,
      headers: { accept: 'text/event-stream' },
    });
    expect(streamed.headers.get('content-type')).toMatch(/text\/event-stream/);
    const cookie = cookieOf(streamed.headers);
    expect(cookie).toMatch(/^plenary_visitor=[\w-]+\.[\w-]+$/);
    const again = await preview(freshIp(), cookie);
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it(`allows ${VISITOR_PREVIEWS_PER_DAY} a day and refuses the next with 429 and the limit message, however the visitor returns`, async () => {
    const ip = freshIp();
    const first = await preview(ip);
    const cookie = cookieOf(first.headers);
    for (let i = 1; i < VISITOR_PREVIEWS_PER_DAY; i++) expect((await preview(ip, cookie)).status).toBe(200);
    const refused = await preview(ip, cookie);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: PREVIEW_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Clearing the cookie does not help from the same address...
    expect((await preview(ip)).status).toBe(429);
    // ...nor does a new address with the same cookie.
    expect((await preview(freshIp(), cookie)).status).toBe(429);
    // A forged cookie is treated as a new visitor, still limited by address.
    expect((await preview(ip, 'plenary_visitor=abc.forged')).status).toBe(429);
  });

  it('does not count a preview that failed', async () => {
    const ip = freshIp();
    writer.down = true;
    for (let i = 0; i < 3; i++) expect((await preview(ip)).status).toBe(503);
    writer.down = false;
    for (let i = 0; i < VISITOR_PREVIEWS_PER_DAY; i++) expect((await preview(ip)).status).toBe(200);
  });

  it('streams progress and ends with the preview when asked for text/event-stream', async () => {
    const res = await call(previewRoute, { method: 'POST', body, headers: { accept: 'text/event-stream' } });
    const events = String(res.body).split('\n\n').filter(Boolean).map((c) => JSON.parse(c.replace(/^data: /, '')));
    expect(events[0]).toMatchObject({ type: 'stage', message: 'Analyzing your topic...' });
    expect(events.at(-1)).toMatchObject({ type: 'done', preview: { token: expect.any(String), title: validPlan().title } });
  });

  it('refuses invalid fields with 400 and charges no preview', async () => {
    const ip = freshIp();
    expect((await preview(ip, undefined, { topic: 'zzz' })).status).toBe(400);
    expect((await preview(ip, undefined, { yearGroup: 'Year 14' })).body.error).toMatch(/^yearGroup:/);
    for (let i = 0; i < VISITOR_PREVIEWS_PER_DAY; i++) expect((await preview(ip)).status).toBe(200);
  });
});

describe('POST /api/generate/claim-preview', () => {
  it('turns the preview into the teacher\'s lesson once, counting one generation', async () => {
    const token = (await preview(freshIp())).body.data.preview.token;
    const teacher = await signUp();
    const claimed = await call(claimRoute, { method: 'POST', token: teacher.token, body: { previewToken: token } });
    expect(claimed.status).toBe(200);
    const id = claimed.body.data.id;
    const lesson = await call(getLessonRoute, { token: teacher.token, params: { id } });
    expect(lesson.body.data.worksheet.questions).toHaveLength(12);
    expect(lesson.body.data.lessonPlan.homework).toEqual(validPlan().homework);
    expect((await userRow(teacher.user.id)).lessonsGenerated).toBe(1);

    const again = await call(claimRoute, { method: 'POST', token: teacher.token, body: { previewToken: token } });
    expect(again.status).toBe(404);
    const other = await signUp();
    expect((await call(claimRoute, { method: 'POST', token: other.token, body: { previewToken: token } })).status).toBe(404);
    expect((await userRow(other.user.id)).lessonsGenerated).toBe(0);
  });

  it('refuses an expired preview and one the teacher has no lessons left for, keeping the latter claimable', async () => {
    const expiredToken = (await preview(freshIp())).body.data.preview.token;
    const db = await getDb();
    await db.update(previews).set({ expiresAt: new Date(Date.now() - 1000) });
    const teacher = await signUp();
    expect((await call(claimRoute, { method: 'POST', token: teacher.token, body: { previewToken: expiredToken } })).status).toBe(404);

    const token = (await preview(freshIp())).body.data.preview.token;
    await updateUserRow(teacher.user.id, { lessonsGenerated: FREE_LESSON_LIMIT });
    const limited = await call(claimRoute, { method: 'POST', token: teacher.token, body: { previewToken: token } });
    expect(limited.status).toBe(403);
    expect(limited.body.code).toBe('LIMIT_REACHED');
    await updateUserRow(teacher.user.id, { isPremium: true });
    expect((await call(claimRoute, { method: 'POST', token: teacher.token, body: { previewToken: token } })).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = (await preview(freshIp())).body.data.preview.token;
    const db = await getDb();
    const rows = await db.select({ tokenHash: previews.tokenHash }).from(previews).where(eq(previews.tokenHash, token));
    expect(rows).toHaveLength(0);
  });

  it('answers 401 to a visitor', async () => {
    expect((await call(claimRoute, { method: 'POST', body: { previewToken: 'x'.repeat(20) } })).status).toBe(401);
  });
});
