import type { NextRequest } from 'next/server';
import { parseJson, withApi } from '@/lib/http';
import { streamEvents, wantsEventStream } from '@/lib/http/sse';
import { requireUser } from '@/lib/auth/session';
import { createLesson } from '@/lib/lessons/generate';
import { generateLessonBodySchema } from '@/lib/validation/lesson';

/**
 * POST /api/generate/lesson {role?, subject, topic, duration, yearGroup, location?, examBoard?,
 * specialRequirements?} → `{success, data: {id}, warnings?}`.
 * With `Accept: text/event-stream` it streams progress events (`data: {type, …}` lines) and
 * ends with `{type: 'done', id, warnings}` or `{type: 'error', error, code}`.
 * 400 invalid request or topic, 401, 403 LIMIT_REACHED (spec's message), 502/503 provider down.
 * Nothing is charged unless the lesson is saved (DECISIONS §3).
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const { role: _role, ...request } = await parseJson(req, generateLessonBodySchema);
  if (wantsEventStream(req)) {
    return streamEvents((send) => createLesson(user, request, send, req.signal));
  }
  const { id, warnings } = await createLesson(user, request, undefined, req.signal);
  return Response.json({ success: true, data: { id }, ...(warnings.length ? { warnings } : {}) });
});
