import { route } from '@/lib/http/route';
import { senderFrom } from '@/lib/feedback/sender';
import { submitTicket } from '@/lib/support/service';
import { myTicketViewSchema, supportSubmitSchema } from '@/lib/validation/support';

/**
 * POST /api/support/submit {subject, message, category, email?} (users and visitors) → 201 with
 * the ticket; its `priority` is 'high' for Premium users. Visitors must give `email`. 400 for a
 * subject under 5 or a message under 10 characters (trimmed) or over 5000; 429 when the sender
 * has sent too many tickets in the last hour.
 */
export const POST = route(
  {
    summary: 'Open a support ticket',
    description: 'Signed in or not; visitors give an e-mail to be answered at. Premium tickets are high priority.',
    tag: 'support',
    access: 'public',
    body: supportSubmitSchema,
    response: myTicketViewSchema,
    status: 201,
    errors: ['RATE_LIMITED'],
    example: { body: { subject: 'Cannot print', message: 'The worksheet prints blank on my school printer.', category: 'technical' } },
  },
  async ({ req, body }) => submitTicket(await senderFrom(req), body),
);
