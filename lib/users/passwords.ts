/**
 * Passwords after sign-up: "forgot password" (a single-use reset link sent to the address),
 * resetting with that link, and changing the password while signed in. Resetting ends every
 * session of the account; changing ends every other session and keeps the one that changed it.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { users, type User } from '@/db/schema';
import { ACCOUNT_LINK_TTL_SECONDS } from '@/lib/constants/accounts';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { endSessions } from '@/lib/auth/sessions';
import { sendMailInBackground } from '@/lib/mail';
import { resetPasswordMessage } from '@/lib/mail/messages';
import { enforce, reserve } from '@/lib/rate-limit';
import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@/lib/validation/auth';
import { createLinkToken, linkState, linkUrl, useLinkToken, type LinkState } from './account-links';
import { getUserByEmail } from './profile';
import { markEmailVerified } from './verification';

/** What "forgot password" answers, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that address, we have sent it a link to reset the password. Please check your inbox.';

/**
 * "Forgot password" (POST /api/auth/forgot-password): when the address has an account, e-mails it
 * a reset link valid ACCOUNT_LINK_TTL_SECONDS.reset; otherwise does nothing. Answers the same
 * either way, and the mail is sent in the background so the time taken does not tell either.
 * Limited per address and per client address (429 with Retry-After, counted for every address).
 */
export async function requestPasswordReset(input: ForgotPasswordInput, ip: string): Promise<{ message: string }> {
  await enforce(
    [
      { key: `reset:ip:${ip}`, limit: RATE_LIMITS.resetPerIp },
      { key: `reset:email:${input.email}`, limit: RATE_LIMITS.resetPerEmail },
    ],
    'Too many password reset requests.',
  );
  const user = await getUserByEmail(input.email);
  if (user) {
    const token = await createLinkToken(user.id, 'reset');
    const url = linkUrl(env.appUrl, 'reset', token);
    sendMailInBackground(resetPasswordMessage(user.email, user.name, url, ACCOUNT_LINK_TTL_SECONDS.reset / 60));
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/** Whether a reset link still works (the /reset-password page asks before showing its form). */
export function resetLinkState(token: string): Promise<LinkState> {
  return linkState(token, 'reset');
}

/**
 * Sets a new password with the token from a reset link (POST /api/auth/reset-password) and
 * returns {email}. In one transaction: the link is used up, the password replaced, the address
 * marked verified (the link proved the mailbox), and every session of the account ended. A used,
 * expired or unknown link → VALIDATION_ERROR (400) saying which; nothing changes then.
 */
export async function resetPasswordWithToken(input: ResetPasswordInput): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userId = await useLinkToken(tx, input.token, 'reset');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const user = await markEmailVerified(userId, tx);
    await endSessions(userId, null, tx);
    return { email: user.email };
  });
}

/**
 * Changes the signed-in user's password (POST /api/account/password) and returns how many other
 * sessions were ended: every session but `sessionId` (the one asking) ends. A wrong current
 * password → VALIDATION_ERROR (400); more than RATE_LIMITS.passwordChangePerUser wrong ones →
 * RATE_LIMITED (429). An account that signs in only with Google has no password to change
 * (400: "forgot password" sets one).
 */
export async function changePassword(
  user: User,
  sessionId: string,
  input: ChangePasswordInput,
): Promise<{ endedSessions: number }> {
  if (!user.passwordHash) {
    throw new ApiError(
      'VALIDATION_ERROR',
      'This account signs in with Google and has no password yet. Use "Forgot your password?" on the sign-in page to set one.',
    );
  }
  const held = await reserve(
    [{ key: `password-change:user:${user.id}`, limit: RATE_LIMITS.passwordChangePerUser }],
    'Too many attempts to change the password.',
  );
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ApiError('VALIDATION_ERROR', 'currentPassword: Your current password is not correct');
  }
  await held.release();
  const passwordHash = await hashPassword(input.newPassword);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { endedSessions: await endSessions(user.id, sessionId, tx) };
  });
}
