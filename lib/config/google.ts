/** Where a Google sign-in starts, when Google sign-in is configured. */
import { env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';

/**
 * The sign-in page that starts next-auth's Google sign-in (it needs a CSRF-protected POST, so
 * the browser starts it), on the site `requestUrl` came to. Throws NOT_CONFIGURED (503) unless
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set.
 */
export function googleSignInUrl(requestUrl: string): URL {
  if (!env.googleEnabled) throw new ApiError('NOT_CONFIGURED', 'Google sign-in is not configured.');
  return new URL('/login?provider=google', requestUrl);
}
