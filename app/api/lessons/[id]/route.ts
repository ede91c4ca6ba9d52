import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { deleteLesson, getLesson } from '@/lib/lessons/service';

type Context = { params: Promise<{ id: string }> };

/** GET /api/lessons/{id} → the lesson with its plan, worksheet and quiz; 404 when missing or not yours. */
export const GET = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  return apiOk(await getLesson(user.id, (await ctx.params).id));
});

/** DELETE /api/lessons/{id} → {id}; 404 when missing or not yours. */
export const DELETE = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  const { id } = await ctx.params;
  await deleteLesson(user.id, id);
  return apiOk({ id });
});
