/**
 * Sessions that can be ended: the only code that reads or writes the sessions table. Every
 * sign-in starts a row; a cookie or bearer token carries the row's id (`sid`) and is accepted
 * only while the row is live (not revoked, not expired), so signing out, "sign out everywhere",
 * a password change and deleting the account end sessions on the server, not only in a browser.
 */
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { sessions, users, type User } from '@/db/schema';
import { SESSION_MAX_AGE_SECONDS, SESSION_RETENTION_SECONDS, SESSION_TOUCH_SECONDS } from '@/lib/constants/accounts';

const LABEL_MAX = 60;

/**
 * A short description of a client from its User-Agent ("Firefox on Windows"), or the first
 * LABEL_MAX characters of it when no browser is recognised; null without one.
 */
export function sessionLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browsers = [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrom(e|ium)\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ] as const;
  const systems = [
    [/Windows/, 'Windows'],
    [/iPhone|iPad/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ] as const;
  const name = browsers.find(([re]) => re.test(userAgent))?.[1];
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (name) return system ? `${name} on ${system}` : name;
  return userAgent.slice(0, LABEL_MAX);
}

/** Anything that runs queries: the client or a transaction. */
type Queryable = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const interval = (seconds: number) => sql`make_interval(secs => ${seconds})`;

/**
 * Starts a session for `userId` and returns its id. `label` describes the client (see
 * sessionLabel). The user's sessions that ended or expired more than SESSION_RETENTION_SECONDS
 * ago are deleted on the way.
 */
export async function startSession(userId: string, label: string | null): Promise<string> {
  const db = await getDb();
  const old = sql`now() - ${interval(SESSION_RETENTION_SECONDS)}`;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, old), lt(sessions.revokedAt, old))));
  const [row] = await db
    .insert(sessions)
    .values({ userId, label, expiresAt: sql`now() + ${interval(SESSION_MAX_AGE_SECONDS)}` })
    .returning({ id: sessions.id });
  return row!.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user of session `sessionId` when that session is live and belongs to `userId` (the token's
 * subject), in one query; null otherwise (ended, expired, unknown, or the account is gone).
 * Moves the session's last-seen time and expiry forward at most every SESSION_TOUCH_SECONDS.
 */
export async function liveSessionUser(sessionId: string, userId: string): Promise<User | null> {
  if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ user: users, stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${interval(SESSION_TOUCH_SECONDS)}` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.stale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + ${interval(SESSION_MAX_AGE_SECONDS)}` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }
  return row.user;
}

/** Ends one session (sign-out). Ending one already ended changes nothing. */
export async function endSession(sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of `userId` except `keepSessionId` (null: all of them), optionally
 * inside the caller's transaction; returns how many were ended.
 */
export async function endSessions(
  userId: string,
  keepSessionId: string | null,
  tx?: Queryable,
): Promise<number> {
  const db = tx ?? (await getDb());
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** A session as the account export lists it (no ids that could be replayed). */
export interface ExportedSession {
  label: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  endedAt: string | null;
}

/** Every session row of `userId` still kept, oldest first, for the account export. */
export async function sessionsOf(userId: string): Promise<ExportedSession[]> {
  const db = await getDb();
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
  return rows.map((r) => ({
    label: r.label,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    endedAt: r.revokedAt?.toISOString() ?? null,
  }));
}
