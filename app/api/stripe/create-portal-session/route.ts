import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { startPortal } from '@/lib/billing/checkout';
import { requireStripeConfigured } from '@/lib/billing/stripe';

/**
 * POST /api/stripe/create-portal-session (no body) → {url} of the Stripe Customer Portal
 * (product-spec §7 "Stripe"). A user with no Stripe customer yet → 404. Without a key → 503.
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  requireStripeConfigured();
  return apiOk(await startPortal(user));
});
