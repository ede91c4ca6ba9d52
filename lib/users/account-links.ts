/**
 * Single-use links sent by e-mail (address verification, password reset): the only code that
 * reads or writes the account_tokens table. A token is 32 random bytes; only its SHA-256 is
 * stored, so the table alone cannot be used to verify an address or reset a password. A link
 * works once and until ACCOUNT_LINK_TTL_SECONDS[purpose] after it was made.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { accountTokens } from '@/db/schema';
import { ACCOUNT_LINK_TTL_SECONDS, type AccountLinkPurpose } from '@/lib/constants/accounts';
import { ApiError } from '@/lib/http/errors';

type Queryable = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** What a link's token is worth now. */
export type LinkState = 'valid' | 'used' | 'expired' | 'invalid';

const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** Tokens are base64url of 32 bytes; anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Makes a new link token for `userId` and `purpose` and returns it (to be put in an e-mail only). */
export async function createLinkToken(userId: string, purpose: AccountLinkPurpose): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ACCOUNT_LINK_TTL_SECONDS[purpose]})`,
  });
  return token;
}

/** Whether `token` would work for `purpose` now, without using it (inside `tx` when given). */
export async function linkState(token: string, purpose: AccountLinkPurpose, tx?: Queryable): Promise<LinkState> {
  if (!TOKEN_SHAPE.test(token)) return 'invalid';
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ usedAt: accountTokens.usedAt, live: sql<boolean>`${accountTokens.expiresAt} > now()` })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.live ? 'valid' : 'expired';
}

/** The words shown for a link that does not work, by state. */
export const LINK_PROBLEMS: Record<Exclude<LinkState, 'valid'>, string> = {
  used: 'This link has already been used.',
  expired: 'This link has expired.',
  invalid: 'This link is not valid. Please check you copied all of it.',
};

/**
 * Uses `token` for `purpose` (marks it used, in one statement, so two requests can never both
 * use it) inside the caller's transaction, and returns the user id it was made for. Throws
 * VALIDATION_ERROR (400) saying whether the link was already used, has expired, or is not valid.
 */
export async function useLinkToken(tx: Queryable, token: string, purpose: AccountLinkPurpose): Promise<string> {
  if (TOKEN_SHAPE.test(token)) {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: accountTokens.userId });
    if (row) return row.userId;
  }
  const state = await linkState(token, purpose, tx);
  throw new ApiError('VALIDATION_ERROR', LINK_PROBLEMS[state === 'valid' ? 'used' : state]);
}

/** The page a link opens, with its token: `${appUrl}/verify-email?token=…` or `/reset-password?token=…`. */
export function linkUrl(appUrl: string, purpose: AccountLinkPurpose, token: string): string {
  const page = purpose === 'verify' ? '/verify-email' : '/reset-password';
  return `${appUrl}${page}?token=${encodeURIComponent(token)}`;
}
