import type { NextRequest } from 'next/server';
import { apiOk, parseQuery, withApi } from '@/lib/http';
import { requireAdmin } from '@/lib/auth/session';
import { listTickets } from '@/lib/support/service';
import { supportListQuerySchema } from '@/lib/validation/support';

/**
 * GET /api/support/all?page&limit&status&priority (admins only; 401 signed out, 403 others) →
 * `{items, page, limit, total}`, high priority first, then newest first.
 */
export const GET = withApi(async (req: NextRequest) => {
  await requireAdmin(req);
  const query = parseQuery(req, supportListQuerySchema);
  return apiOk(await listTickets(query));
});
