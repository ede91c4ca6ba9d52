import type { Stripe } from '../stripe';
import type { Tx } from '../subscriptions';

/**
 * Applies one verified Stripe event inside the transaction that also records the event id, so
 * the change and the record commit together or not at all.
 */
export type WebhookHandler = (event: Stripe.Event, tx: Tx) => Promise<void>;
