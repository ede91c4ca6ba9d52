/**
 * next-auth's own endpoints: session, csrf, providers, sign-in and sign-out callbacks. They are
 * next-auth's handler, not `route()` definitions; the one guard added here refuses a body whose
 * declared size is over MAX_JSON_BODY_BYTES (413) before next-auth reads it.
 */
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { getAuthOptions } from '@/lib/auth/options';
import { assertDeclaredLength } from '@/lib/http/body';
import { apiError } from '@/lib/http/respond';

type Context = { params: Promise<{ nextauth: string[] }> };

/** Hands the request to next-auth once its declared body size is within the cap; 413 otherwise. */
async function handler(req: NextRequest, ctx: Context) {
  try {
    assertDeclaredLength(req);
  } catch (err) {
    return apiError(err);
  }
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };
