/**
 * invoice.paid: a subscription invoice was paid (first payment after the trial, or a renewal).
 * Refreshes the subscription's state and period end from Stripe. Invoices of no subscription
 * (none are created today) change nothing.
 */
import type { Stripe } from '../stripe';
import { fetchSubscriptionSync, noWrite } from '../subscriptions';
import { invoiceSubscription } from './invoice-subscription';
import type { WebhookHandler } from './types';

export const invoicePaid: WebhookHandler = async (event) => {
  const { subscriptionId, hint } = invoiceSubscription(event.data.object as Stripe.Invoice);
  if (!subscriptionId) return noWrite;
  return fetchSubscriptionSync(subscriptionId, hint);
};
