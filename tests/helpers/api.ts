/**
 * Calls App Router route handlers in-process, the way Next.js would, and reads back the
 * API's `{ success, data }` / `{ success, error, code }` shape. Every successful JSON answer of
 * a route defined with `route()` is checked against the schemas its definition declares, so
 * every integration test also proves the API description tells the truth.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { getDb } from '@/db';
import { lessons, users, type NewLesson, type User } from '@/db/schema';
import { eq } from 'drizzle-orm';
import type { LessonContent } from '@/lib/ai/schemas';
import { POST as registerRoute } from '@/app/api/auth/register/route';
import { successBodySchema } from '@/lib/http/envelope';
import type { RouteDefinition } from '@/lib/http/route';
import { startSession } from '@/lib/auth/sessions';

// Route handlers take (req, ctx); ctx varies per route, so accept any second argument.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (req: NextRequest, ctx: any) => Promise<Response> | Response;

export interface CallOptions {
  method?: string;
  path?: string;
  /** Sent as JSON unless it is already a string (then sent as is, e.g. malformed JSON). */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Raw Authorization header, for odd schemes. */
  authorization?: string;
  /** Raw Cookie header. */
  cookie?: string;
  /** Client address, sent as X-Forwarded-For. A fresh one is used when omitted. */
  ip?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
}

export interface ApiResult<T = any> {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: T;
  headers: Headers;
}

let ipCounter = 0;
/** A client address no other request in this file has used. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
/** An e-mail address no other test in this file has used. */
export function freshEmail(prefix = 'teacher'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}.${Date.now().toString(36)}@school.example`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(handler: Handler, opts: CallOptions = {}): Promise<ApiResult<T>> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    'x-forwarded-for': opts.ip ?? freshIp(),
    ...opts.headers,
  };
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.authorization !== undefined) headers.authorization = opts.authorization;
  if (opts.cookie !== undefined) headers.cookie = opts.cookie;
  const body =
    opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  const req = new NextRequest(`http://localhost${opts.path ?? '/api/test'}`, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // leave as text; the assertion on the shape will fail loudly
  }
  checkDeclaredAnswer(handler, res, parsed);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * Throws when a 2xx JSON answer of a defined route does not match its declared success
 * envelope (the response schema around `data`, plus any extras): a wrong type, a missing field,
 * or a field the schema does not declare.
 */
function checkDeclaredAnswer(handler: Handler, res: Response, body: unknown): void {
  const definition = (handler as { definition?: RouteDefinition }).definition;
  if (!definition?.response || res.status < 200 || res.status >= 300) return;
  if (!/^application\/json/i.test(res.headers.get('content-type') ?? '')) return;
  const result = successBodySchema(definition).safeParse(body);
  if (!result.success) {
    throw new Error(`Answer does not match the declared response of "${definition.summary}": ${result.error.message}`);
  }
  const undeclared = undeclaredKeys(body, result.data);
  if (undeclared.length) {
    throw new Error(`Answer of "${definition.summary}" has fields its response schema does not declare: ${undeclared.join(', ')}`);
  }
}

/** Paths of object keys in `sent` that parsing dropped from `parsed` (zod objects strip unknown keys). */
function undeclaredKeys(sent: unknown, parsed: unknown, path = 'body'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${path}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed ? undeclaredKeys(value, parsed[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface SignedUp {
  token: string;
  user: { id: string; email: string; role: string; [k: string]: unknown };
  email: string;
  password: string;
}

/** Registers through POST /api/auth/register and returns the bearer token and user. */
export async function signUp(
  input: { email?: string; password?: string; name?: string; ip?: string } = {},
): Promise<SignedUp> {
  const email = input.email ?? freshEmail();
  const password = input.password ?? 'correct horse battery';
  const res = await call(registerRoute, {
    method: 'POST',
    path: '/api/auth/register',
    body: { email, password, name: input.name ?? 'Ms Teacher' },
    ip: input.ip,
  });
  if (res.status !== 201) {
    throw new Error(`signUp failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: res.body.data.token, user: res.body.data.user, email, password };
}

/** A next-auth session cookie header for this user on a new session, as the browser would send it. */
export async function sessionCookie(userId: string): Promise<string> {
  const sid = await startSession(userId, 'Test browser');
  const jwt = await encode({ token: { sub: userId, sid }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${jwt}`;
}

/** The stored row for a user (for checks the API never exposes). */
export async function userRow(id: string): Promise<User> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** Sets columns on a user row directly (premium flag, lessons generated, …). */
export async function updateUserRow(id: string, values: Partial<User>): Promise<void> {
  const db = await getDb();
  await db.update(users).set(values).where(eq(users.id, id));
}

/** A lesson row to seed; `content` may be a partial lesson where the test reads only part of it. */
export type SeedLesson = Partial<Omit<NewLesson, 'userId' | 'content'>> & {
  subject: string;
  createdAt?: Date;
  content?: Record<string, unknown>;
};

/** Inserts lessons straight into the table for a user; returns their ids in the given order. */
export async function insertLessons(userId: string, rows: SeedLesson[]): Promise<string[]> {
  const db = await getDb();
  const inserted = await db
    .insert(lessons)
    .values(
      rows.map(({ content = { lessonPlan: {}, worksheet: {}, quiz: {} }, ...r }, i) => ({
        title: `Lesson ${i + 1}`,
        topic: `Topic ${i + 1}`,
        duration: 60,
        content: content as LessonContent,
        ...r,
        userId,
      })),
    )
    .returning({ id: lessons.id });
  return inserted.map((r) => r.id);
}

/** Sets columns on a lesson row directly (customisation count, …). */
export async function updateLessonRow(id: string, values: Partial<NewLesson>): Promise<void> {
  const db = await getDb();
  await db.update(lessons).set(values).where(eq(lessons.id, id));
}
