import { route } from '@/lib/http/route';
import { startCheckout } from '@/lib/billing/checkout';
import { checkoutSchema, redirectUrlSchema } from '@/lib/validation/billing';

/**
 * POST /api/stripe/create-checkout-session {priceId} → {url} of a Stripe Checkout page. Only
 * our own prices: unknown → 400. Premium already live → 409. Without STRIPE_SECRET_KEY → 503
 * "Stripe is not configured. Please contact support."
 */
export const POST = route(
  {
    summary: 'Start a Stripe Checkout',
    description: 'For one of our own prices (see GET /api/pricing/tiers). Premium is granted by the verified webhook, never by the redirect back.',
    tag: 'stripe',
    access: 'user',
    payments: true,
    body: checkoutSchema,
    response: redirectUrlSchema,
    errors: ['CONFLICT', 'PAYMENT_PROVIDER_ERROR'],
    example: { body: { priceId: 'price_123' }, response: { url: 'https://checkout.stripe.com/c/pay/cs_test_123' } },
  },
  ({ user, body }) => startCheckout(user, body.priceId),
);
