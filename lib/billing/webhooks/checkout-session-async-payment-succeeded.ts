/**
 * checkout.session.async_payment_succeeded: a delayed payment method (e.g. a bank debit) paid
 * for a credit pack after Checkout completed unpaid. Adds the pack once per session, exactly as
 * a paid checkout.session.completed does. Needs nothing from Stripe.
 */
import type { Stripe } from '../stripe';
import { grantCredits } from '../subscriptions';
import type { WebhookHandler } from './types';

export const checkoutSessionAsyncPaymentSucceeded: WebhookHandler = async (event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  return (tx) => grantCredits(tx, session);
};
