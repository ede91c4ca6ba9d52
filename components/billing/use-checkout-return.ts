'use client';
/**
 * Coming back from Stripe Checkout to /account?tab=subscription&checkout=success|cancelled
 * (CHECKOUT_RETURN in lib/constants). The redirect itself grants nothing: after a
 * success the page polls GET /api/stripe/subscription-status until the verified webhook has
 * landed (Premium on, or more credits than before Checkout), then refreshes the plan.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { notify } from '@/lib/client/toast';
import { CHECKOUT_RETURN } from '@/lib/constants/billing';
import { CHECKOUT_POLL } from '@/lib/constants/ui';
import type { SubscriptionStatus } from '@/lib/billing/account';

const CREDITS_BEFORE_KEY = 'plenary:credits-before-checkout';

/** Remembers the credits held when a credit Checkout starts, so the return can tell when they arrive. */
export function rememberCreditsBeforeCheckout(credits: number): void {
  try {
    sessionStorage.setItem(CREDITS_BEFORE_KEY, String(credits));
  } catch {
    // Private mode without storage: the return then waits for any credits.
  }
}

function creditsBefore(): number {
  try {
    const value = Number(sessionStorage.getItem(CREDITS_BEFORE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** idle: not back from Checkout; processing: waiting for the webhook; done; slow: gave up waiting. */
export type CheckoutReturnState = 'idle' | 'processing' | 'done' | 'slow';

function clearReturnParams() {
  const url = new URL(window.location.href);
  url.searchParams.delete(CHECKOUT_RETURN.param);
  url.searchParams.delete(CHECKOUT_RETURN.purchaseParam);
  window.history.replaceState(null, '', url.pathname + url.search);
}

/** The state of a return from Checkout, with its toasts; `purchase` says what was bought. */
export function useCheckoutReturn(): { state: CheckoutReturnState; purchase: 'premium' | 'credits' } {
  const search = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = search.get(CHECKOUT_RETURN.param);
  const purchase = search.get(CHECKOUT_RETURN.purchaseParam) === 'credits' ? 'credits' : 'premium';
  const [state, setState] = useState<CheckoutReturnState>(outcome === CHECKOUT_RETURN.success ? 'processing' : 'idle');
  const cancelShown = useRef(false);

  useEffect(() => {
    if (outcome === CHECKOUT_RETURN.cancelled) {
      if (!cancelShown.current) notify.info('Checkout cancelled. You have not been charged.');
      cancelShown.current = true;
      clearReturnParams();
      return;
    }
    if (outcome !== CHECKOUT_RETURN.success) return;
    const before = creditsBefore();
    const deadline = Date.now() + CHECKOUT_POLL.timeoutSeconds * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    async function poll() {
      try {
        const status = await apiFetch<SubscriptionStatus>('/stripe/subscription-status');
        const landed = purchase === 'premium' ? status.isPremium : status.credits > before;
        if (landed) {
          stopped = true;
          setState('done');
          clearReturnParams();
          try {
            sessionStorage.removeItem(CREDITS_BEFORE_KEY);
          } catch {
            // nothing kept
          }
          notify.success(purchase === 'premium' ? 'Welcome to Premium! Unlimited lessons are on.' : 'Your lesson credits have arrived.');
          await Promise.all(
            [queryKeys.subscription, queryKeys.dashboard, queryKeys.account, queryKeys.profile].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          );
          return;
        }
      } catch {
        // A failed poll is retried until the deadline.
      }
      if (stopped) return;
      if (Date.now() >= deadline) {
        setState('slow');
        return;
      }
      timer = setTimeout(poll, CHECKOUT_POLL.intervalSeconds * 1000);
    }
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [outcome, purchase, queryClient]);

  return { state, purchase };
}
