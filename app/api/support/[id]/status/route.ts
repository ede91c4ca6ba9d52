import { route } from '@/lib/http/route';
import { idParams } from '@/lib/http/ids';
import { updateTicketStatus } from '@/lib/support/service';
import { supportStatusBodySchema, ticketViewSchema } from '@/lib/validation/support';

/**
 * PUT /api/support/{id}/status {status, adminNotes?} (admins only) → the updated ticket. 404 for
 * an unknown or malformed id; 409 for a move SUPPORT_TRANSITIONS does not allow.
 */
export const PUT = route(
  {
    summary: 'Move a support ticket to a status (admins)',
    description: 'Omitted notes are kept; null or "" clears them.',
    tag: 'support',
    access: 'admin',
    params: idParams,
    notFound: 'Support ticket not found',
    body: supportStatusBodySchema,
    response: ticketViewSchema,
    errors: ['CONFLICT'],
    example: { body: { status: 'in_progress', adminNotes: 'Replied by e-mail' } },
  },
  ({ params, body }) => updateTicketStatus(params.id, body),
);
