import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { expireSessionCookies, requireUser } from '@/lib/auth/session';
import { deleteAccount } from '@/lib/users/erase';
import { deleteAccountSchema } from '@/lib/validation/billing';

/**
 * DELETE /api/account {confirm: "DELETE"} → {deleted: true, cancelledSubscriptions} (UK GDPR
 * erasure). Cancels any Stripe subscription, deletes the user's rows (every session of the
 * account ends with them), and expires the session cookie. A wrong confirmation → 400.
 */
export const DELETE = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  await parseJson(req, deleteAccountSchema);
  const result = await deleteAccount(user);
  const res = apiOk({ deleted: true as const, ...result });
  expireSessionCookies(res, req);
  return res;
});
