import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { googleSignInUrl } from '@/lib/config/google';

/**
 * GET /api/auth/google → a redirect to the sign-in page, which starts next-auth's Google
 * sign-in (it needs a CSRF-protected POST, so the browser starts it). 503 NOT_CONFIGURED when
 * GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set.
 */
export const GET = route(
  {
    summary: 'Start signing in with Google',
    description: 'Redirects to the sign-in page, which starts the Google sign-in. 503 when Google is not configured.',
    tag: 'auth',
    access: 'public',
    produces: 'redirect',
    errors: ['NOT_CONFIGURED'],
  },
  ({ req }) => NextResponse.redirect(googleSignInUrl(req.url)),
);
