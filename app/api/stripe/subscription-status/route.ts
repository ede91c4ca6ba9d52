import { route } from '@/lib/http/route';
import { subscriptionStatus } from '@/lib/billing/account';
import { subscriptionStatusSchema } from '@/lib/validation/billing';

/**
 * GET /api/stripe/subscription-status → the stored subscription state and credits, which only
 * verified webhooks change; the account page polls it after Checkout. Without a key → 503.
 */
export const GET = route(
  {
    summary: 'Read my subscription state',
    description: 'Only verified webhooks change it; poll it after Checkout.',
    tag: 'stripe',
    access: 'user',
    payments: true,
    response: subscriptionStatusSchema,
  },
  ({ user }) => subscriptionStatus(user),
);
