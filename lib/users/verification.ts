/**
 * Whether an account's e-mail address is verified. Verifying it (a link from the address's
 * mailbox, a password reset sent there, or Google saying so) is what grants the admin role to
 * an address in ADMIN_EMAILS.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { grantAdminIfListed } from './admins';

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
