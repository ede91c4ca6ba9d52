/**
 * Streams a generation's progress as server-sent events (`data: {json}` per event), ending
 * with `{type: 'done', …result}` or `{type: 'error', error, code}` in the API's error terms.
 */
import { NextResponse } from 'next/server';
import type { ProgressEvent, ProgressListener } from '@/lib/ai/progress';
import { apiError } from './respond';

/** True when the client asked for `text/event-stream` in Accept. */
export function wantsEventStream(req: Request): boolean {
  return Boolean(req.headers.get('accept')?.includes('text/event-stream'));
}

/**
 * A NextResponse streaming `run`'s progress events (so a route can still set cookies on it
 * through `res.cookies`), ending with `done` and what `run` returned, or `error` when it threw.
 */
export function streamEvents(run: (send: ProgressListener) => Promise<Record<string, unknown>>): NextResponse {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (event: ProgressEvent | Record<string, unknown>) =>
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      try {
        const result = await run(write);
        write({ type: 'done', ...result });
      } catch (err) {
        const body = await apiError(err).json();
        write({ type: 'error', error: body.error, code: body.code });
      } finally {
        controller.close();
      }
    },
  });
  return new NextResponse(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
