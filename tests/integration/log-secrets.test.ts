/**
 * What the server log keeps when the database refuses a write that carries secrets: the
 * error's code and where it happened, never the query's values (a password hash, an e-mail
 * address, a name). The logger is lib/log.ts's own, with only its output redirected here and
 * its level raised from the test default (silent) to info.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const sink = vi.hoisted(() => ({
  lines: [] as string[],
  write(line: string) {
    this.lines.push(line);
  },
}));

vi.mock('pino', async (importOriginal) => {
  const real = (await importOriginal()) as { default: (...args: unknown[]) => unknown };
  const pino = real.default;
  const captured = (options: Record<string, unknown> = {}) => pino({ ...options, level: 'info' }, sink);
  Object.assign(captured, pino);
  return { ...real, default: captured, pino: captured };
});

import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/db';
import { POST as register } from '@/app/api/auth/register/route';
import { log } from '@/lib/log';
import { call, freshEmail } from '../helpers/api';

/** A name the database is made to refuse, so registration fails inside the INSERT itself. */
const REFUSED_NAME = 'Philippa Refusedname';

beforeAll(async () => {
  const db = await getDb();
  // Stands in for any failure of the INSERT (a full disk, a broken replica, a bad migration).
  await db.execute(sql.raw(`alter table users add constraint refuses_test_name check (name is distinct from '${REFUSED_NAME}')`));
}, 60_000);

beforeEach(() => {
  sink.lines.length = 0;
});

afterAll(closeDb);

const logged = () => sink.lines.join('\n');

describe('server log', () => {
  it('logs a failed registration insert by its database error code, without the hash, address or name it carried', async () => {
    const email = freshEmail('secretive');
    const res = await call(register, {
      method: 'POST',
      path: '/api/auth/register',
      body: { email, password: 'a-secret-password-123', name: REFUSED_NAME },
    });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });

    const text = logged();
    expect(text).toContain('unexpected error in route handler');
    // Nothing the request carried.
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split('@')[0]);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('Refusedname');
    expect(text).not.toContain('a-secret-password-123');
    // Enough to act on: the SQLSTATE of a check violation, the table and the constraint.
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('"table":"users"');
    expect(text).toContain('"constraint":"refuses_test_name"');
    // Every line is still one JSON object.
    for (const line of sink.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('keeps e-mail addresses and tokens out of any message or field, wherever they are written', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
    log.warn(
      { email: 'pupil.parent@home.example', user: { email: 'head@school.example', id: 'u-1' }, note: `sent to jo.bloggs@school.example with ${jwt}` },
      'could not reach teacher@school.example',
    );
    log.error({ err: new Error('lookup failed for head@school.example') }, 'failed');
    const text = logged();
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toContain(jwt);
    expect(text).toContain('"id":"u-1"');
    expect(text).toContain('lookup failed for');
    for (const line of sink.lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
