'use client';
/**
 * The browser's side of payments: the signed-in user's plan (GET /api/account/subscription) and the
 * three ways to pay, each a redirect to a page Stripe hosts. Nothing here grants Premium or
 * credits: only verified webhooks do.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { apiFetch, ApiClientError, errorMessage } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { notify } from '@/lib/client/toast';
import {
  PRICE_NOT_AVAILABLE_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
  type CreditPackId,
} from '@/lib/constants/billing';
import { TOAST_MS } from '@/lib/constants/ui';
import type { AccountSubscription } from '@/lib/billing/account';
import type { PricingTiers } from '@/lib/billing/pricing';
import { rememberCreditsBeforeCheckout } from './use-checkout-return';

/** GET /api/account/subscription: plan, usage, credits and the feature map; idle while signed out. */
export function useSubscription() {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiFetch<AccountSubscription>('/account/subscription'),
    enabled: status === 'authenticated',
  });
}

/** What is being started: one button shows a spinner, all of them are disabled. */
export type BillingAction = 'premium' | CreditPackId | 'portal';

function go(url: string | undefined, missing: string): void {
  if (!url) throw new Error(missing);
  window.location.assign(url);
}

/** The failure text: the server's, else the thrown message, else the fallback. */
function failure(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError) return errorMessage(err, fallback);
  return err instanceof Error && err.message ? err.message : fallback;
}

/**
 * Starts Checkout for Premium or a credit pack, or opens the Customer Portal. While a redirect
 * is under way `pending` names it; on failure an error toast is shown and `pending` clears.
 */
export function useBillingActions() {
  const [pending, setPending] = useState<BillingAction | null>(null);

  /** Premium: POST /api/stripe/create-checkout-session {priceId}. No Stripe or no price → an error toast. */
  async function upgrade(priceId: string | null, stripeConfigured: boolean) {
    if (!stripeConfigured) return notify.error(STRIPE_NOT_CONFIGURED_MESSAGE, TOAST_MS.long);
    if (!priceId) return notify.error(PRICE_NOT_AVAILABLE_MESSAGE, TOAST_MS.long);
    setPending('premium');
    try {
      const { url } = await apiFetch<{ url?: string }>('/stripe/create-checkout-session', { body: { priceId } });
      go(url, 'Failed to get checkout URL');
    } catch (err) {
      notify.error(failure(err, 'Failed to start checkout process'), TOAST_MS.long);
      setPending(null);
    }
  }

  /**
   * A credit pack: POST /api/pricing/purchase-credits {packId}. `creditsNow` is kept so the
   * return from Checkout can tell when the new credits have arrived.
   */
  async function buyCredits(packId: CreditPackId, stripeConfigured: boolean, creditsNow: number) {
    if (!stripeConfigured) return notify.error(STRIPE_NOT_CONFIGURED_MESSAGE, TOAST_MS.long);
    rememberCreditsBeforeCheckout(creditsNow);
    setPending(packId);
    try {
      const { url } = await apiFetch<{ url?: string }>('/pricing/purchase-credits', { body: { packId } });
      go(url, 'Failed to get checkout URL');
    } catch (err) {
      notify.error(failure(err, 'Failed to start checkout process'), TOAST_MS.long);
      setPending(null);
    }
  }

  /** The Customer Portal: POST /api/stripe/create-portal-session. */
  async function openPortal() {
    setPending('portal');
    try {
      const { url } = await apiFetch<{ url?: string }>('/stripe/create-portal-session', { body: {} });
      go(url, 'Failed to get portal URL');
    } catch (err) {
      notify.error(failure(err, 'Failed to open customer portal'));
      setPending(null);
    }
  }

  return { pending, upgrade, buyCredits, openPortal };
}

/**
 * GET /api/pricing/tiers (public): plan cards and credit packs with their Stripe price ids;
 * `current` marks the signed-in user's plan, so the key follows the session.
 */
export function usePricingTiers() {
  const { status } = useSession();
  return useQuery({
    queryKey: [...queryKeys.pricing, 'tiers', status],
    queryFn: () => apiFetch<PricingTiers>('/pricing/tiers', { redirectOn401: false }),
    enabled: status !== 'loading',
  });
}
