import { apiOk, withApi } from '@/lib/http';
import { getPublicConfig } from '@/lib/config/public';

export const dynamic = 'force-dynamic';

/** GET /api/config/public → limits, lists and switches the browser needs (DECISIONS §1). */
export const GET = withApi(async () => apiOk(await getPublicConfig()));
