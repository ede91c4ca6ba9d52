import { sql } from 'drizzle-orm';
import { getDb, getDriver } from '@/db';
import { ApiError, apiOk, withApi } from '@/lib/http';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/** GET /api/health → {status: 'ok', database} when the database answers; 503 otherwise. */
export const GET = withApi(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return apiOk({ status: 'ok', database: await getDriver() });
  } catch (err) {
    log.error({ err }, 'health check failed');
    throw new ApiError('SERVICE_UNAVAILABLE', 'Database unavailable');
  }
});
