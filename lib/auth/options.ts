/**
 * next-auth v4 configuration: Credentials (e-mail and password) always, Google when
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; JWT session strategy in an httpOnly cookie
 * (DECISIONS §2). Built per request so a missing secret fails at use, not at build time.
 */
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/constants/accounts';
import { env, getAuthSecret } from '@/lib/env';
import { isApiError } from '@/lib/http/errors';
import { clientIp } from '@/lib/http/client-ip';
import { loginSchema } from '@/lib/validation/auth';
import { authenticate, getUserByEmail, upsertOAuthUser } from '@/lib/users/service';
import { log } from '@/lib/log';

export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/auth/callback' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        /** Throws with the message the sign-in form shows (invalid credentials, rate limit). */
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid email or password');
          try {
            const user = await authenticate(parsed.data, clientIp(req?.headers ?? {}));
            return { id: user.id, email: user.email, name: user.name };
          } catch (err) {
            if (isApiError(err)) throw new Error(err.message);
            log.error({ err }, 'credentials sign-in failed');
            throw new Error('Login failed');
          }
        },
      }),
      ...(env.googleEnabled
        ? [
            GoogleProvider({
              clientId: env.googleClientId!,
              clientSecret: env.googleClientSecret!,
            }),
          ]
        : []),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== 'google') return true;
        const googleProfile = profile as { email?: string; email_verified?: boolean; name?: string } | undefined;
        if (!googleProfile?.email || googleProfile.email_verified === false) return false;
        await upsertOAuthUser(googleProfile.email, googleProfile.name ?? null);
        return true;
      },
      /** The token's `sub` is always our user id, whichever provider signed in. */
      async jwt({ token, user, account }) {
        if (account?.provider === 'google' && token.email) {
          const dbUser = await getUserByEmail(token.email);
          if (dbUser) token.sub = dbUser.id;
        } else if (user?.id) {
          token.sub = user.id;
        }
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) session.user.id = token.sub;
        return session;
      },
    },
  };
}
