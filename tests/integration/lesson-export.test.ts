/**
 * GET /api/lessons/{id}/export:
 * Premium teachers download any printable copy of their own lesson as Word or PDF; pupil copies
 * never carry answers; generated text stays text. Lessons come from the built-in offline writer.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { closeDb } from '@/db';
import { POST as generate } from '@/app/api/generate/lesson/route';
import { GET as getRoute, PUT as putRoute } from '@/app/api/lessons/[id]/route';
import { GET as exportRoute } from '@/app/api/lessons/[id]/export/route';
import { call, signUp, updateUserRow, type SignedUp } from '../helpers/api';

// The offline writer, whatever the developer's shell has set.
delete process.env.ANTHROPIC_API_KEY;

const request = { role: 'teacher', subject: 'Mathematics', topic: 'Adding fractions', duration: 60, yearGroup: 'Year 5' };

async function newLesson(token: string) {
  const made = await call(generate, { method: 'POST', path: '/api/generate/lesson', token, body: request });
  expect(made.status).toBe(200);
  const id: string = made.body.data.id;
  const got = await call(getRoute, { path: `/api/lessons/${id}`, token, params: { id } });
  return { id, lesson: got.body.data };
}

/** Calls the route and keeps the raw bytes (call() reads bodies as text). */
async function download(token: string | undefined, id: string, query: string) {
  const { NextRequest } = await import('next/server');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await exportRoute(new NextRequest(`http://localhost/api/lessons/${id}/export?${query}`, { headers }), {
    params: Promise.resolve({ id }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

/** The XML of word/document.xml and the text of its runs (entities decoded). */
function docxParts(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const xml = strFromU8(files['word/document.xml']);
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'))
    .join('\n');
  return { xml, text };
}

/**
 * The text a PDF shows, read the way a viewer copies it: page content streams (inflated) are
 * decoded through each embedded font's ToUnicode map. Also counts pages and .notdef glyphs
 * (characters the font could not draw).
 */
function pdfText(bytes: Buffer): { text: string; pages: number; notdef: number } {
  const raw = bytes.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  const start = /(\d+) 0 obj\s*/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    const from = m.index + m[0].length;
    const end = raw.indexOf('endobj', from);
    const streamAt = raw.indexOf('stream\n', from);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(m[1]), { dict: raw.slice(from, end) });
      continue;
    }
    const dict = raw.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    let data = Buffer.from(raw.slice(streamAt + 7, streamAt + 7 + length), 'latin1');
    if (dict.includes('/FlateDecode')) data = zlib.inflateSync(data);
    objects.set(Number(m[1]), { dict, stream: data.toString('latin1') });
    start.lastIndex = streamAt + 7 + length;
  }
  const cmaps = new Map<string, Map<number, string>>();
  for (const [name, ref] of [...raw.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1], Number(m[2])] as const)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref)?.dict ?? '')?.[1];
    const cmap = new Map<number, string>();
    for (const [, first, list] of (objects.get(Number(toUnicode))?.stream ?? '').matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      [...list.matchAll(/<([0-9a-f ]*)>/g)].forEach((u, i) =>
        cmap.set(parseInt(first, 16) + i, String.fromCharCode(...u[1].split(' ').map((h) => parseInt(h, 16)))),
      );
    }
    cmaps.set(name, cmap);
  }
  let text = '';
  let notdef = 0;
  const contents = [...raw.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => objects.get(Number(m[1]))?.stream ?? '');
  for (const content of contents) {
    let font = new Map<number, string>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = cmaps.get(op[1]) ?? new Map();
      else
        for (const hex of op[2].matchAll(/<([0-9a-f]*)>/g))
          for (const gid of hex[1].match(/.{4}/g) ?? []) {
            if (gid === '0000') notdef += 1;
            text += font.get(parseInt(gid, 16)) ?? '\uFFFD';
          }
      if (op[2] !== undefined) text += ' ';
    }
  }
  return { text: text.replace(/\s+/g, ' '), pages: (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length, notdef };
}

let free: SignedUp;
let premium: SignedUp;
let freeLessonId: string;
let lessonId: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let lesson: any;

beforeAll(async () => {
  free = await signUp();
  premium = await signUp();
  await updateUserRow(premium.user.id, { isPremium: true });
  freeLessonId = (await newLesson(free.token)).id;
  ({ id: lessonId, lesson } = await newLesson(premium.token));
});
afterAll(closeDb);

describe('GET /api/lessons/{id}/export: who may download', () => {
  it('answers 401 to a signed-out caller', async () => {
    const res = await download(undefined, lessonId, 'variant=worksheet&format=docx');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('tells a free teacher that PDF and Word export is Premium (403 PREMIUM_REQUIRED)', async () => {
    const res = await download(free.token, freeLessonId, 'variant=worksheet&format=pdf');
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, code: 'PREMIUM_REQUIRED', error: expect.stringContaining('PDF and Word export') });
  });

  it('answers 400 naming the field for an unknown variant, an unknown or missing format', async () => {
    for (const [query, field] of [
      ['variant=answers&format=pdf', 'variant'],
      ['variant=worksheet&format=odt', 'format'],
      ['variant=worksheet', 'format'],
      ['format=docx', 'variant'],
    ]) {
      const res = await download(premium.token, lessonId, query);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: expect.stringMatching(new RegExp(`^${field}`)) });
    }
  });

  it("answers 404 for another teacher's lesson and for one that does not exist", async () => {
    expect((await download(premium.token, freeLessonId, 'variant=worksheet&format=docx')).status).toBe(404);
    const missing = await download(premium.token, '00000000-0000-4000-8000-000000000000', 'variant=quiz&format=pdf');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /api/lessons/{id}/export: Word', () => {
  it('downloads the pupil worksheet with the title and questions but no explanations', async () => {
    const res = await download(premium.token, lessonId, 'variant=worksheet&format=docx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-worksheet\.docx"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { text } = docxParts(res.bytes);
    const first = lesson.worksheet.questions[0];
    expect(text).toContain(lesson.title);
    expect(text).toContain(first.question);
    expect(text).toContain('Name');
    expect(text).toContain('Date');
    expect(text).not.toContain(first.explanation);
    expect(text).not.toContain('Teacher copy');
  });

  it('puts the answer and explanation in the worksheet answer key, marked not for students', async () => {
    const res = await download(premium.token, lessonId, 'variant=worksheet-answers&format=docx');
    expect(res.status).toBe(200);
    const { text } = docxParts(res.bytes);
    expect(text).toContain(lesson.worksheet.questions[0].explanation);
    expect(text).toContain('Teacher copy – not for students');
  });

  it('writes a title with markup in it as literal, escaped text', async () => {
    const { id } = await newLesson(premium.token);
    const title = 'Fractions <script>alert(1)</script> & "friends"';
    expect((await call(putRoute, { method: 'PUT', token: premium.token, params: { id }, body: { title } })).status).toBe(200);
    const res = await download(premium.token, id, 'variant=lesson-plan&format=docx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fractions-script-alert-1-script-friends-lesson-plan.docx"');
    const { xml, text } = docxParts(res.bytes);
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).not.toContain('<script>');
    expect(text).toContain(title);
  });
});

describe('GET /api/lessons/{id}/export: PDF', () => {
  it('downloads an A4 PDF of the pupil worksheet whose text has the questions and no explanations', async () => {
    const res = await download(premium.token, lessonId, 'variant=worksheet&format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-worksheet\.pdf"$/);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const pdf = pdfText(res.bytes);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(10);
    expect(pdf.text).toContain(lesson.title);
    expect(pdf.text).toContain(lesson.worksheet.questions[0].question);
    expect(pdf.text).toContain('Name');
    expect(pdf.text).not.toContain(lesson.worksheet.questions[0].explanation);
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
    expect(pdf.notdef).toBe(0);
  });

  it('puts explanations and the not-for-students mark in the quiz answer key', async () => {
    const res = await download(premium.token, lessonId, 'variant=quiz-answers&format=pdf');
    expect(res.status).toBe(200);
    const pdf = pdfText(res.bytes);
    expect(pdf.text).toContain(lesson.quiz.questions[0].explanation);
    expect(pdf.text).toContain('Teacher copy – not for students');
    const pupil = pdfText((await download(premium.token, lessonId, 'variant=quiz&format=pdf')).bytes);
    expect(pupil.text).toContain('Quiz: work on your own, in silence');
    expect(pupil.text).not.toContain(lesson.quiz.questions[0].explanation);
  });

  it('prints fractions, ×, ÷, £ and curly quotes with real glyphs', async () => {
    const { id } = await newLesson(premium.token);
    const title = 'Money: ½ × £3 ÷ ⅓ — “quotes”';
    expect((await call(putRoute, { method: 'PUT', token: premium.token, params: { id }, body: { title } })).status).toBe(200);
    const res = await download(premium.token, id, 'variant=lesson-plan&format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="money-1-2-3-1-3-quotes-lesson-plan.pdf"');
    const pdf = pdfText(res.bytes);
    expect(pdf.text).toContain(title);
    expect(pdf.notdef).toBe(0);
  });
});
