'use client';
import { useState } from 'react';
import { Check, Crown, Lock, RotateCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { formatPence, pluralise } from '@/lib/format';
import { useDashboard } from '@/components/common/use-dashboard';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { usePublicConfig } from '@/lib/client/hooks';
import { notify } from '@/lib/client/toast';
import { FREE_LESSON_LIMIT, SUPPORT_RESPONSE_HOURS, TOAST_MS } from '@/lib/constants';
import type { AccountProfile } from '@/lib/users/service';

const STRIPE_NOT_CONFIGURED = 'Stripe is not configured. Please contact support.';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
};

function FeatureRow({ label, included }: { label: string; included: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <span className={included ? 'flex items-center gap-2 text-sm text-ink' : 'flex items-center gap-2 text-sm text-muted'}>
        {included ? (
          <Check className="size-4 shrink-0 text-brand-600" aria-hidden />
        ) : (
          <Lock className="size-4 shrink-0 text-stone-400" aria-hidden />
        )}
        {label}
      </span>
      {included ? <span className="sr-only">Included</span> : <Badge variant="premium" className="shrink-0 whitespace-nowrap">Premium Only</Badge>}
    </li>
  );
}

export function SubscriptionTab({ account }: { account: AccountProfile }) {
  const dashboard = useDashboard();
  const config = usePublicConfig();
  const [redirecting, setRedirecting] = useState(false);

  const overview = dashboard.data?.overview;
  const isPremium = overview?.isPremium ?? account.isPremium;
  const stripe = config.data?.stripe;
  const priceId = stripe?.prices.premiumMonthly ?? null;
  const stripeReady = Boolean(stripe?.configured && priceId);
  const pricing = config.data?.pricing;
  const freeLimit = overview?.limit ?? config.data?.limits.freeLessons ?? FREE_LESSON_LIMIT;

  async function startCheckout() {
    if (!priceId) {
      notify.error(STRIPE_NOT_CONFIGURED, TOAST_MS.long);
      return;
    }
    setRedirecting(true);
    try {
      const { url } = await apiFetch<{ url?: string }>('/stripe/create-checkout-session', { method: 'POST', body: { priceId } });
      if (!url) throw new Error('Failed to get checkout URL');
      window.location.assign(url);
    } catch (err) {
      const fallback = err instanceof Error && err.message ? err.message : 'Failed to start checkout process';
      notify.error(errorMessage(err, fallback), TOAST_MS.long);
      setRedirecting(false);
    }
  }

  async function openPortal() {
    setRedirecting(true);
    try {
      const { url } = await apiFetch<{ url?: string }>('/stripe/create-portal-session', { method: 'POST', body: {} });
      if (!url) throw new Error('Failed to get portal URL');
      window.location.assign(url);
    } catch (err) {
      const fallback = err instanceof Error && err.message ? err.message : 'Failed to open customer portal';
      notify.error(errorMessage(err, fallback));
      setRedirecting(false);
    }
  }

  const features = [
    { label: 'Complete lesson plans, worksheets and quizzes', included: true },
    { label: 'Saved lessons you can print and edit', included: true },
    { label: 'Unlimited lessons', included: isPremium },
    { label: `Priority support (${SUPPORT_RESPONSE_HOURS.premium}-hour response)`, included: isPremium },
  ];

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Card className="space-y-5 p-5">
        <h2 className="text-base font-semibold text-ink">Current plan</h2>

        {isPremium ? (
          <div className="space-y-1">
            <p className="flex items-center gap-2 text-2xl font-semibold text-ink">
              <Crown className="size-5 text-amber-500" aria-hidden />
              Premium
            </p>
            <p className="text-sm text-muted">Unlimited lessons</p>
            {account.subscriptionStatus && (
              <p className="text-sm text-muted">
                Status: {STATUS_LABELS[account.subscriptionStatus] ?? account.subscriptionStatus}
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-3">
            <div className="space-y-1">
              <p className="text-2xl font-semibold text-ink">Free Plan</p>
              <p className="text-sm text-muted">{pluralise(freeLimit, 'free lesson')}, no card needed</p>
            </div>
            {dashboard.isPending ? (
              <div className="h-12 animate-pulse rounded-lg bg-stone-100" aria-hidden />
            ) : dashboard.isError || !overview ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <span>We couldn&apos;t load your usage.</span>
                <Button size="sm" variant="outline" onClick={() => dashboard.refetch()}>
                  <RotateCw aria-hidden />
                  Retry
                </Button>
              </div>
            ) : (
              <UsageMeter limit={overview.limit ?? freeLimit} remaining={overview.remaining ?? 0} />
            )}
          </div>
        )}

        {isPremium && (
          <div className="space-y-2 border-t border-line pt-4">
            <Button variant="outline" onClick={openPortal} disabled={!stripe?.configured || redirecting}>
              {redirecting && <Spinner />}
              Manage Subscription
            </Button>
            {!stripe?.configured && config.data && <p className="text-sm text-muted">{STRIPE_NOT_CONFIGURED}</p>}
          </div>
        )}
      </Card>

      <div className="space-y-4">
        {!isPremium && (
          <Card className="space-y-4 border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5">
            <div className="space-y-1">
              <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
                <Crown className="size-4 text-amber-600" aria-hidden />
                Upgrade to Premium
              </h2>
              {pricing && (
                <p className="text-sm text-muted">
                  <span className="text-xl font-semibold text-ink">
                    {formatPence(pricing.premiumMonthlyPence, pricing.currency)}
                  </span>{' '}
                  per month. {pricing.trialDays}-day free trial on your first subscription, and a{' '}
                  {pricing.moneyBackDays}-day money-back guarantee on your first payment.
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Button
                variant="premium"
                onClick={startCheckout}
                disabled={!stripeReady || redirecting}
                aria-describedby={!stripeReady ? 'stripe-unavailable' : undefined}
              >
                {redirecting && <Spinner />}
                Upgrade Now
              </Button>
              {config.data && !stripeReady && (
                <p id="stripe-unavailable" className="text-sm text-muted">
                  {STRIPE_NOT_CONFIGURED}
                </p>
              )}
            </div>
          </Card>
        )}

        <Card className="p-5">
          <h2 className="text-base font-semibold text-ink">Feature access</h2>
          <ul className="mt-2 divide-y divide-line">
            {features.map((f) => (
              <FeatureRow key={f.label} {...f} />
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

function UsageMeter({ limit, remaining }: { limit: number; remaining: number }) {
  const used = Math.max(0, limit - remaining);
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink">
          {used} of {pluralise(limit, 'free lesson')} used
        </span>
        <span className="text-muted">{remaining} left</span>
      </div>
      <Progress value={percent} aria-label="Free lessons used" />
    </div>
  );
}
