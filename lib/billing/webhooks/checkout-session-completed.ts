/**
 * checkout.session.completed: a customer finished Checkout. Subscription mode → take the new
 * subscription's state from Stripe (trialing or active makes Premium). Payment mode and paid →
 * add the credit pack, once per session. The redirect back to the site grants nothing.
 */
import type { Stripe } from '../stripe';
import { fetchSubscriptionSync, grantCredits, noWrite, stripeId } from '../subscriptions';
import type { WebhookHandler } from './types';

export const checkoutSessionCompleted: WebhookHandler = async (event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.mode === 'subscription') {
    const subscriptionId = stripeId(session.subscription);
    if (!subscriptionId) return noWrite;
    return fetchSubscriptionSync(subscriptionId, {
      userId: session.client_reference_id ?? session.metadata?.userId,
      customerId: stripeId(session.customer),
    });
  }
  return (tx) => grantCredits(tx, session);
};
