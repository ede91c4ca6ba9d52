/**
 * A small local server that speaks the Anthropic Messages API (streaming and not) and replays a
 * script of answers, faults included. The real SDK talks to it through `baseURL`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | { kind: 'tool'; input: unknown; chunkSize?: number; delayMs?: number }
  | { kind: 'text'; text: string }
  | { kind: 'refusal' }
  | { kind: 'error'; status: number; type: string; message?: string }
  | { kind: 'hang' }
  /** Answers with `inputs[tool name]` for whichever tool the request forces. */
  | { kind: 'by-tool'; inputs: Record<string, unknown>; chunkSize?: number; delayMs?: number };

export interface FakeServer {
  url: string;
  /** Bodies of the requests received, in order. */
  requests: Array<Record<string, unknown>>;
  /** Answers still to give; each request takes the first (the last one repeats). */
  script: FakeAnswer[];
  close(): Promise<void>;
}

function sse(res: http.ServerResponse, event: string, data: unknown) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export async function startFakeAnthropic(script: FakeAnswer[] = []): Promise<FakeServer> {
  const state: FakeServer = { url: '', requests: [], script, close: async () => {} };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      state.requests.push(body);
      const scripted = state.script.length > 1 ? state.script.shift()! : state.script[0];
      if (!scripted || scripted.kind === 'hang') return; // never answers
      const forced = ((body.tools as Array<{ name: string }>) ?? [])[0]?.name ?? '';
      const answer: Exclude<FakeAnswer, { kind: 'by-tool' } | { kind: 'hang' }> =
        scripted.kind === 'by-tool'
          ? { kind: 'tool', input: scripted.inputs[forced], chunkSize: scripted.chunkSize, delayMs: scripted.delayMs }
          : scripted;
      if (answer.kind === 'error') {
        res.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after-ms': '5', 'request-id': 'req_fake' });
        res.end(JSON.stringify({ type: 'error', error: { type: answer.type, message: answer.message ?? answer.type } }));
        return;
      }
      const tools = (body.tools as Array<{ name: string }>) ?? [];
      const toolName = tools[0]?.name ?? 'tool';
      const stopReason = answer.kind === 'tool' ? 'tool_use' : answer.kind === 'refusal' ? 'refusal' : 'end_turn';
      const message = {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [] as unknown[],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 1 },
      };
      if (!body.stream) {
        const content =
          answer.kind === 'tool'
            ? [{ type: 'tool_use', id: 'toolu_fake', name: toolName, input: answer.input }]
            : [{ type: 'text', text: answer.kind === 'text' ? answer.text : '' }];
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ...message, content, stop_reason: stopReason }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      sse(res, 'message_start', { type: 'message_start', message });
      if (answer.kind === 'tool') {
        sse(res, 'content_block_start', {
          type: 'content_block_start',
          index: 0,
          content_block: { type: 'tool_use', id: 'toolu_fake', name: toolName, input: {} },
        });
        const json = JSON.stringify(answer.input);
        const size = answer.chunkSize ?? 400;
        for (let i = 0; i < json.length; i += size) {
          if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
          sse(res, 'content_block_delta', {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'input_json_delta', partial_json: json.slice(i, i + size) },
          });
        }
        sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 });
      } else if (answer.kind === 'text') {
        sse(res, 'content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
        sse(res, 'content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: answer.text } });
        sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 });
      }
      sse(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 50 } });
      sse(res, 'message_stop', { type: 'message_stop' });
      res.end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}
