import { route } from '@/lib/http/route';
import { startCreditsCheckout } from '@/lib/billing/checkout';
import { DEFAULT_CREDIT_PACK, type CreditPackId } from '@/lib/constants/billing';
import { purchaseCreditsSchema, redirectUrlSchema } from '@/lib/validation/billing';

/**
 * POST /api/pricing/purchase-credits {packId?} → {url} of a Checkout page in payment mode for a
 * credit pack (default: the 10-lesson pack). Credits are added by the webhook once paid. 503
 * without Stripe.
 */
export const POST = route(
  {
    summary: 'Buy a pack of lesson credits',
    description: 'Answers the Stripe Checkout page; the credits arrive with the verified webhook. Without packId, the 10-lesson pack.',
    tag: 'pricing',
    access: 'user',
    payments: true,
    body: purchaseCreditsSchema,
    bodyOptional: true,
    response: redirectUrlSchema,
    errors: ['PAYMENT_PROVIDER_ERROR'],
    example: { body: { packId: 'pack-10' } },
  },
  ({ user, body }) => startCreditsCheckout(user, (body.packId as CreditPackId | undefined) ?? DEFAULT_CREDIT_PACK),
);
