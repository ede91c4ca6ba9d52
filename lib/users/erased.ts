/**
 * The free allowance of deleted accounts: deleting an account keeps one keyed hash of its
 * normalised address with the free lessons it had used, and an account registered again with
 * that address starts from that count. The address itself is not kept.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db';
import { erasedAccounts, type User } from '@/db/schema';
import { keyedHash } from '@/lib/auth/keys';
import { freeLessonsUsed } from '@/lib/billing/plans';

type Queryable = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The keyed hash an address is remembered by (trimmed and lower-cased first). */
export function erasedEmailHash(email: string): string {
  return keyedHash('erased-email', email.trim().toLowerCase());
}

/**
 * Remembers the free lessons `user` has used under the hash of its address, inside the deletion's
 * transaction. When the address was deleted before, the higher count is kept.
 */
export async function rememberErasedAllowance(tx: Queryable, user: Pick<User, 'email' | 'lessonsGenerated'>): Promise<void> {
  const used = freeLessonsUsed(user);
  await tx
    .insert(erasedAccounts)
    .values({ emailHash: erasedEmailHash(user.email), freeLessonsUsed: used })
    .onConflictDoUpdate({
      target: erasedAccounts.emailHash,
      set: {
        freeLessonsUsed: sql`greatest(${erasedAccounts.freeLessonsUsed}, ${used})`,
        erasedAt: sql`now()`,
      },
    });
}

/**
 * The lessons-generated count a new account with `email` starts from, as an SQL value for its
 * insert: the free lessons a deleted account with the same address had used, else 0.
 */
export function startingLessonsGenerated(email: string): SQL<number> {
  return sql<number>`coalesce((select ${erasedAccounts.freeLessonsUsed} from ${erasedAccounts} where ${eq(
    erasedAccounts.emailHash,
    erasedEmailHash(email),
  )}), 0)`;
}
