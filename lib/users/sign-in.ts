/**
 * Signing in: creating an account with a password, checking a password, and the account behind
 * a Google sign-in. The admin role lives in ./admins.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { enforce, reserve } from '@/lib/rate-limit';
import { issueDeviceToken, readDeviceToken, type DeviceClaim } from '@/lib/auth/device';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import type { LoginInput, RegisterInput } from '@/lib/validation/auth';
import { endSessions } from '@/lib/auth/sessions';
import { getUserByEmail } from './profile';
import { markEmailVerified, sendVerificationEmail } from './verification';
import { startingLessonsGenerated } from './erased';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Rate-limit keys that name an e-mail address (account deletion removes them with the account). */
export const emailRateLimitKeys = {
  login: (email: string) => `login:email:${email}`,
  /** Failed sign-ins at one address from one client; all of an address's start with loginFrom(email, ''). */
  loginFrom: (email: string, ip: string) => `login:email-ip:${email}|${ip}`,
  register: (email: string) => `register:email:${email}`,
};

/**
 * Creates an account (POST /api/auth/register) and returns its row. Rate limited per IP and per
 * e-mail (429). An e-mail already in use → EMAIL_TAKEN (409). An address whose account was
 * deleted starts from the free lessons it had used. The address starts unverified and is sent a
 * verification link; an address in ADMIN_EMAILS gets the admin role only once it is verified.
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
      lessonsGenerated: startingLessonsGenerated(input.email),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists');
  await sendVerificationEmail(created);
  return created;
}

/** Who is signing in: the client address and the device cookie the client sent, if any. */
export interface SignInClient {
  ip: string;
  deviceToken?: string | null;
}

export interface SignedIn {
  user: User;
  /** A fresh device token for this client to keep (see lib/auth/device.ts). */
  deviceToken: string;
}

/**
 * The limits one sign-in attempt at `email` is counted against. A client holding a valid device
 * cookie from an earlier sign-in to this account is counted per device only. Any other client is
 * counted per client address (every attempt), per address and client address, and per address.
 */
function signInChecks(email: string, ip: string, device: DeviceClaim | null, user: User | null) {
  if (device && user && device.userId === user.id) {
    return { perClient: [], perAccount: [{ key: `login:device:${device.deviceId}`, limit: RATE_LIMITS.loginPerDevice }] };
  }
  return {
    perClient: [{ key: `login:ip:${ip}`, limit: RATE_LIMITS.loginPerIp }],
    perAccount: [
      { key: emailRateLimitKeys.loginFrom(email, ip), limit: RATE_LIMITS.loginPerEmailAndIp },
      { key: emailRateLimitKeys.login(email), limit: RATE_LIMITS.loginPerEmail },
    ],
  };
}

/**
 * Checks an e-mail and password (POST /api/auth/login and the web sign-in) and returns the
 * account with a fresh device token. The attempt is reserved against its limits before the
 * password is checked, so parallel guesses can never get more checks than the limits allow; a
 * correct password gives the account's points back, so an owner's own sign-ins never lock them
 * out, and guesses from elsewhere never lock out a browser the owner has signed in on before.
 * Used-up limits → RATE_LIMITED (429 with Retry-After). Unknown e-mail and wrong password answer
 * the same INVALID_CREDENTIALS (401) after the same amount of work.
 */
export async function authenticate(input: LoginInput, client: SignInClient): Promise<SignedIn> {
  const message = 'Too many sign-in attempts.';
  const [user, device] = await Promise.all([getUserByEmail(input.email), readDeviceToken(client.deviceToken)]);
  const checks = signInChecks(input.email, client.ip, device, user);
  if (checks.perClient.length > 0) await enforce(checks.perClient, message);
  const held = await reserve(checks.perAccount, message);

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  await held.release();
  return { user, deviceToken: await issueDeviceToken(user.id) };
}

/**
 * Finds or creates the account for a Google sign-in whose address Google has verified, and
 * returns it verified. When the address was registered with a password but never verified,
 * whoever chose that password never proved they own it: the password is removed and every
 * session of the account ends. A verified address in ADMIN_EMAILS gets the admin role.
 */
export async function upsertOAuthUser(email: string, name: string | null): Promise<User> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ email: normalised, name, emailVerifiedAt: sql`now()`, lessonsGenerated: startingLessonsGenerated(normalised) })
      .onConflictDoNothing({ target: users.email });
    const [user] = await tx.select().from(users).where(eq(users.email, normalised)).for('update');
    if (!user) throw new ApiError('INTERNAL_ERROR', 'Could not create the account');
    if (!user.emailVerifiedAt) {
      await tx.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      await endSessions(user.id, null, tx);
    }
    return markEmailVerified(user.id, tx);
  });
}
