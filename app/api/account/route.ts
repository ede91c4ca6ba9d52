import { route } from '@/lib/http/route';
import { apiOk } from '@/lib/http/respond';
import { expireSessionCookies } from '@/lib/auth/session-cookies';
import { deleteAccount } from '@/lib/users/erase';
import { deleteAccountSchema } from '@/lib/validation/billing';
import { accountDeletedSchema } from '@/lib/validation/account';

/**
 * DELETE /api/account {confirm: "DELETE"} → {deleted: true, cancelledSubscriptions} (UK GDPR
 * erasure). Cancels any Stripe subscription, deletes the user's rows, and expires the session
 * cookies; the e-mail can register again. A wrong confirmation → 400.
 */
export const DELETE = route(
  {
    summary: 'Delete my account',
    description: 'Cancels any Stripe subscription first, deletes everything held on you and signs the browser out.',
    tag: 'account',
    access: 'user',
    body: deleteAccountSchema,
    response: accountDeletedSchema,
    errors: ['PAYMENT_PROVIDER_ERROR'],
    example: { body: { confirm: 'DELETE' }, response: { deleted: true, cancelledSubscriptions: [] } },
  },
  async ({ req, user }) => {
    const result = await deleteAccount(user);
    return expireSessionCookies(apiOk({ deleted: true as const, ...result }), req);
  },
);
