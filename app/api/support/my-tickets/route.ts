import { route } from '@/lib/http/route';
import { listMyTickets } from '@/lib/support/service';
import { myTicketPageSchema, myTicketsQuerySchema } from '@/lib/validation/support';

/** GET /api/support/my-tickets?page&limit (signed in) → the caller's own tickets, `{items, page, limit, total}`. */
export const GET = route(
  {
    summary: 'List my support tickets',
    tag: 'support',
    access: 'user',
    query: myTicketsQuerySchema,
    response: myTicketPageSchema,
  },
  ({ user, query }) => listMyTickets(user.id, query),
);
