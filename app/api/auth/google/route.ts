import { NextResponse, type NextRequest } from 'next/server';
import { ApiError, withApi } from '@/lib/http';
import { env } from '@/lib/env';

/**
 * GET /api/auth/google → redirect to the login page, which starts next-auth's Google sign-in
 * (it needs a CSRF-protected POST, so the browser starts it). 503 NOT_CONFIGURED when
 * GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set.
 */
export const GET = withApi(async (req: NextRequest) => {
  if (!env.googleEnabled) {
    throw new ApiError('NOT_CONFIGURED', 'Google sign-in is not configured.');
  }
  return NextResponse.redirect(new URL('/login?provider=google', req.url));
});
