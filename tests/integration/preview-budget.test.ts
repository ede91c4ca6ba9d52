/**
 * The day's budget of visitor previews, shared by every visitor (PREVIEW_DAILY_BUDGET): new
 * addresses and cookies do not buy more model time, a refusal costs the visitor nothing, and
 * parallel requests never pass the budget. The lesson writer is replaced by a scripted one.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonProvider } from '@/lib/ai/providers/types';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

vi.mock('@/lib/ai/providers', () => {
  const provider: LessonProvider = {
    name: 'offline',
    async generatePart({ part }) {
      return part === 'lessonPlan' ? validPlan() : part === 'worksheet' ? validWorksheet() : validQuiz();
    },
  };
  return { getProvider: () => provider };
});

import { count, like } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { previews, rateLimits } from '@/db/schema';
import { POST as previewRoute } from '@/app/api/generate/preview/route';
import { PREVIEW_BUDGET_MESSAGE } from '@/lib/constants/previews';
import { call, freshIp } from '../helpers/api';

const body = { subject: 'Science', topic: 'Photosynthesis', yearGroup: 'Year 8', duration: 60 };
const BUDGET = 3;

/** A preview from a visitor never seen before: a new address and no visitor cookie. */
const newVisitorPreview = () => call(previewRoute, { method: 'POST', path: '/api/generate/preview', ip: freshIp(), body });
const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0];

async function previewsStored(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(previews);
  return n;
}

beforeEach(async () => {
  vi.stubEnv('PREVIEW_DAILY_BUDGET', String(BUDGET));
  // Each case starts on a fresh day's counts.
  const db = await getDb();
  await db.delete(rateLimits).where(like(rateLimits.key, 'preview:%'));
  await db.delete(previews);
}, 60_000);

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(closeDb);

describe('PREVIEW_DAILY_BUDGET', () => {
  it(`lets ${BUDGET} different visitors preview, then refuses the next visitor with 429 and a kind message`, async () => {
    for (let i = 0; i < BUDGET; i++) expect((await newVisitorPreview()).status).toBe(200);

    const refused = await newVisitorPreview();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: PREVIEW_BUDGET_MESSAGE, code: 'RATE_LIMITED' });
    expect(refused.body.error).toMatch(/sign up free/i);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await previewsStored()).toBe(BUDGET);
  });

  it('charges nothing for a refusal: the refused visitor keeps their own previews for when the budget allows', async () => {
    for (let i = 0; i < BUDGET; i++) expect((await newVisitorPreview()).status).toBe(200);
    const ip = freshIp();
    const refused = await call(previewRoute, { method: 'POST', path: '/api/generate/preview', ip, body });
    expect(refused.status).toBe(429);
    const cookie = cookieOf(refused.headers);

    // The budget grows (a new day, or the operator raises it): this visitor still has both of theirs.
    vi.stubEnv('PREVIEW_DAILY_BUDGET', String(BUDGET + 5));
    for (let i = 0; i < 2; i++) {
      expect((await call(previewRoute, { method: 'POST', path: '/api/generate/preview', ip, cookie, body })).status).toBe(200);
    }
    expect(await previewsStored()).toBe(BUDGET + 2);
  });

  it('never lets parallel previews from many visitors pass the budget', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => newVisitorPreview()));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - BUDGET);
    for (const r of results.filter((res) => res.status === 429)) expect(r.body.error).toBe(PREVIEW_BUDGET_MESSAGE);
    expect(await previewsStored()).toBe(BUDGET);
  });

  it('a budget of 0 turns visitor previews off', async () => {
    vi.stubEnv('PREVIEW_DAILY_BUDGET', '0');
    const refused = await newVisitorPreview();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(PREVIEW_BUDGET_MESSAGE);
    expect(await previewsStored()).toBe(0);
  });
});
