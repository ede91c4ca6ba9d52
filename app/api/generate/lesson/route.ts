import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { streamEvents, wantsEventStream } from '@/lib/http/sse';
import { createLesson } from '@/lib/lessons/generate';
import { generateLessonBodySchema, generateLessonExtras, lessonIdSchema } from '@/lib/validation/lesson';

/**
 * POST /api/generate/lesson {role?, subject, topic, duration, yearGroup, location?, examBoard?,
 * specialRequirements?} → `{success, data: {id}, warnings?}`.
 * With `Accept: text/event-stream` it streams progress events (`data: {type, …}` lines) and
 * ends with `{type: 'done', id, warnings}` or `{type: 'error', error, code}`.
 * 400 invalid request or topic, 401, 403 LIMIT_REACHED, 502/503 lesson writer down. Nothing is
 * charged unless the lesson is saved.
 */
export const POST = route(
  {
    summary: 'Write and save a lesson',
    description:
      'Writes a lesson plan, worksheet and quiz and saves them; charged only when saved. With `Accept: text/event-stream` the answer is a stream of progress events ending with `done` (the id) or `error`.',
    tag: 'generate',
    access: 'user',
    body: generateLessonBodySchema,
    response: lessonIdSchema,
    responseExtras: generateLessonExtras,
    produces: 'json-or-event-stream',
    errors: ['INVALID_TOPIC', 'LIMIT_REACHED', 'PROVIDER_ERROR', 'PROVIDER_UNAVAILABLE'],
    example: { body: { subject: 'Mathematics', topic: 'Adding fractions', yearGroup: 'Year 5', duration: 60 } },
  },
  async ({ req, user, body: { role: _role, ...request } }) => {
    if (wantsEventStream(req)) return streamEvents((send) => createLesson(user, request, send, req.signal));
    const { id, warnings } = await createLesson(user, request, undefined, req.signal);
    return NextResponse.json({ success: true, data: { id }, ...(warnings.length ? { warnings } : {}) });
  },
);
