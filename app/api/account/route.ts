import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { deleteAccount } from '@/lib/users/erase';
import { deleteAccountSchema } from '@/lib/validation/billing';

/** Session cookies next-auth may have set (plain and Secure names); expired on deletion. */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * DELETE /api/account {confirm: "DELETE"} → {deleted: true, cancelledSubscriptions} (UK GDPR
 * erasure, DECISIONS §3). Cancels any Stripe subscription, deletes the user's rows, and expires
 * the session cookie; the e-mail can register again. A wrong confirmation → 400.
 */
export const DELETE = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  await parseJson(req, deleteAccountSchema);
  const result = await deleteAccount(user);
  const res = apiOk({ deleted: true as const, ...result });
  for (const name of SESSION_COOKIES) {
    res.cookies.set(name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: name.startsWith('__Secure-') });
  }
  return res;
});
