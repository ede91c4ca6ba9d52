/**
 * Who sent a piece of feedback or a ticket, and the key their rate limit is counted under:
 * the account for a signed-in user, else the visitor's hashed address (raw addresses are never
 * stored).
 */
import type { NextRequest } from 'next/server';
import type { User } from '@/db/schema';
import { currentUser } from '@/lib/auth/session';
import { clientIp } from '@/lib/http/client-ip';
import { hashKey } from '@/lib/previews/visitor';

export interface Sender {
  user: User | null;
  /** `user:<id>` or `visitor:<hashed address>`. */
  rateKey: string;
}

/** The sender of this request: the signed-in user if there is one, else the visitor. */
export async function senderFrom(req: NextRequest): Promise<Sender> {
  const user = await currentUser(req);
  return { user, rateKey: user ? `user:${user.id}` : `visitor:${hashKey(clientIp(req.headers))}` };
}
