import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { accountSubscription } from '@/lib/billing/account';

/**
 * GET /api/account/subscription → {subscription, usage, features, featureList} (product-spec §3
 * "Subscription response"). Works without Stripe: it reads only our own records.
 */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(accountSubscription(user));
});
