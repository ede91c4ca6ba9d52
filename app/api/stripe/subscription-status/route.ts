import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { subscriptionStatus } from '@/lib/billing/account';
import { requireStripeConfigured } from '@/lib/billing/stripe';

/**
 * GET /api/stripe/subscription-status → the stored subscription state and credits, which only
 * verified webhooks change; the account page polls it after Checkout. Without a key → 503.
 */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  requireStripeConfigured();
  return apiOk(subscriptionStatus(user));
});
