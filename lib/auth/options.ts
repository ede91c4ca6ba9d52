/**
 * next-auth v4 configuration: Credentials (e-mail and password) always, Google when
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; JWT session strategy in an httpOnly cookie.
 * Each sign-in starts a server-side session (lib/auth/sessions.ts) whose id the cookie carries.
 * Built per request so a missing secret fails at use, not at build time.
 */
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/constants/accounts';
import { env, getAuthSecret } from '@/lib/env';
import { isApiError } from '@/lib/http/errors';
import { clientIp } from '@/lib/http/client-ip';
import { cookies, headers } from 'next/headers';
import { loginSchema } from '@/lib/validation/auth';
import { DEVICE_COOKIE, deviceCookie } from '@/lib/auth/device';
import { authenticate, upsertOAuthUser } from '@/lib/users/sign-in';
import { getUserByEmail } from '@/lib/users/profile';
import { log } from '@/lib/log';
import { endSession, liveSessionUser, sessionLabel, startSession } from './sessions';

const SESSION_ENDED = 'Session ended';

export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/auth/callback' },
    events: {
      /** Signing out ends the session on the server, so a copy of the cookie stops working. */
      async signOut({ token }) {
        if (token?.sid) await endSession(token.sid);
      },
    },
    logger: {
      /** An ended session is an expected sign-out, not an error; everything else is logged. */
      error(code, metadata) {
        const message = metadata instanceof Error ? metadata.message : (metadata as { message?: string })?.message;
        if (code === 'JWT_SESSION_ERROR' && message === SESSION_ENDED) return;
        log.error({ code, err: metadata }, 'next-auth error');
      },
      warn(code) {
        log.warn({ code }, 'next-auth warning');
      },
      debug() {},
    },
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
            const jar = await cookies();
            const { user, deviceToken } = await authenticate(parsed.data, {
              ip: clientIp(req?.headers ?? {}),
              deviceToken: jar.get(DEVICE_COOKIE)?.value,
            });
            jar.set(deviceCookie(deviceToken));
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
        if (!googleProfile?.email || googleProfile.email_verified !== true) return false;
        await upsertOAuthUser(googleProfile.email, googleProfile.name ?? null);
        return true;
      },
      /**
       * On sign-in: the token's `sub` is our user id, whichever provider signed in, and `sid` a
       * new server-side session. Afterwards (each session read): throws when that session has
       * ended, which makes next-auth clear the cookie, so the browser is signed out too.
       */
      async jwt({ token, user, account }) {
        if (account) {
          const dbUser =
            account.provider === 'google' && token.email ? await getUserByEmail(token.email) : null;
          const id = dbUser?.id ?? user?.id;
          if (!id) throw new Error('Sign-in without an account');
          token.sub = id;
          token.sid = await startSession(id, sessionLabel((await headers()).get('user-agent')));
          return token;
        }
        if (!token.sub || !token.sid || !(await liveSessionUser(token.sid, token.sub))) {
          throw new Error(SESSION_ENDED);
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
