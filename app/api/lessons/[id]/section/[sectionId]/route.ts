import { route } from '@/lib/http/route';
import { sectionBodySchema, sectionNotFound, sectionParamsSchema, updateSection } from '@/lib/lessons/sections';
import { sectionUpdateResultSchema } from '@/lib/validation/lesson';

/**
 * PUT /api/lessons/{id}/section/{sectionId} {data} → {customizationsRemaining}.
 * sectionId: homework | assessment | support | challenge (404 naming them otherwise). 400 for
 * invalid data or when the lesson's customisations are used ("Customization limit…"); 404 when
 * the lesson is missing or not yours.
 */
export const PUT = route(
  {
    summary: 'Edit the homework, assessment, support or challenge',
    description: 'Counts one customisation of the lesson.',
    tag: 'lessons',
    access: 'user',
    params: sectionParamsSchema,
    notFound: sectionNotFound,
    body: sectionBodySchema,
    response: sectionUpdateResultSchema,
    errors: ['CUSTOMIZATION_LIMIT'],
    example: { body: { data: ['Sentence starters', 'A worked example to copy'] }, response: { customizationsRemaining: 19 } },
  },
  ({ user, params, body }) => updateSection(user.id, params.id, params.sectionId, body.data),
);
