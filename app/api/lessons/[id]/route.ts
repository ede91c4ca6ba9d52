import { route } from '@/lib/http/route';
import { idParams } from '@/lib/http/ids';
import { deleteLesson, getLesson } from '@/lib/lessons/service';
import { updateLesson, updateLessonBodySchema } from '@/lib/lessons/update';
import { lessonIdSchema, lessonViewSchema } from '@/lib/validation/lesson';

/** GET /api/lessons/{id} → the lesson with its plan, worksheet and quiz; 404 when missing or not yours. */
export const GET = route(
  {
    summary: 'Read one lesson',
    description: 'The lesson with its plan, worksheet and quiz. A lesson that is not yours answers 404, like one that does not exist.',
    tag: 'lessons',
    access: 'user',
    params: idParams,
    notFound: 'Lesson not found',
    response: lessonViewSchema,
  },
  ({ user, params }) => getLesson(user.id, params.id),
);

/**
 * PUT /api/lessons/{id} {title?, lessonPlan?, worksheet?, quiz?} → the updated lesson.
 * Edited parts are validated, repaired and checked like generated ones; a content change counts
 * one customisation (400 CUSTOMIZATION_LIMIT at the limit), a rename is free.
 * 400 names the first problem; 404 when missing or not yours.
 */
export const PUT = route(
  {
    summary: 'Edit a lesson',
    description: 'Edited parts are checked like generated ones. A content change counts one customisation; a rename is free.',
    tag: 'lessons',
    access: 'user',
    params: idParams,
    notFound: 'Lesson not found',
    body: updateLessonBodySchema,
    response: lessonViewSchema,
    errors: ['CUSTOMIZATION_LIMIT'],
    example: { body: { title: 'Adding fractions: Year 5, lesson 2' } },
  },
  ({ user, params, body }) => updateLesson(user.id, params.id, body),
);

/** DELETE /api/lessons/{id} → {id}; 404 when missing or not yours. */
export const DELETE = route(
  {
    summary: 'Delete a lesson',
    tag: 'lessons',
    access: 'user',
    params: idParams,
    notFound: 'Lesson not found',
    response: lessonIdSchema,
  },
  async ({ user, params }) => {
    await deleteLesson(user.id, params.id);
    return { id: params.id };
  },
);
