import { route } from '@/lib/http/route';
import { apiOk } from '@/lib/http/respond';
import { streamEvents, wantsEventStream } from '@/lib/http/sse';
import { createPreview } from '@/lib/previews/service';
import { setVisitorCookie, visitorFrom } from '@/lib/previews/visitor';
import { previewBodySchema, previewResultSchema } from '@/lib/validation/preview';

/**
 * POST /api/generate/preview {subject, topic, duration?, yearGroup} (no account needed) →
 * `{success, data: {preview}}` where preview holds what the preview page shows and its `token`.
 * `Accept: text/event-stream` streams progress and ends with `{type: 'done', preview}`.
 * A new visitor gets a signed visitor cookie. 429 with "Rate limit reached…" on a visitor's
 * third preview of the UTC day.
 */
export const POST = route(
  {
    summary: 'Preview a lesson without an account',
    description:
      'The start of a lesson for a visitor, limited per day by address and by a signed visitor cookie. With `Accept: text/event-stream` the answer is a stream of progress events ending with `done` (the preview).',
    tag: 'generate',
    access: 'public',
    body: previewBodySchema,
    response: previewResultSchema,
    produces: 'json-or-event-stream',
    errors: ['INVALID_TOPIC', 'RATE_LIMITED', 'PROVIDER_ERROR', 'PROVIDER_UNAVAILABLE'],
    example: { body: { subject: 'Science', topic: 'Photosynthesis', yearGroup: 'Year 8', duration: 60 } },
  },
  async ({ req, body }) => {
    const visitor = visitorFrom(req);
    if (wantsEventStream(req)) {
      return setVisitorCookie(streamEvents(async (send) => ({ preview: await createPreview(visitor, body, send, req.signal) })), visitor);
    }
    const preview = await createPreview(visitor, body, undefined, req.signal);
    return setVisitorCookie(apiOk({ preview }), visitor);
  },
);
