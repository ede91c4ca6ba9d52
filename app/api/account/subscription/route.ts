import { route } from '@/lib/http/route';
import { accountSubscription } from '@/lib/billing/account';
import { accountSubscriptionSchema } from '@/lib/validation/billing';

/**
 * GET /api/account/subscription → {subscription, usage, features, featureList}. Works without
 * Stripe: it reads only our own records.
 */
export const GET = route(
  {
    summary: 'Read my plan, usage and features',
    tag: 'account',
    access: 'user',
    response: accountSubscriptionSchema,
  },
  ({ user }) => accountSubscription(user),
);
