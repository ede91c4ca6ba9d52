/**
 * Bad input is refused, never a crash: every state-changing route in the API registry gets
 * malformed bodies (broken JSON, wrong types in each declared field, deep nesting, a huge
 * string, control characters, a NUL byte, an unpaired surrogate, the wrong content type, another
 * site's Origin) and must answer each with a 4xx (or a 2xx when the input happens to be
 * acceptable), never a 5xx. Then the attacks an outside review found, each pinned on its own:
 * NUL bytes and malformed ids that used to answer 500, cross-site requests that used to change
 * data, and huge bodies that used to be read whole before being refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LessonProvider } from '@/lib/ai/providers/types';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

vi.mock('@/lib/auth/password', () => import('../helpers/fast-password'));
vi.mock('@/lib/ai/providers', () => {
  const provider: LessonProvider = {
    name: 'offline',
    async generatePart({ part }) {
      return part === 'lessonPlan' ? validPlan() : part === 'worksheet' ? validWorksheet() : validQuiz();
    },
  };
  return { getProvider: () => provider };
});

import { closeDb, getDb } from '@/db';
import { feedback, lessons, users } from '@/db/schema';
import { API_ROUTES } from '@/app/api/_registry';
import { definedMethods } from '@/lib/http/openapi';
import type { DefinedRoute, HttpMethod } from '@/lib/http/route';
import { STRIPE_LOOKUP_KEYS } from '@/lib/constants/billing';
import { MAX_JSON_BODY_BYTES } from '@/lib/constants/requests';
import { resetStripeCache } from '@/lib/billing/stripe';
import { submitFeedback } from '@/lib/feedback/service';
import { submitTicket } from '@/lib/support/service';
import { POST as generateRoute } from '@/app/api/generate/lesson/route';
import { POST as previewRoute } from '@/app/api/generate/preview/route';
import { POST as registerRoute } from '@/app/api/auth/register/route';
import { POST as feedbackRoute } from '@/app/api/feedback/submit/route';
import { POST as regenerateSectionRoute } from '@/app/api/generate/regenerate-section/route';
import { GET as listRoute } from '@/app/api/lessons/route';
import { DELETE as deleteLessonRoute, PUT as putLessonRoute } from '@/app/api/lessons/[id]/route';
import { PUT as sectionRoute } from '@/app/api/lessons/[id]/section/[sectionId]/route';
import { PUT as profileRoute } from '@/app/api/user/profile/route';
import { DELETE as deleteAccountRoute } from '@/app/api/account/route';
import { GET as nextAuthGet, POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { FakeStripe } from '../helpers/fake-stripe';
import { call, freshIp, insertLessons, signUp, updateUserRow, userRow, type SignedUp } from '../helpers/api';

const fake = new FakeStripe();
const STATE_CHANGING: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const EVIL = 'http://evil.example';

beforeAll(async () => {
  await getDb();
  await fake.start();
  fake.addPrice(STRIPE_LOOKUP_KEYS.premiumMonthly, 999, true);
  fake.addPrice(STRIPE_LOOKUP_KEYS.credits10, 1500, false);
  fake.addPrice(STRIPE_LOOKUP_KEYS.credits1, 199, false);
}, 60_000);

/** Payments and the debug tools switched on, so those routes read their bodies instead of answering 503/404. */
function switchEverythingOn() {
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_plenary_fake');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_plenary_fuzz');
  for (const [k, v] of Object.entries(fake.env())) vi.stubEnv(k, v);
  vi.stubEnv('ENABLE_DEBUG_TOOLS', 'true');
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetStripeCache();
});

afterAll(async () => {
  await fake.stop();
  await closeDb();
});

const content = () => ({ lessonPlan: validPlan(), worksheet: validWorksheet(), quiz: validQuiz() });

/** A teacher with one saved lesson, and one piece of feedback and one ticket to move, for path ids. */
async function world(): Promise<{ teacher: SignedUp; admin: SignedUp; ids: Record<string, string> }> {
  const teacher = await signUp();
  const admin = await signUp();
  await updateUserRow(admin.user.id, { role: 'admin' });
  const [lessonId] = await insertLessons(teacher.user.id, [{ subject: 'Mathematics', content: content() }]);
  const teacherRow = await userRow(teacher.user.id);
  const sender = { user: teacherRow, rateKey: `user:${teacher.user.id}` };
  const fb = await submitFeedback(sender, { type: 'bug', message: 'The print page is blank.', page: '/lessons' });
  const ticket = await submitTicket(sender, { subject: 'Printing', message: 'The print page is blank.', category: 'technical' });
  return { teacher, admin, ids: { lesson: lessonId, feedback: fb.id, ticket: ticket.id } };
}

/** Path parameters that name real rows, so each route reads its body before anything else can refuse it. */
function paramsFor(path: string, ids: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (name === 'sectionId') params[name] = 'homework';
    else params[name] = path.startsWith('/api/feedback') ? ids.feedback : path.startsWith('/api/support') ? ids.ticket : ids.lesson;
  }
  return params;
}

/** The top-level fields a body schema declares (each option's, for a union). */
function declaredFields(schema: z.ZodType | undefined): string[] {
  const def = (schema as { _zod?: { def: { type: string; shape?: Record<string, unknown>; options?: z.ZodType[]; in?: z.ZodType } } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(declaredFields))];
  if (def.type === 'pipe') return declaredFields(def.in);
  return [];
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

interface Attempt {
  label: string;
  body: string;
  headers?: Record<string, string>;
}

/** Every malformed body for a route whose valid example body is `base` and whose fields are `fields`. */
function attempts(base: Record<string, unknown>, fields: string[]): Attempt[] {
  const json = (v: unknown) => JSON.stringify(v);
  const list: Attempt[] = [
    { label: 'broken JSON', body: '{"a": ' },
    { label: 'empty body', body: '' },
    { label: 'a JSON string, not an object', body: '"hello"' },
    { label: 'an array', body: '[1,2,3]' },
    { label: '10 000 levels of nesting', body: nested(10_000) },
    { label: 'a 300 KB string', body: json({ ...base, blob: 'x'.repeat(300 * 1024) }) },
    { label: 'an unpaired surrogate in a key', body: `{"\\ud800": 1}` },
    { label: 'text/plain', body: json(base), headers: { 'content-type': 'text/plain' } },
    { label: 'another site\'s Origin', body: json(base), headers: { origin: EVIL } },
    { label: 'Sec-Fetch-Site: cross-site', body: json(base), headers: { 'sec-fetch-site': 'cross-site' } },
  ];
  for (const field of fields) {
    const set = (value: unknown) => json({ ...base, [field]: value });
    for (const [kind, value] of [
      ['a number', 12345],
      ['a boolean', true],
      ['null', null],
      ['an array', ['a', 1, null]],
      ['an object', { nested: { deeper: [1, 2] } }],
      ['an empty string', ''],
      ['a 300 KB string', 'x'.repeat(300 * 1024)],
      ['a NUL byte', 'Adding\u0000fractions'],
      ['control characters', 'Adding\u0007\u001b[31mfractions\u007f'],
      ['a lone carriage return', 'Adding\rfractions'],
      ['an emoji and right-to-left text', 'Fractions 🍕 \u202eevil'],
    ] as const) {
      list.push({ label: `${field}: ${kind}`, body: set(value) });
    }
    list.push({ label: `${field}: an unpaired surrogate`, body: json({ ...base, [field]: 'PLACEHOLDER' }).replace('"PLACEHOLDER"', '"abc\\udc00def"') });
    list.push({ label: `${field}: 10 000 levels of nesting`, body: json({ ...base, [field]: 'PLACEHOLDER' }).replace('"PLACEHOLDER"', nested(10_000)) });
  }
  return list;
}

/** Sends every attempt to one route and returns those answered with a 5xx (or not in the API's failure shape). */
async function fuzzRoute(
  method: HttpMethod,
  path: string,
  handler: DefinedRoute,
  account: SignedUp,
  ids: Record<string, string>,
): Promise<string[]> {
  const d = handler.definition;
  const base = (d.example?.body ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const attempt of attempts(base, declaredFields(d.body))) {
    const res = await call(handler, {
      method,
      path,
      token: account.token,
      params: paramsFor(path, ids),
      body: attempt.body,
      headers: { 'content-type': 'application/json', ...attempt.headers },
    }).catch((err: Error) => ({ status: 0, body: { error: err.message } }));
    const failureShape = res.status < 400 || (res.body?.success === false && typeof res.body?.code === 'string');
    if (res.status === 0 || res.status >= 500 || !failureShape) {
      problems.push(`${method} ${path} [${attempt.label}] → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
  }
  return problems;
}

const targets = API_ROUTES.flatMap(({ path, module }) =>
  definedMethods(module)
    .filter(([method]) => STATE_CHANGING.includes(method))
    .map(([method, handler]) => ({ method, path, handler })),
);

describe('every POST, PUT, PATCH and DELETE route, fed malformed bodies', () => {
  it('covers the state-changing routes of the registry', () => {
    expect(targets.length).toBeGreaterThan(25);
    expect(targets.map((t) => `${t.method} ${t.path}`)).toEqual(
      expect.arrayContaining(['PUT /api/user/profile', 'POST /api/generate/lesson', 'DELETE /api/account', 'POST /api/stripe/webhook']),
    );
  });

  it.each(targets.map((t) => [`${t.method} ${t.path}`, t] as const))(
    '%s never answers 5xx',
    async (_name, { method, path, handler }) => {
      switchEverythingOn();
      const { teacher, admin, ids } = await world();
      const problems = await fuzzRoute(method, path, handler, teacher, ids);
      if (handler.definition.access === 'admin') problems.push(...(await fuzzRoute(method, path, handler, admin, ids)));
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe('NUL bytes and malformed ids are refused as bad input, never 500', () => {
  it('a NUL byte in a topic, title, name or section data answers 400', async () => {
    const { teacher, ids } = await world();
    const nul = 'Adding\u0000fractions';
    const lessonBody = { subject: 'Mathematics', topic: nul, yearGroup: 'Year 5', duration: 60 };
    const answers = [
      await call(generateRoute, { token: teacher.token, body: lessonBody }),
      await call(previewRoute, { ip: freshIp(), body: lessonBody }),
      await call(putLessonRoute, { method: 'PUT', token: teacher.token, params: { id: ids.lesson }, body: { title: nul } }),
      await call(profileRoute, { method: 'PUT', token: teacher.token, body: { name: nul } }),
      await call(registerRoute, { body: { email: 'nul@school.example', password: 'a-long-password', name: nul } }),
      await call(sectionRoute, { method: 'PUT', token: teacher.token, params: { id: ids.lesson, sectionId: 'support' }, body: { data: [nul] } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(/control characters/), code: 'VALIDATION_ERROR' });
    }
    expect((await userRow(teacher.user.id)).name).toBe('Ms Teacher');
  });

  it('a NUL byte in a list search (?search=%00) answers 400', async () => {
    const { teacher } = await world();
    const res = await call(listRoute, { path: '/api/lessons?search=%00', token: teacher.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('a lesson id that is not a UUID answers 404 in a path and 400 in a body, before any query', async () => {
    const { teacher } = await world();
    const section = await call(sectionRoute, {
      method: 'PUT',
      token: teacher.token,
      params: { id: 'not-a-uuid', sectionId: 'homework' },
      body: { data: { description: 'Practice', tasks: ['Ten questions'] } },
    });
    expect(section.status).toBe(404);
    expect(section.body).toEqual({ success: false, error: 'Lesson not found', code: 'NOT_FOUND' });

    const regenerate = await call(regenerateSectionRoute, {
      token: teacher.token,
      body: { lessonId: "1' or '1'='1", section: 'starter', feedback: 'Make it a card sort' },
    });
    expect(regenerate.status).toBe(400);
    expect(regenerate.body).toEqual({ success: false, error: expect.stringMatching(/^lessonId: /), code: 'VALIDATION_ERROR' });
  });

  it('an unknown section answers 404 naming the editable ones', async () => {
    const { teacher, ids } = await world();
    const res = await call(sectionRoute, { method: 'PUT', token: teacher.token, params: { id: ids.lesson, sectionId: 'starter' }, body: { data: ['x'] } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No editable section "starter". Editable: homework, assessment, support, challenge');
  });
});

describe('requests from another site change nothing', () => {
  async function feedbackCount(): Promise<number> {
    const db = await getDb();
    const [{ n }] = await db.select({ n: count() }).from(feedback);
    return n;
  }

  it('refuses profile update, generate, feedback, lesson delete and account delete from http://evil.example with 403', async () => {
    const { teacher, ids } = await world();
    const before = await feedbackCount();
    const plain = { 'content-type': 'text/plain', origin: EVIL };
    const answers = [
      await call(profileRoute, { method: 'PUT', token: teacher.token, headers: plain, body: JSON.stringify({ name: 'Hacked' }) }),
      await call(generateRoute, {
        method: 'POST',
        token: teacher.token,
        headers: plain,
        body: JSON.stringify({ subject: 'Mathematics', topic: 'Adding fractions', yearGroup: 'Year 5', duration: 60 }),
      }),
      await call(feedbackRoute, { method: 'POST', token: teacher.token, headers: plain, body: JSON.stringify({ type: 'bug', message: 'Posted from another site' }) }),
      await call(deleteLessonRoute, { method: 'DELETE', token: teacher.token, headers: { origin: EVIL }, params: { id: ids.lesson } }),
      await call(deleteAccountRoute, { method: 'DELETE', token: teacher.token, headers: plain, body: JSON.stringify({ confirm: 'DELETE' }) }),
    ];
    for (const res of answers) expect(res.body).toEqual({ success: false, error: expect.any(String), code: 'CROSS_SITE_REQUEST' });
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);

    const row = await userRow(teacher.user.id);
    expect(row.name).toBe('Ms Teacher');
    expect(row.lessonsGenerated).toBe(0);
    expect(await feedbackCount()).toBe(before);
    const db = await getDb();
    expect(await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, ids.lesson))).toHaveLength(1);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, teacher.user.id))).toHaveLength(1);
  });

  it('refuses a text/plain body from this site with 415, which an HTML form on another site could send', async () => {
    const { teacher } = await world();
    const res = await call(profileRoute, {
      method: 'PUT',
      token: teacher.token,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Hacked' }),
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await userRow(teacher.user.id)).name).toBe('Ms Teacher');
    const gone = await call(deleteAccountRoute, {
      method: 'DELETE',
      token: teacher.token,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ confirm: 'DELETE' }),
    });
    expect(gone.status).toBe(415);
    expect(await userRow(teacher.user.id)).toBeDefined();
  });

  it('still lets this site and API clients in: same-origin Origin, and no Origin at all', async () => {
    const { teacher } = await world();
    const same = await call(profileRoute, { method: 'PUT', token: teacher.token, headers: { origin: 'http://localhost' }, body: { name: 'Ms Same Site' } });
    expect(same.status).toBe(200);
    const api = await call(profileRoute, { method: 'PUT', token: teacher.token, body: { name: 'Ms Api Client' } });
    expect(api.status).toBe(200);
    expect((await userRow(teacher.user.id)).name).toBe('Ms Api Client');
  });
});

describe('huge bodies are refused before they are read', () => {
  /** A request body that counts what is pulled from it and would hand out `total` bytes. */
  function countingBody(total: number, chunk = 64 * 1024) {
    const state = { pulled: 0 };
    // highWaterMark 0: nothing is pulled until someone reads.
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (state.pulled >= total) return controller.close();
          state.pulled += chunk;
          controller.enqueue(new Uint8Array(chunk).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, state };
  }

  function streamedRequest(
    url: string,
    stream: ReadableStream<Uint8Array>,
    headers: Record<string, string>,
    token?: string,
    method = 'POST',
  ) {
    return new NextRequest(url, {
      method,
      body: stream,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
  }

  const declared200MB = String(200 * 1024 * 1024);

  it('a body declaring 200 MB answers 413 without a byte of it being read', async () => {
    const { teacher } = await world();
    const body = countingBody(200 * 1024 * 1024);
    const req = streamedRequest('http://localhost/api/generate/lesson', body.stream, { 'content-length': declared200MB }, teacher.token);
    const res = await generateRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(body.state.pulled).toBe(0);
  });

  it('a body declaring 200 MB is refused before sign-in is even looked at, and on next-auth\'s endpoints too', async () => {
    const anonymous = countingBody(200 * 1024 * 1024);
    const res = await feedbackRoute(
      streamedRequest('http://localhost/api/feedback/submit', anonymous.stream, { 'content-length': declared200MB }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(413);
    expect(anonymous.state.pulled).toBe(0);

    const auth = countingBody(200 * 1024 * 1024);
    const signIn = await nextAuthPost(
      streamedRequest('http://localhost/api/auth/callback/credentials', auth.stream, { 'content-length': declared200MB }),
      { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) },
    );
    expect(signIn.status).toBe(413);
    expect(auth.state.pulled).toBe(0);
    expect(typeof nextAuthGet).toBe('function');
  });

  it('a body that does not declare its size is read only up to the cap, then refused with 413', async () => {
    const { teacher } = await world();
    const chunk = 64 * 1024;
    const body = countingBody(200 * 1024 * 1024, chunk);
    const req = streamedRequest('http://localhost/api/user/profile', body.stream, {}, teacher.token, 'PUT');
    const res = await profileRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(body.state.pulled).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 2 * chunk);
  });
});
