/**
 * The client's address, for rate limits and visitor previews. Plenary's server (server.mjs)
 * writes the connection's address into `x-plenary-peer`, replacing anything the client sent.
 * With TRUST_PROXY_HOPS = 0 (clients connect directly) that address is the client. With N
 * proxies in front, each appending to X-Forwarded-For, the client is the entry N hops from the
 * connection: entries further left were written by the client and are ignored, so no header a
 * client writes can choose its own bucket.
 */
import { env } from '@/lib/env';

export const PEER_HEADER = 'x-plenary-peer';

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const raw = headers[name];
  return Array.isArray(raw) ? raw.join(',') : raw;
}

/**
 * The address `hops` trusted proxies from the connection, given the X-Forwarded-For entries and
 * the connection's own address (undefined when not served by server.mjs, e.g. `next dev`, where
 * Next.js's own X-Forwarded-For entry stands in for it). Returns 'unknown' when there is none.
 */
export function addressFromChain(forwardedFor: string | undefined, peer: string | undefined, hops: number): string {
  const chain = (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (peer) chain.push(peer.trim());
  if (chain.length === 0) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

/** The client's address for this request under the configured TRUST_PROXY_HOPS. */
export function clientIp(headers: HeaderBag): string {
  return addressFromChain(header(headers, 'x-forwarded-for'), header(headers, PEER_HEADER), env.trustProxyHops);
}
