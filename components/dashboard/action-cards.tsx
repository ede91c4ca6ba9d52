'use client';
import Link from 'next/link';
import { ArrowRight, Crown, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBillingActions, usePricingTiers } from '@/components/billing/use-billing';
import { STRIPE_NOT_CONFIGURED_MESSAGE } from '@/lib/constants/billing';

export function CreateLessonCard() {
  return (
    <Card className="flex flex-col gap-4 border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden>
          <Plus className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-base font-semibold text-ink">Create New Lesson</h2>
          <p className="text-sm text-muted">
            A lesson plan, a worksheet with its answer key and a quick quiz, written for your topic.
          </p>
        </div>
      </div>
      <Button asChild className="mt-auto self-start">
        <Link href="/generate">
          Create New Lesson
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

/**
 * Shown to free users only (product-spec §2 "Dashboard", §6): Upgrade Now starts Checkout for
 * Premium; "Learn more" opens the subscription tab. Without Stripe the button is disabled and
 * says why (DECISIONS §3).
 */
export function UpgradeCard() {
  const tiers = usePricingTiers();
  const actions = useBillingActions();
  const premium = tiers.data?.tiers.find((t) => t.id === 'premium');
  const stripeConfigured = tiers.data?.stripeConfigured ?? false;
  const ready = Boolean(stripeConfigured && premium?.stripePriceId);
  return (
    <Card data-testid="upgrade-card" className="flex flex-col gap-4 border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-400 text-amber-950" aria-hidden>
          <Crown className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-base font-semibold text-ink">Upgrade to Premium</h2>
          <p className="text-sm text-muted">
            Unlimited lessons for your whole timetable
            {premium?.priceLabel ? `, for ${premium.priceLabel} a month` : ''}.
            {premium?.trialDays ? ` Your first ${premium.trialDays} days are free.` : ''}
          </p>
        </div>
      </div>
      <div className="mt-auto space-y-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            variant="premium"
            onClick={() => actions.upgrade(premium?.stripePriceId ?? null, stripeConfigured)}
            disabled={!ready || actions.pending !== null}
          >
            {actions.pending === 'premium' && <Spinner />}
            Upgrade Now
          </Button>
          <Link
            href="/account?tab=subscription"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Learn more
          </Link>
        </div>
        {tiers.data && !stripeConfigured && <p className="text-sm text-muted">{STRIPE_NOT_CONFIGURED_MESSAGE}</p>}
      </div>
    </Card>
  );
}
