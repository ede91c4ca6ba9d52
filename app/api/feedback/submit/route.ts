import { route } from '@/lib/http/route';
import { senderFrom } from '@/lib/feedback/sender';
import { submitFeedback } from '@/lib/feedback/service';
import { feedbackSubmitSchema, feedbackViewSchema } from '@/lib/validation/feedback';

/**
 * POST /api/feedback/submit {type, message, page} (users and visitors) → 201 with the saved
 * feedback. 400 for a message under 10 characters (trimmed) or over 2000; 429 when the sender
 * has sent too much in the last hour.
 */
export const POST = route(
  {
    summary: 'Send feedback',
    description: 'Signed in or not. Rate limited per account or visitor.',
    tag: 'feedback',
    access: 'public',
    body: feedbackSubmitSchema,
    response: feedbackViewSchema,
    status: 201,
    errors: ['RATE_LIMITED'],
    example: { body: { type: 'suggestion', message: 'A timer on the quiz page would help.', page: '/lessons' } },
  },
  async ({ req, body }) => submitFeedback(await senderFrom(req), body),
);
