/**
 * invoice.payment_failed: a subscription payment failed. Stripe moves the subscription to
 * past_due (or unpaid); the state fetched from Stripe then ends Premium until it is paid.
 */
import type { Stripe } from '../stripe';
import { fetchSubscriptionSync, noWrite } from '../subscriptions';
import { invoiceSubscription } from './invoice-subscription';
import type { WebhookHandler } from './types';

export const invoicePaymentFailed: WebhookHandler = async (event) => {
  const { subscriptionId, hint } = invoiceSubscription(event.data.object as Stripe.Invoice);
  if (!subscriptionId) return noWrite;
  return fetchSubscriptionSync(subscriptionId, hint);
};
