import { route } from '@/lib/http/route';
import { MAX_WEBHOOK_BODY_BYTES } from '@/lib/constants/requests';
import { verifyWebhook } from '@/lib/billing/stripe';
import { processWebhookEvent } from '@/lib/billing/webhooks';
import { webhookResultSchema } from '@/lib/validation/billing';

/**
 * POST /api/stripe/webhook: Stripe's events. The raw body is verified with
 * STRIPE_WEBHOOK_SECRET (missing or bad signature → 400, nothing changed); each event id is
 * applied once → {received: true, outcome: 'processed' | 'duplicate' | 'ignored'}. A failure while
 * applying answers 5xx so that Stripe retries. Without a key or webhook secret → 503. Signed by
 * Stripe, so it is the one state-changing route open to other sites.
 */
export const POST = route(
  {
    summary: "Receive Stripe's events",
    description: 'For Stripe only: the Stripe-Signature header must verify against the exact body. Each event is applied once.',
    tag: 'stripe',
    access: 'public',
    payments: true,
    rawBody: true,
    maxBodyBytes: MAX_WEBHOOK_BODY_BYTES,
    allowCrossSite: true,
    response: webhookResultSchema,
    errors: ['VALIDATION_ERROR'],
  },
  async ({ req, body }) => {
    const event = verifyWebhook(body, req.headers.get('stripe-signature'));
    return { received: true as const, outcome: await processWebhookEvent(event) };
  },
);
