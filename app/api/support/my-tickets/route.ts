import type { NextRequest } from 'next/server';
import { apiOk, parseQuery, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { listMyTickets } from '@/lib/support/service';
import { myTicketsQuerySchema } from '@/lib/validation/support';

/** GET /api/support/my-tickets?page&limit (signed in) → the caller's own tickets, `{items, page, limit, total}`. */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const query = parseQuery(req, myTicketsQuerySchema);
  return apiOk(await listMyTickets(user.id, query));
});
