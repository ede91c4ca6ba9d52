import type { NextRequest } from 'next/server';
import { apiOk, parseQuery, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { listLessons } from '@/lib/lessons/service';
import { listLessonsQuerySchema } from '@/lib/validation/lesson';

/** GET /api/lessons?page&limit&search&subject → `{items, page, limit, total}`, newest first (defaults 1, 20). */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const query = parseQuery(req, listLessonsQuerySchema);
  return apiOk(await listLessons(user.id, query));
});
