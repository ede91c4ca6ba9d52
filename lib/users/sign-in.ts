/**
 * Signing in: creating an account with a password, checking a password, the account behind a
 * Google sign-in, and the admin role granted to the addresses in ADMIN_EMAILS.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { RATE_LIMITS } from '@/lib/constants';
import { env } from '@/lib/env';
import { consume, enforce, peek, rateLimitedError } from '@/lib/rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import type { LoginInput, RegisterInput } from '@/lib/validation/auth';
import { getUserByEmail } from './profile';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Rate-limit keys that name an e-mail address (account deletion removes them with the account). */
export const emailRateLimitKeys = {
  login: (email: string) => `login:email:${email}`,
  register: (email: string) => `register:email:${email}`,
};

/**
 * Creates an account (POST /api/auth/register) and returns its row. Rate limited per IP and per
 * e-mail (429). An e-mail already in use → EMAIL_TAKEN (409). Addresses in ADMIN_EMAILS get the
 * admin role.
 */
export async function registerUser(input: RegisterInput, ip: string): Promise<User> {
  await enforce(
    [
      { key: `register:ip:${ip}`, limit: RATE_LIMITS.registerPerIp },
      { key: emailRateLimitKeys.register(input.email), limit: RATE_LIMITS.registerPerEmail },
    ],
    'Too many sign-up attempts.',
  );
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name ?? null,
      passwordHash,
      role: env.adminEmails.includes(input.email) ? 'admin' : 'user',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists');
  return created;
}

/**
 * Checks an e-mail and password (POST /api/auth/login and the web sign-in) and returns the
 * account. Every attempt counts against the caller's IP; only failed attempts count against the
 * e-mail, so guessing can lock an account for a while but its owner's own successful sign-ins
 * never do (429 either way). Unknown e-mail and wrong password answer the same
 * INVALID_CREDENTIALS (401) after the same amount of work.
 */
export async function authenticate(input: LoginInput, ip: string): Promise<User> {
  const message = 'Too many sign-in attempts.';
  const emailKey = emailRateLimitKeys.login(input.email);
  await enforce([{ key: `login:ip:${ip}`, limit: RATE_LIMITS.loginPerIp }], message);
  const emailState = await peek(emailKey, RATE_LIMITS.loginPerEmail);
  if (!emailState.allowed) throw rateLimitedError(message, emailState.retryAfterSeconds);

  const user = await getUserByEmail(input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) {
    await consume(emailKey, RATE_LIMITS.loginPerEmail);
    throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  return user;
}

/** Finds or creates the account for a Google sign-in (verified e-mail only) and returns it. */
export async function upsertOAuthUser(email: string, name: string | null): Promise<User> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  await db
    .insert(users)
    .values({ email: normalised, name, role: env.adminEmails.includes(normalised) ? 'admin' : 'user' })
    .onConflictDoNothing({ target: users.email });
  const user = await getUserByEmail(normalised);
  if (!user) throw new ApiError('INTERNAL_ERROR', 'Could not create the account');
  return user;
}

/**
 * Grants the admin role to every existing account in ADMIN_EMAILS (run at start-up); returns
 * how many accounts changed.
 */
export async function grantConfiguredAdmins(emails = env.adminEmails): Promise<number> {
  if (emails.length === 0) return 0;
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, emails), sql`${users.role} <> 'admin'`))
    .returning({ id: users.id });
  return updated.length;
}
