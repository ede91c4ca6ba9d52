'use client';
/**
 * Calls a generation endpoint with `Accept: text/event-stream` and reports the server's real
 * progress events (lib/ai/progress.ts) as they arrive. Resolves with the final `done` event;
 * throws ApiClientError with the server's message and code on an error event or status.
 * A 401 clears the session and goes to /login, like apiFetch.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ProgressEvent } from '@/lib/ai/progress';
import { ERROR_STATUS } from '@/lib/http/errors';
import { ApiClientError, handleUnauthorized } from './api';

export type DoneEvent = Extract<ProgressEvent, { type: 'done' }>;

/** The 120 s API timeout, plus a margin for the stream's last event. */
const TIMEOUT_MS = 130_000;

/**
 * POSTs `body` as JSON to `/api${path}` and streams its progress.
 * `onEvent` receives every stage, part-done and warning event in order.
 */
export async function postWithProgress(
  path: string,
  body: unknown,
  onEvent: (event: ProgressEvent) => void,
  signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS),
): Promise<DoneEvent> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      throw new ApiClientError('Generation took too long. Please try again.', 0, 'TIMEOUT');
    }
    throw new ApiClientError('Could not reach Plenary. Check your connection and try again.', 0, 'NETWORK_ERROR');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('text/event-stream') || !res.body) {
    // Validation, auth, limit and rate-limit answers come back as ordinary JSON before any
    // streaming starts.
    let payload: { success?: boolean; data?: unknown; error?: string; code?: string } | null = null;
    try {
      payload = await res.json();
    } catch {
      payload = null;
    }
    if (res.status === 401) void handleUnauthorized();
    throw new ApiClientError(payload?.error || `Request failed (${res.status})`, res.status, payload?.code || 'UNKNOWN');
  }

  return readProgressStream(res.body, onEvent);
}

/**
 * Reads a server-sent event stream of progress events (`data: {json}` messages) from `body`.
 * Parsing follows the event-stream format through eventsource-parser, so LF and CRLF line
 * endings, comment lines (`: keep-alive`), multi-line data and messages split across chunks
 * all work. `onEvent` receives every event before the end, in order.
 * Resolves with the `done` event; throws ApiClientError with the server's message, code and
 * the status that code has outside a stream on an `error` event, and NETWORK_ERROR when the
 * stream breaks, carries something that is not JSON, or ends without `done`.
 */
export async function readProgressStream(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onEvent: (event: ProgressEvent) => void,
): Promise<DoneEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (!value.data) continue;
      const event = JSON.parse(value.data) as ProgressEvent;
      if (event.type === 'done') return event;
      if (event.type === 'error') throw new ApiClientError(event.error, statusFor(event.code), event.code);
      onEvent(event);
    }
  } catch (err) {
    if (err instanceof ApiClientError) throw err;
    throw connectionLost();
  } finally {
    // Nothing after the last event matters: let the connection go.
    reader.cancel().catch(() => {});
  }
  throw connectionLost();
}

function connectionLost(): ApiClientError {
  return new ApiClientError('The connection was lost while generating. Please try again.', 0, 'NETWORK_ERROR');
}

/** The HTTP status an error code would have had outside a stream (500 for an unknown code). */
function statusFor(code: string): number {
  return (ERROR_STATUS as Record<string, number>)[code] ?? 500;
}
