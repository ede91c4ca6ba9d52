import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { startCreditsCheckout } from '@/lib/billing/checkout';
import { requireStripeConfigured } from '@/lib/billing/stripe';
import { PAY_PER_GENERATION_PACK } from '@/lib/constants/billing';

/**
 * POST /api/pricing/pay-per-generation (no body) → {url} of a Checkout page in payment mode for
 * one lesson credit; the webhook adds it once paid, and the next lesson uses it.
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  requireStripeConfigured();
  return apiOk(await startCreditsCheckout(user, PAY_PER_GENERATION_PACK));
});
