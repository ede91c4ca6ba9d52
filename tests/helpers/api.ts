/**
 * Calls App Router route handlers in-process, the way Next.js would, and reads back the
 * API's `{ success, data }` / `{ success, error, code }` shape.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { getDb } from '@/db';
import { lessons, users, type NewLesson, type User } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { POST as registerRoute } from '@/app/api/auth/register/route';
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
  return { status: res.status, body: parsed as T, headers: res.headers };
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

export type SeedLesson = Partial<Omit<NewLesson, 'userId'>> & { subject: string; createdAt?: Date };

/** Inserts lessons straight into the table for a user; returns their ids in the given order. */
export async function insertLessons(userId: string, rows: SeedLesson[]): Promise<string[]> {
  const db = await getDb();
  const inserted = await db
    .insert(lessons)
    .values(
      rows.map((r, i) => ({
        title: `Lesson ${i + 1}`,
        topic: `Topic ${i + 1}`,
        duration: 60,
        content: { lessonPlan: {}, worksheet: {}, quiz: {} },
        ...r,
        userId,
      })),
    )
    .returning({ id: lessons.id });
  return inserted.map((r) => r.id);
}

/** Sets columns on a lesson row directly (customization count, …). */
export async function updateLessonRow(id: string, values: Partial<NewLesson>): Promise<void> {
  const db = await getDb();
  await db.update(lessons).set(values).where(eq(lessons.id, id));
}
