'use client';
/**
 * One plan card: price from the server in £, "Most Popular" on the popular tier, and the button:
 * Current Plan on the user's tier, Get Started on Free, Upgrade Now on paid tiers; Schools asks
 * to be contacted and spans two columns.
 */
import Link from 'next/link';
import { Check, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import { PRICE_NOT_AVAILABLE_MESSAGE } from '@/lib/constants/billing';
import type { BillingAction } from '@/components/billing/use-billing';
import type { PricingTier } from '@/lib/billing/pricing';

interface TierProps {
  tier: PricingTier;
  signedIn: boolean;
  stripeConfigured: boolean;
  pending: BillingAction | null;
  onUpgrade: () => void;
}

export function TierCard(props: TierProps) {
  const { tier } = props;
  const headingId = `plan-${tier.id}`;
  const premium = tier.id === 'premium';
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`tier-${tier.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6',
        tier.columns === 2 && 'md:col-span-2',
        tier.popular ? 'border-2 border-amber-300 bg-amber-50/40' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {premium && <Crown className="size-5 text-amber-600" aria-hidden />}
          {tier.name}
        </h2>
        {tier.popular && <Badge variant="premium">Most Popular</Badge>}
        {tier.current && <Badge>Your plan</Badge>}
      </div>
      <p className="mt-3">
        <span className="text-4xl font-semibold tracking-tight">{tier.priceLabel}</span>
        {tier.interval && <span className="text-muted"> per {tier.interval}</span>}
      </p>
      <p className="mt-2 text-sm text-muted">{tier.description}</p>
      <ul className={cn('mt-6 grid gap-3 text-sm', tier.columns === 2 && 'sm:grid-cols-2')}>
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className={cn('mt-0.5 size-4 shrink-0', premium ? 'text-amber-600' : 'text-brand-600')} aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 space-y-2 pt-2 md:mt-auto">
        <TierButton {...props} />
      </div>
    </article>
  );
}

function TierButton({ tier, signedIn, stripeConfigured, pending, onUpgrade }: TierProps) {
  if (tier.current) {
    return (
      <Button variant="outline" size="lg" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  if (tier.action.kind === 'contact') {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href={tier.action.href ?? '/contact'}>Contact us</Link>
      </Button>
    );
  }
  if (tier.action.kind === 'signup') {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href={signedIn ? '/dashboard' : (tier.action.href ?? '/signup')}>Get Started</Link>
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Button asChild variant="premium" size="lg" className="w-full">
        <Link href="/signup">Upgrade Now</Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="premium"
        size="lg"
        className="w-full"
        onClick={onUpgrade}
        disabled={!stripeConfigured || !tier.stripePriceId || pending !== null}
      >
        {pending === 'premium' && <Spinner />}
        Upgrade Now
      </Button>
      {stripeConfigured && !tier.stripePriceId && <p className="text-sm text-muted">{PRICE_NOT_AVAILABLE_MESSAGE}</p>}
    </>
  );
}
