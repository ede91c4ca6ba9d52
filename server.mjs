/**
 * Plenary's production server: Next.js's own request handler behind a plain Node HTTP server
 * that records the address of the connection (the client, or the nearest proxy) in the
 * `x-plenary-peer` header, replacing any value a client sent. Rate limits trust that address
 * and, with TRUST_PROXY_HOPS, the X-Forwarded-For entries that many proxies appended; a header
 * the client wrote can never choose its own bucket. `next start` alone cannot do this: it keeps
 * an X-Forwarded-For header the client wrote.
 *
 * Usage: node server.mjs [-H host] [-p port]
 */
import { createServer } from 'node:http';
import next from 'next';

const PEER_HEADER = 'x-plenary-peer';

function option(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const hostname = option('-H', '0.0.0.0');
const port = Number(option('-p', '3000'));

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`Plenary ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
