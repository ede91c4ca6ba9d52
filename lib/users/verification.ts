/**
 * Whether an account's e-mail address is verified, and the link that verifies it. Verifying it
 * (the link from the address's mailbox, a password reset sent there, or Google saying so) is
 * what grants the admin role to an address in ADMIN_EMAILS. Unverified accounts can still use
 * the product, free lessons included.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { ACCOUNT_LINK_TTL_SECONDS } from '@/lib/constants/accounts';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { env } from '@/lib/env';
import { sendMailInBackground } from '@/lib/mail';
import { verifyEmailMessage } from '@/lib/mail/messages';
import { enforce } from '@/lib/rate-limit';
import { grantAdminIfListed } from './admins';
import { createLinkToken, linkUrl, useLinkToken } from './account-links';

type Queryable = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * Records that the owner of `userId` receives mail at its address (the first time only) and
 * grants the configured admin role if the address is listed; returns the row as it is
 * afterwards. Throws UNAUTHORIZED (401) when the account no longer exists.
 */
export async function markEmailVerified(userId: string, tx?: Queryable): Promise<User> {
  const db = tx ?? (await getDb());
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
  const user = await grantAdminIfListed(userId, db);
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return user;
}

/**
 * E-mails `user` a link that verifies their address (valid ACCOUNT_LINK_TTL_SECONDS.verify). The
 * link is stored before this returns; the mail is sent in the background (failures are logged).
 */
export async function sendVerificationEmail(user: Pick<User, 'id' | 'email' | 'name'>): Promise<void> {
  const token = await createLinkToken(user.id, 'verify');
  const url = linkUrl(env.appUrl, 'verify', token);
  sendMailInBackground(verifyEmailMessage(user.email, user.name, url, ACCOUNT_LINK_TTL_SECONDS.verify / 3600));
}

/**
 * Sends the signed-in user a new verification link (the dashboard's Resend) and returns
 * {alreadyVerified} (nothing is sent to a verified address). Limited to
 * RATE_LIMITS.verifyResendPerUser per account (429 with Retry-After).
 */
export async function resendVerificationEmail(user: User): Promise<{ alreadyVerified: boolean }> {
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  await enforce(
    [{ key: `verify-resend:user:${user.id}`, limit: RATE_LIMITS.verifyResendPerUser }],
    'Too many verification e-mails.',
  );
  await sendVerificationEmail(user);
  return { alreadyVerified: false };
}

/**
 * Verifies an address with the token from its link (POST /api/auth/verify-email) and returns
 * the account's address. The link works once; a used, expired or unknown one → VALIDATION_ERROR
 * (400) saying which. Verifying a listed address grants the admin role.
 */
export async function verifyEmailWithToken(token: string): Promise<{ email: string }> {
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const userId = await useLinkToken(tx, token, 'verify');
    return markEmailVerified(userId, tx);
  });
  return { email: user.email };
}
