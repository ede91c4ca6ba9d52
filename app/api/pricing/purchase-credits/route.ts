import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { startCreditsCheckout } from '@/lib/billing/checkout';
import { requireStripeConfigured } from '@/lib/billing/stripe';
import { DEFAULT_CREDIT_PACK, type CreditPackId } from '@/lib/constants/billing';
import { parseOptionalJson, purchaseCreditsSchema } from '@/lib/validation/billing';

/**
 * POST /api/pricing/purchase-credits {packId?} → {url} of a Checkout page in payment mode for a
 * credit pack (default: the 10-lesson pack). Credits are added by the webhook once paid.
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  requireStripeConfigured();
  const { packId } = await parseOptionalJson(req, purchaseCreditsSchema);
  return apiOk(await startCreditsCheckout(user, (packId as CreditPackId | undefined) ?? DEFAULT_CREDIT_PACK));
});
