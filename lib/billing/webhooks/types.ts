import type { Stripe } from '../stripe';
import type { BillingWrite } from '../subscriptions';

/**
 * Handles one verified Stripe event in two steps: first (outside any transaction) it reads
 * from Stripe what the event needs, then it returns the database writes, which run in the
 * transaction that also records the event id, so the change and the record commit together
 * or not at all.
 */
export type WebhookHandler = (event: Stripe.Event) => Promise<BillingWrite>;
