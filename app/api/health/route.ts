import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { getDb, getDriver } from '@/db';
import { apiOk, withApi } from '@/lib/http';
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
    return NextResponse.json(
      { success: false, error: 'Database unavailable', code: 'INTERNAL_ERROR' },
      { status: 503 },
    );
  }
});
