import type { Stripe } from '../stripe';
import { stripeId, type OwnerHint } from '../subscriptions';

/**
 * The subscription an invoice bills, and who owns it. Current API versions put it under
 * parent.subscription_details; events sent with an older version have invoice.subscription.
 */
export function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId: string | null; hint: OwnerHint } {
  const details = invoice.parent?.subscription_details ?? null;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return {
    subscriptionId: stripeId(details?.subscription ?? legacy ?? null),
    hint: { userId: details?.metadata?.userId, customerId: stripeId(invoice.customer) },
  };
}
