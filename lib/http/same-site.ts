/**
 * The cross-site request defence for state-changing requests (POST, PUT, PATCH, DELETE): a
 * browser says where a request comes from in `Sec-Fetch-Site` and `Origin`; anything but this
 * site answers 403 CROSS_SITE_REQUEST. API clients that send neither (curl, SDKs with a bearer
 * token) are not browsers and pass. JSON bodies must also be sent as application/json (checked
 * where the body is read), so a cross-site HTML form cannot post one.
 */
import { env } from '@/lib/env';
import { ApiError } from './errors';

/** The origins this site is served from: the configured public URL and the request's own host. */
function siteOrigins(req: Request): Set<string> {
  const origins = new Set<string>();
  origins.add(new URL(env.appUrl).origin);
  origins.add(new URL(req.url).origin);
  return origins;
}

/** Throws 403 CROSS_SITE_REQUEST when the browser says the request came from another site. */
export function assertRequestFromThisSite(req: Request): void {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw crossSite();
  const origin = req.headers.get('origin');
  if (origin !== null && !siteOrigins(req).has(origin)) throw crossSite();
}

function crossSite(): ApiError {
  return new ApiError('CROSS_SITE_REQUEST', 'Requests from other websites are not allowed');
}
