import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { deleteLesson, getLesson } from '@/lib/lessons/service';
import { updateLesson, updateLessonBodySchema } from '@/lib/lessons/update';

type Context = { params: Promise<{ id: string }> };

/** GET /api/lessons/{id} → the lesson with its plan, worksheet and quiz; 404 when missing or not yours. */
export const GET = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  return apiOk(await getLesson(user.id, (await ctx.params).id));
});

/**
 * PUT /api/lessons/{id} {title?, lessonPlan?, worksheet?, quiz?} → the updated lesson.
 * Edited parts are validated, repaired and checked like generated ones; a content change counts
 * one customization (400 "Customization limit…" at the limit), a rename is free.
 * 400 names the first problem; 404 when missing or not yours.
 */
export const PUT = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  const { id } = await ctx.params;
  const body = await parseJson(req, updateLessonBodySchema);
  return apiOk(await updateLesson(user.id, id, body));
});

/** DELETE /api/lessons/{id} → {id}; 404 when missing or not yours. */
export const DELETE = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  const { id } = await ctx.params;
  await deleteLesson(user.id, id);
  return apiOk({ id });
});
