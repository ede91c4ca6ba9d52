'use client';
/**
 * /pricing: plan cards, lesson-credit packs, the comparison table and the FAQ. The three reads
 * (tiers, features, and usage when signed in) load together and each may fail alone, with
 * "Failed to load pricing information".
 * Every price and limit comes from the server.
 */
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { useQuery } from '@tanstack/react-query';
import { Coins, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToastOnce } from '@/components/common/use-dashboard';
import { useBillingActions, usePricingTiers } from '@/components/billing/use-billing';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { plural } from '@/lib/format';
import { STRIPE_NOT_CONFIGURED_MESSAGE } from '@/lib/constants/billing';
import type { ComparisonRow } from '@/lib/billing/features';
import type { PricingTiers, PricingUsage } from '@/lib/billing/pricing';
import { ComparisonTable } from './comparison-table';
import { PricingFaq } from './pricing-faq';
import { TierCard } from './tier-card';

const LOAD_ERROR = 'Failed to load pricing information';

export function PricingView() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const tiers = usePricingTiers();
  const features = useQuery({
    queryKey: [...queryKeys.pricing, 'features'],
    queryFn: () => apiFetch<ComparisonRow[]>('/pricing/features', { redirectOn401: false }),
  });
  const usage = useQuery({
    queryKey: [...queryKeys.pricing, 'usage'],
    queryFn: () => apiFetch<PricingUsage>('/pricing/usage'),
    enabled: signedIn,
  });
  const actions = useBillingActions();
  useErrorToastOnce(tiers.isError || features.isError || usage.isError, LOAD_ERROR);

  const stripeConfigured = tiers.data?.stripeConfigured ?? false;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Plans and pricing</h1>
        <p className="mt-4 text-lg text-muted">
          Start free. Upgrade when Plenary has earned a place in your week, or buy a few lessons when you need them.
        </p>
      </div>

      {signedIn && <UsageSummary usage={usage.data} failed={usage.isError} onRetry={() => usage.refetch()} />}

      <section aria-label="Plans" className="mt-10">
        {tiers.isPending ? (
          <SectionLoading label="Loading plans..." />
        ) : tiers.isError ? (
          <SectionError onRetry={() => tiers.refetch()} retrying={tiers.isFetching} />
        ) : (
          <>
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {tiers.data.tiers.map((tier) => (
                <TierCard
                  key={tier.id}
                  tier={tier}
                  signedIn={signedIn}
                  stripeConfigured={stripeConfigured}
                  pending={actions.pending}
                  onUpgrade={() => actions.upgrade(tier.stripePriceId, stripeConfigured)}
                />
              ))}
            </div>
            {!stripeConfigured && (
              <p className="mt-4 text-sm text-muted" role="note">
                {STRIPE_NOT_CONFIGURED_MESSAGE}
              </p>
            )}
          </>
        )}
      </section>

      {tiers.data && (
        <CreditPacks
          tiers={tiers.data}
          signedIn={signedIn}
          pending={actions.pending}
          onBuy={(packId) => actions.buyCredits(packId, stripeConfigured, usage.data?.credits ?? 0)}
        />
      )}

      <section aria-labelledby="compare-heading" className="mt-16">
        <h2 id="compare-heading" className="text-2xl font-semibold tracking-tight">
          Compare plans
        </h2>
        <div className="mt-6">
          {features.isPending ? (
            <SectionLoading label="Loading the comparison..." />
          ) : features.isError ? (
            <SectionError onRetry={() => features.refetch()} retrying={features.isFetching} />
          ) : (
            <ComparisonTable rows={features.data} tiers={tiers.data?.tiers} />
          )}
        </div>
      </section>

      <PricingFaq />

      <div className="mt-16 flex flex-col items-start gap-4 rounded-2xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-lg font-semibold">Still deciding?</h2>
          <p className="mt-1 text-sm text-muted">Your first lessons are free, and a real person answers every question.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {!signedIn && (
            <Button asChild>
              <Link href="/signup">Get Started Free</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function UsageSummary({ usage, failed, onRetry }: { usage: PricingUsage | undefined; failed: boolean; onRetry: () => void }) {
  if (failed) return <SectionError onRetry={onRetry} className="mt-6" />;
  if (!usage) return <div className="mt-6 h-12 animate-pulse rounded-xl bg-stone-100" aria-hidden />;
  const text = usage.isPremium
    ? 'You are on Premium: unlimited lessons.'
    : `You are on the Free plan: ${usage.used} of ${plural(usage.limit ?? 0, 'free lesson')} used${
        usage.credits > 0 ? `, and ${plural(usage.credits, 'lesson credit')} to use` : ''
      }.`;
  return (
    <p className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="pricing-usage">
      {text}
    </p>
  );
}

function CreditPacks({
  tiers,
  signedIn,
  pending,
  onBuy,
}: {
  tiers: PricingTiers;
  signedIn: boolean;
  pending: ReturnType<typeof useBillingActions>['pending'];
  onBuy: (packId: PricingTiers['creditPacks'][number]['id']) => void;
}) {
  return (
    <section id="credits" aria-labelledby="credits-heading" className="mt-16 scroll-mt-20">
      <h2 id="credits-heading" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <Coins className="size-6 text-brand-600" aria-hidden />
        Lesson credits
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Rather not subscribe? Pay once: each credit writes one complete lesson after your free ones. Credits never expire.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {tiers.creditPacks.map((pack) => (
          <li key={pack.id} className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
            <div>
              <h3 className="font-semibold">{pack.name}</h3>
              <p className="mt-2">
                <span className="text-3xl font-semibold tracking-tight">{pack.priceLabel}</span>
                <span className="text-muted"> one-off</span>
              </p>
              <p className="mt-1 text-sm text-muted">
                {plural(pack.credits, 'lesson')}
                {pack.credits > 1 && ` · ${pack.perLessonLabel}`}
              </p>
            </div>
            {signedIn ? (
              <Button
                variant="outline"
                className="mt-auto"
                onClick={() => onBuy(pack.id)}
                disabled={!tiers.stripeConfigured || !pack.stripePriceId || pending !== null}
                aria-label={`Buy ${pack.name} for ${pack.priceLabel}`}
              >
                {pending === pack.id && <Spinner />}
                Buy {plural(pack.credits, 'credit')}
              </Button>
            ) : (
              <Button asChild variant="outline" className="mt-auto">
                <Link href="/signup">Sign up to buy</Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 py-8 text-sm text-muted">
      <Spinner /> {label}
    </div>
  );
}

function SectionError({ onRetry, retrying, className }: { onRetry: () => void; retrying?: boolean; className?: string }) {
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 ${className ?? ''}`}>
      <span>{LOAD_ERROR}</span>
      <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCw aria-hidden />}
        Retry
      </Button>
    </div>
  );
}
