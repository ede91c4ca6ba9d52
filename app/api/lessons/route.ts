import { route } from '@/lib/http/route';
import { listLessons } from '@/lib/lessons/service';
import { lessonPageSchema, listLessonsQuerySchema } from '@/lib/validation/lesson';

/** GET /api/lessons?page&limit&search&subject → `{items, page, limit, total}`, newest first (defaults 1, 20). */
export const GET = route(
  {
    summary: 'List my lessons',
    description: 'Newest first. `search` matches the title or topic; `subject` the subject exactly.',
    tag: 'lessons',
    access: 'user',
    query: listLessonsQuerySchema,
    response: lessonPageSchema,
    example: { query: { page: '1', limit: '20', search: 'fractions' } },
  },
  ({ user, query }) => listLessons(user.id, query),
);
