/**
 * customer.subscription.created: a subscription was created (by Checkout).
 * The event's copy may be stale or arrive out of order, so the state is fetched from Stripe.
 */
import type { Stripe } from '../stripe';
import { fetchSubscriptionSync, stripeId } from '../subscriptions';
import type { WebhookHandler } from './types';

export const customerSubscriptionCreated: WebhookHandler = async (event) => {
  const sub = event.data.object as Stripe.Subscription;
  return fetchSubscriptionSync(sub.id, { userId: sub.metadata?.userId, customerId: stripeId(sub.customer) });
};
