import { route } from '@/lib/http/route';
import { listFeedback } from '@/lib/feedback/service';
import { feedbackListQuerySchema, feedbackPageSchema } from '@/lib/validation/feedback';

/**
 * GET /api/feedback/all?page&limit&status (admins only; 401 signed out, 403 others) →
 * `{items, page, limit, total}`, newest first. status: all (default), new, reviewed, resolved,
 * ignored.
 */
export const GET = route(
  {
    summary: 'List all feedback (admins)',
    tag: 'feedback',
    access: 'admin',
    query: feedbackListQuerySchema,
    response: feedbackPageSchema,
    example: { query: { page: '1', status: 'new' } },
  },
  ({ query }) => listFeedback(query),
);
