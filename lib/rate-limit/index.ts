/**
 * Fixed-window rate limits kept in Postgres, so they hold across every instance. One atomic
 * upsert per check.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { rateLimits } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { plural } from '@/lib/format';

export interface Limit {
  points: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` and says whether it is within `limit`.
 * The count and the window reset happen in a single statement, so parallel requests on any
 * instance never both get the last point.
 */
export async function consume(key: string, limit: Limit): Promise<LimitResult> {
  const db = await getDb();
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetIn: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`,
    });
  const count = row?.count ?? 1;
  return {
    allowed: count <= limit.points,
    remaining: Math.max(0, limit.points - count),
    retryAfterSeconds: Math.max(1, Number(row?.resetIn ?? limit.windowSeconds)),
  };
}

/** The 429 for a limit that is used up, with the wait in minutes and a Retry-After header. */
export function rateLimitedError(message: string, retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError('RATE_LIMITED', `${message} Please try again in ${plural(minutes, 'minute')}.`, {
    retryAfterSeconds,
  });
}

/**
 * Consumes one point from each limit; throws ApiError RATE_LIMITED (429, with Retry-After)
 * when any is exceeded. `message` is shown to the user.
 */
export async function enforce(
  checks: Array<{ key: string; limit: Limit }>,
  message: string,
): Promise<void> {
  let retryAfter = 0;
  for (const check of checks) {
    const result = await consume(check.key, check.limit);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) throw rateLimitedError(message, retryAfter);
}

/** Gives back one point taken by `consume` (a failed attempt that should cost nothing). */
export async function refund(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Points taken by `reserve`, to give back when the attempt turns out to cost nothing. */
export interface Held {
  /** Gives back every point this reservation took (call once, e.g. after a successful sign-in). */
  release(): Promise<void>;
}

/**
 * Takes one point from each limit, in order, before the work it guards is done, so parallel
 * requests can never do more work than the limits allow. When a limit is used up, every point
 * this call took is given back and ApiError RATE_LIMITED (429, with Retry-After) is thrown, so a
 * refused attempt costs nothing and never reaches the later limits: put the narrowest first.
 * Otherwise returns a handle whose `release()` gives the points back (an attempt that should not
 * count, such as a correct password); not releasing counts the attempt.
 */
export async function reserve(
  checks: Array<{ key: string; limit: Limit }>,
  message: string,
): Promise<Held> {
  const taken: string[] = [];
  const release = async () => {
    await Promise.all(taken.map(refund));
  };
  for (const check of checks) {
    const result = await consume(check.key, check.limit);
    taken.push(check.key);
    if (!result.allowed) {
      await release();
      throw rateLimitedError(message, result.retryAfterSeconds);
    }
  }
  return { release };
}
