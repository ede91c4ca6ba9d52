'use client';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { ArrowRight, Crown, Plus, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBillingActions, usePricingTiers } from '@/components/billing/use-billing';
import { STRIPE_NOT_CONFIGURED_MESSAGE } from '@/lib/constants/billing';
import { cn } from '@/lib/class-names';

const TONES = {
  brand: { card: 'border-brand-200 from-brand-50', icon: 'bg-brand-600 text-white' },
  premium: { card: 'border-amber-200 from-amber-50', icon: 'bg-amber-400 text-amber-950' },
} as const;

/** A dashboard card: a coloured icon tile, a heading and a line, then its actions (`children`). */
function ActionCard({
  icon: Icon,
  tone,
  title,
  description,
  testId,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  description: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId} className={cn('flex flex-col gap-4 bg-gradient-to-br to-white p-5', TONES[tone].card)}>
      <div className="flex items-start gap-3">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', TONES[tone].icon)} aria-hidden>
          <Icon className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-base font-semibold text-ink">{title}</h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** The way to the generate screen. */
export function CreateLessonCard() {
  return (
    <ActionCard
      icon={Plus}
      tone="brand"
      title="Create New Lesson"
      description="A lesson plan, a worksheet with its answer key and a quick quiz, written for your topic."
    >
      <Button asChild className="mt-auto self-start">
        <Link href="/generate">
          Create New Lesson
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </ActionCard>
  );
}

/**
 * Shown to free users only: Upgrade Now starts Checkout for
 * Premium; "Learn more" opens the subscription tab. Without Stripe the button is disabled and
 * says why.
 */
export function UpgradeCard() {
  const tiers = usePricingTiers();
  const actions = useBillingActions();
  const premium = tiers.data?.tiers.find((t) => t.id === 'premium');
  const stripeConfigured = tiers.data?.stripeConfigured ?? false;
  const ready = Boolean(stripeConfigured && premium?.stripePriceId);
  return (
    <ActionCard
      icon={Crown}
      tone="premium"
      title="Upgrade to Premium"
      testId="upgrade-card"
      description={
        <>
          Unlimited lessons for your whole timetable
          {premium?.priceLabel ? `, for ${premium.priceLabel} a month` : ''}.
          {premium?.trialDays ? ` Your first ${premium.trialDays} days are free.` : ''}
        </>
      }
    >
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
    </ActionCard>
  );
}
