'use client';
import { forwardRef } from 'react';
import Link from 'next/link';
import { Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBillingActions, usePricingTiers } from '@/components/billing/use-billing';
import { FREE_LIMIT_MESSAGE, STRIPE_NOT_CONFIGURED_MESSAGE } from '@/lib/constants/billing';

/**
 * The free-limit notice: FREE_LIMIT_MESSAGE, or the server's 403 LIMIT_REACHED text when there is
 * one, and the ways on: Upgrade Now (Checkout for Premium) or lesson credits on the pricing page.
 */
export const FreeLimitNotice = forwardRef<HTMLDivElement, { message?: string }>(function FreeLimitNotice(
  { message = FREE_LIMIT_MESSAGE },
  ref,
) {
  const tiers = usePricingTiers();
  const actions = useBillingActions();
  const premium = tiers.data?.tiers.find((t) => t.id === 'premium');
  const stripeConfigured = tiers.data?.stripeConfigured ?? false;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="free-limit-notice"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 outline-none sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800" aria-hidden>
        <Crown className="size-5" />
      </span>
      <div className="flex-1 space-y-1">
        <p className="text-sm font-medium text-amber-950">{message}</p>
        {tiers.data && !stripeConfigured && <p className="text-sm text-amber-900">{STRIPE_NOT_CONFIGURED_MESSAGE}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          variant="premium"
          onClick={() => actions.upgrade(premium?.stripePriceId ?? null, stripeConfigured)}
          disabled={!stripeConfigured || !premium?.stripePriceId || actions.pending !== null}
        >
          {actions.pending === 'premium' && <Spinner />}
          Upgrade to Premium
        </Button>
        <Link href="/pricing#credits" className="text-sm font-medium text-amber-900 underline underline-offset-4 hover:text-amber-950">
          Or buy lesson credits
        </Link>
      </div>
    </div>
  );
});
