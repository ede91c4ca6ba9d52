import { route } from '@/lib/http/route';
import { idParams } from '@/lib/http/ids';
import { updateFeedbackStatus } from '@/lib/feedback/service';
import { feedbackStatusBodySchema, feedbackViewSchema } from '@/lib/validation/feedback';

/**
 * PUT /api/feedback/{id}/status {status} (admins only) → the updated feedback. 404 for an
 * unknown or malformed id; 409 for a move FEEDBACK_TRANSITIONS does not allow.
 */
export const PUT = route(
  {
    summary: 'Move feedback to a status (admins)',
    tag: 'feedback',
    access: 'admin',
    params: idParams,
    notFound: 'Feedback not found',
    body: feedbackStatusBodySchema,
    response: feedbackViewSchema,
    errors: ['CONFLICT'],
    example: { body: { status: 'reviewed' } },
  },
  ({ params, body }) => updateFeedbackStatus(params.id, body.status),
);
