import { NextResponse, type NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { env } from '@/lib/env';
import { streamEvents, wantsEventStream } from '@/lib/http/sse';
import { createPreview } from '@/lib/previews/service';
import { VISITOR_COOKIE, visitorFrom } from '@/lib/previews/visitor';
import { previewBodySchema } from '@/lib/validation/preview';

/**
 * POST /api/generate/preview {subject, topic, duration?, yearGroup} (no account needed) →
 * `{success, data: {preview}}` where preview holds what the preview page shows and its `token`.
 * `Accept: text/event-stream` streams progress and ends with `{type: 'done', preview}`.
 * 429 with "Rate limit reached…" on a visitor's third preview of the UTC day (DECISIONS §1).
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, previewBodySchema);
  const visitor = visitorFrom(req);
  const cookieHeader = visitor.isNew
    ? `${VISITOR_COOKIE}=${visitor.cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${400 * 24 * 3600}${
        env.servedOverHttps ? '; Secure' : ''
      }`
    : undefined;
  const headers: Record<string, string> = cookieHeader ? { 'Set-Cookie': cookieHeader } : {};
  if (wantsEventStream(req)) {
    return streamEvents(async (send) => ({ preview: await createPreview(visitor, input, send, req.signal) }), headers);
  }
  const preview = await createPreview(visitor, input, undefined, req.signal);
  const res: NextResponse = apiOk({ preview }, 200, headers);
  return res;
});
