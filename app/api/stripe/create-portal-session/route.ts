import { route } from '@/lib/http/route';
import { startPortal } from '@/lib/billing/checkout';
import { redirectUrlSchema } from '@/lib/validation/billing';

/**
 * POST /api/stripe/create-portal-session (no body) → {url} of the Stripe Customer Portal. A user
 * with no Stripe customer yet → 404. Without a key → 503.
 */
export const POST = route(
  {
    summary: 'Open the Stripe Customer Portal',
    tag: 'stripe',
    access: 'user',
    payments: true,
    response: redirectUrlSchema,
    errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_ERROR'],
  },
  ({ user }) => startPortal(user),
);
