import { route } from '@/lib/http/route';
import { startCreditsCheckout } from '@/lib/billing/checkout';
import { PAY_PER_GENERATION_PACK } from '@/lib/constants/billing';
import { redirectUrlSchema } from '@/lib/validation/billing';

/**
 * POST /api/pricing/pay-per-generation (no body) → {url} of a Checkout page in payment mode for
 * one lesson credit; the webhook adds it once paid, and the next lesson uses it. 503 without Stripe.
 */
export const POST = route(
  {
    summary: 'Pay for one lesson',
    description: 'Answers the Stripe Checkout page for one lesson credit; the credit arrives with the verified webhook.',
    tag: 'pricing',
    access: 'user',
    payments: true,
    response: redirectUrlSchema,
    errors: ['PAYMENT_PROVIDER_ERROR'],
  },
  ({ user }) => startCreditsCheckout(user, PAY_PER_GENERATION_PACK),
);
