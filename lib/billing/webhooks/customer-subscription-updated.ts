/**
 * customer.subscription.updated: a subscription changed (trial ended, renewed, set to cancel at period end, payment failed, …).
 * The event's copy may be stale or arrive out of order, so the state is fetched from Stripe.
 */
import type { Stripe } from '../stripe';
import { stripeId, syncSubscription } from '../subscriptions';
import type { WebhookHandler } from './types';

export const customerSubscriptionUpdated: WebhookHandler = async (event, tx) => {
  const sub = event.data.object as Stripe.Subscription;
  await syncSubscription(tx, sub.id, { userId: sub.metadata?.userId, customerId: stripeId(sub.customer) });
};
