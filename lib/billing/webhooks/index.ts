/**
 * Verified Stripe events → our state. Each handled type has its own handler file; each event
 * id is applied once: its id is inserted into stripe_events in the same transaction as the
 * change it causes, so a redelivered event finds the id and changes nothing, and a failed one
 * leaves no record and is retried by Stripe. Every call to Stripe an event needs is made
 * before that transaction opens: a slow Stripe never holds a lock or the embedded database.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { stripeEvents } from '@/db/schema';
import { log } from '@/lib/log';
import type { Stripe } from '../stripe';
import { checkoutSessionAsyncPaymentSucceeded } from './checkout-session-async-payment-succeeded';
import { checkoutSessionCompleted } from './checkout-session-completed';
import { customerSubscriptionCreated } from './customer-subscription-created';
import { customerSubscriptionDeleted } from './customer-subscription-deleted';
import { customerSubscriptionUpdated } from './customer-subscription-updated';
import { invoicePaid } from './invoice-paid';
import { invoicePaymentFailed } from './invoice-payment-failed';
import type { WebhookHandler } from './types';

/** The event types we act on; any other verified event is acknowledged and ignored. */
export const WEBHOOK_HANDLERS: Readonly<Record<string, WebhookHandler>> = {
  'checkout.session.completed': checkoutSessionCompleted,
  'checkout.session.async_payment_succeeded': checkoutSessionAsyncPaymentSucceeded,
  'customer.subscription.created': customerSubscriptionCreated,
  'customer.subscription.updated': customerSubscriptionUpdated,
  'customer.subscription.deleted': customerSubscriptionDeleted,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
};

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Applies a verified event once → 'processed', 'duplicate' (its id was applied before) or
 * 'ignored' (a type we do not act on). Reads from Stripe first, then writes in one transaction
 * with the event's record. Throws when Stripe or the database fails (the route answers 5xx;
 * Stripe retries).
 */
export async function processWebhookEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  const handler = WEBHOOK_HANDLERS[event.type];
  if (!handler) return 'ignored';
  const db = await getDb();
  let outcome: WebhookOutcome = 'duplicate';
  // A redelivery of an applied event costs no call to Stripe.
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (!seen) {
    const write = await handler(event);
    outcome = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      // Another delivery of the same event committed while this one was reading from Stripe.
      if (!fresh) return 'duplicate' as const;
      await write(tx);
      return 'processed' as const;
    });
  }
  log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
  return outcome;
}
