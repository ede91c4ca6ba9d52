import type { NextRequest } from 'next/server';
import { apiOk, parseQuery, withApi } from '@/lib/http';
import { requireAdmin } from '@/lib/auth/session';
import { listFeedback } from '@/lib/feedback/service';
import { feedbackListQuerySchema } from '@/lib/validation/feedback';

/**
 * GET /api/feedback/all?page&limit&status (admins only; 401 signed out, 403 others) →
 * `{items, page, limit, total}`, newest first. status: all (default), new, reviewed, resolved,
 * ignored.
 */
export const GET = withApi(async (req: NextRequest) => {
  await requireAdmin(req);
  const query = parseQuery(req, feedbackListQuerySchema);
  return apiOk(await listFeedback(query));
});
