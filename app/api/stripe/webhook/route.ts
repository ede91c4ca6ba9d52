import type { NextRequest } from 'next/server';
import { ApiError, apiOk, withApi } from '@/lib/http';
import { requireStripeConfigured, verifyWebhook } from '@/lib/billing/stripe';
import { processWebhookEvent } from '@/lib/billing/webhooks';

/** Stripe events are a few kilobytes; anything far larger is not from Stripe. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's events (DECISIONS §3). The raw body is verified with
 * STRIPE_WEBHOOK_SECRET (missing or bad signature → 400, nothing changed); each event id is
 * applied once → {received: true, outcome: 'processed' | 'duplicate' | 'ignored'}. A failure while
 * applying answers 5xx so that Stripe retries. Without a key or webhook secret → 503.
 */
export const POST = withApi(async (req: NextRequest) => {
  requireStripeConfigured();
  if (Number(req.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) {
    throw new ApiError('VALIDATION_ERROR', 'Webhook payload is too large');
  }
  const rawBody = await req.text();
  if (Buffer.byteLength(rawBody, 'utf8') > MAX_WEBHOOK_BYTES) throw new ApiError('VALIDATION_ERROR', 'Webhook payload is too large');
  const event = verifyWebhook(rawBody, req.headers.get('stripe-signature'));
  const outcome = await processWebhookEvent(event);
  return apiOk({ received: true, outcome });
});
