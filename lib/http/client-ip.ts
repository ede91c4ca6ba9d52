/**
 * The client's address for rate limits: the rightmost X-Forwarded-For entry, which is the one
 * added by the nearest hop (Next.js itself when the request came straight in, or the load
 * balancer in front of it). Returns 'unknown' when there is none.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw =
    headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const parts = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return parts[parts.length - 1] ?? 'unknown';
}
