/**
 * `npm run bench:request-limits -- --url http://127.0.0.1:3000 --pid <server pid>`: what
 * oversized bodies cost a running server. Sends --count (default 4) POST bodies of --mb
 * megabytes (default 200) in parallel to a JSON route, each as a declared Content-Length and
 * then again as a chunked body without one, and prints each answer's status and time and the
 * server's resident memory (from /proc/<pid>/status) before and after. Every request is bounded
 * in size and time and goes only to the given local address.
 */
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Sends one body of `bytes` bytes in 1 MB chunks; resolves with the status, time and bytes the server let through. */
function send(url: URL, bytes: number, declareLength: boolean): Promise<{ status: number; ms: number; sentMb: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (declareLength) headers['content-length'] = String(bytes);
    const req = http.request(url, { method: 'POST', headers, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, sentMb: Math.round(sent / 1e6) }));
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    req.on('error', () => resolve({ status: 0, ms: Date.now() - started, sentMb: Math.round(sent / 1e6) }));
    req.on('timeout', () => req.destroy());
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      path: { type: 'string', default: '/api/feedback/submit' },
      pid: { type: 'string' },
      count: { type: 'string', default: '4' },
      mb: { type: 'string', default: '200' },
    },
  });
  const target = new URL(values.path!, values.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('Only a server on this machine may be targeted');
  const pid = values.pid ? Number(values.pid) : undefined;
  const count = Math.min(Number(values.count), 16);
  const bytes = Math.min(Number(values.mb), 1024) * 1024 * 1024;
  if (pid) console.log(`server memory before: ${rssMb(pid)} MB`);
  for (const declare of [true, false]) {
    const results = await Promise.all(Array.from({ length: count }, () => send(target, bytes, declare)));
    for (const r of results) {
      console.log(`${declare ? 'with Content-Length' : 'chunked'}: status ${r.status} in ${r.ms} ms (${r.sentMb} MB written before the answer)`);
    }
    if (pid) console.log(`server memory after ${count} × ${values.mb} MB ${declare ? 'declared' : 'chunked'}: ${rssMb(pid)} MB`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
