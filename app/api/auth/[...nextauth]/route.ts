/** next-auth's own endpoints: session, csrf, providers, sign-in and sign-out callbacks. */
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { getAuthOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(req: NextRequest, ctx: Context) {
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };
