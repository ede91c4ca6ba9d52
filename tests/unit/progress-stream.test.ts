/**
 * The generate and preview screens read the server's progress as an event stream. Whatever
 * line endings a proxy leaves, whatever keep-alive comments it adds and however the bytes are
 * cut into chunks, the teacher sees every stage in order and then their lesson, or the
 * server's own message when it fails.
 */
import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@/lib/ai/progress';
import { ApiClientError } from '@/lib/client/api';
import { readProgressStream } from '@/lib/client/progress-stream';

/** A response body that delivers exactly these pieces, one read each. */
function streamOf(chunks: Array<string | Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

/** Cuts `text` into pieces of `size` bytes, so lines, line endings and characters are split. */
function bytesInPiecesOf(text: string, size: number): Uint8Array<ArrayBuffer>[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.slice(i, i + size));
  return pieces;
}

const analysing = { type: 'stage', stage: 'analysing', percent: 15, message: 'Analyzing your topic...' } as const;
const worksheet = { type: 'stage', stage: 'worksheet', percent: 70, message: 'Designing worksheet questions…' } as const;
const done = { type: 'done', id: 'lesson-1', warnings: ['Quiz: one question was dropped'] } as const;

async function read(chunks: Array<string | Uint8Array<ArrayBuffer>>) {
  const seen: ProgressEvent[] = [];
  const result = await readProgressStream(streamOf(chunks), (event) => seen.push(event));
  return { seen, result };
}

describe('reading generation progress', () => {
  it('reads CRLF line endings, comment lines and events cut across chunks', async () => {
    const text = [
      ': keep-alive\r\n\r\n',
      `data: ${JSON.stringify(analysing)}\r\n\r\n`,
      ':another comment\r\n',
      `data: ${JSON.stringify(worksheet)}\r\n\r\n`,
      `data: ${JSON.stringify(done)}\r\n\r\n`,
    ].join('');
    // Three bytes at a time cuts "\r\n" pairs and the three-byte "…" in half.
    const { seen, result } = await read(bytesInPiecesOf(text, 3));
    expect(seen).toEqual([analysing, worksheet]);
    expect(result).toEqual(done);
  });

  it('reads plain LF line endings, as the server writes them, in one chunk', async () => {
    const { seen, result } = await read([`data: ${JSON.stringify(analysing)}\n\ndata: ${JSON.stringify(done)}\n\n`]);
    expect(seen).toEqual([analysing]);
    expect(result).toEqual(done);
  });

  it('joins an event whose JSON is sent over several data lines', async () => {
    const json = JSON.stringify(analysing);
    const cut = json.indexOf(',"percent"');
    const { seen } = await read([`data: ${json.slice(0, cut)}\r\ndata:${json.slice(cut)}\r\n\r\n`, `data: ${JSON.stringify(done)}\r\n\r\n`]);
    // The data lines are joined with a newline, which JSON reads as white space.
    expect(seen).toEqual([analysing]);
  });

  it('fails with the server’s message, code and status when the stream reports an error', async () => {
    const message = 'The lesson writer is not answering at the moment. Please try again in a minute.';
    const failure = read([
      `data: ${JSON.stringify(analysing)}\r\n\r\n: still there\r\n`,
      `\r\ndata: ${JSON.stringify({ type: 'error', error: message, code: 'PROVIDER_UNAVAILABLE' })}\r\n\r\n`,
    ]);
    await expect(failure).rejects.toBeInstanceOf(ApiClientError);
    await expect(failure).rejects.toMatchObject({ message, code: 'PROVIDER_UNAVAILABLE', status: 503 });
  });

  it('says the connection was lost when the stream ends before the lesson is done', async () => {
    // The last event has no blank line after it, so it never arrived whole.
    const failure = read([`data: ${JSON.stringify(analysing)}\r\n\r\n`, `data: ${JSON.stringify(done)}`]);
    await expect(failure).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: expect.stringMatching(/connection was lost/) });
  });
});
