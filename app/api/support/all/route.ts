import { route } from '@/lib/http/route';
import { listTickets } from '@/lib/support/service';
import { supportListQuerySchema, ticketPageSchema } from '@/lib/validation/support';

/**
 * GET /api/support/all?page&limit&status&priority (admins only; 401 signed out, 403 others) →
 * `{items, page, limit, total}`, high priority first, then newest first.
 */
export const GET = route(
  {
    summary: 'List all support tickets (admins)',
    description: 'High priority first, then newest first.',
    tag: 'support',
    access: 'admin',
    query: supportListQuerySchema,
    response: ticketPageSchema,
  },
  ({ query }) => listTickets(query),
);
