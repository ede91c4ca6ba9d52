/**
 * The debug premium toggle: exists only
 * when ENABLE_DEBUG_TOOLS=true and NODE_ENV is not production, and answers 404 otherwise, as if
 * it were not there. It flips users.is_premium alone; Stripe is not involved.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { users, type User } from '@/db/schema';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';

/** Throws NOT_FOUND (404) unless the debug tools are enabled outside production. */
export function requireDebugTools(): void {
  if (!env.debugToolsEnabled) throw new ApiError('NOT_FOUND', 'No such API endpoint');
}

/** Sets (or, without a value, flips) the user's Premium flag; answers the new state and a message. */
export async function toggleDebugPremium(
  user: User,
  isPremium: boolean | undefined,
): Promise<{ isPremium: boolean; message: string }> {
  requireDebugTools();
  const next = isPremium ?? !user.isPremium;
  const db = await getDb();
  await db.update(users).set({ isPremium: next }).where(eq(users.id, user.id));
  return { isPremium: next, message: next ? 'Premium enabled (debug)' : 'Premium disabled (debug)' };
}
