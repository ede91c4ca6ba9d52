import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { startCheckout } from '@/lib/billing/checkout';
import { requireStripeConfigured } from '@/lib/billing/stripe';
import { checkoutSchema } from '@/lib/validation/billing';

/**
 * POST /api/stripe/create-checkout-session {priceId} → {url} of a Stripe Checkout page
 * (product-spec §7 "Stripe"). Only our own prices: unknown → 400. Premium already live → 409.
 * Without STRIPE_SECRET_KEY → 503 "Stripe is not configured. Please contact support."
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  requireStripeConfigured();
  const { priceId } = await parseJson(req, checkoutSchema);
  return apiOk(await startCheckout(user, priceId));
});
