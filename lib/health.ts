/** Whether this instance can serve: the database answers a trivial query. */
import { sql } from 'drizzle-orm';
import { getDb, getDriver } from '@/db';
import { ApiError } from '@/lib/http/errors';
import { log } from '@/lib/log';

/**
 * `{status: 'ok', database}` (the driver's name) when `select 1` succeeds; otherwise logs the
 * cause and throws SERVICE_UNAVAILABLE (503) "Database unavailable".
 */
export async function checkHealth(): Promise<{ status: 'ok'; database: string }> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { status: 'ok', database: await getDriver() };
  } catch (err) {
    log.error({ err }, 'health check failed');
    throw new ApiError('SERVICE_UNAVAILABLE', 'Database unavailable');
  }
}
