'use client';
/**
 * Account → Subscription: the plan, usage and credits,
 * upgrade or manage, lesson credits, and feature access from the server's one feature map
 * ("Premium Only" where not included). After Checkout it shows "processing your upgrade" until
 * the verified webhook lands.
 */
import { AlertTriangle, Check, Coins, Crown, Lock, RotateCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/common/load-error';
import { useBillingActions, usePricingTiers, useSubscription, type BillingAction } from '@/components/billing/use-billing';
import { useCheckoutReturn } from '@/components/billing/use-checkout-return';
import { formatLongDate, formatPence, plural } from '@/lib/format';
import {
  PREMIUM_PRICE_PENCE,
  PREMIUM_TRIAL_DAYS,
  MONEY_BACK_DAYS,
  PRICE_NOT_AVAILABLE_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
} from '@/lib/constants/billing';
import type { AccountSubscription } from '@/lib/billing/account';
import type { PricingTiers } from '@/lib/billing/pricing';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** One line about when the plan renews, ends or the trial ends. */
function periodLine(sub: AccountSubscription['subscription']): string | null {
  if (!sub.currentPeriodEnd) return null;
  const date = formatLongDate(sub.currentPeriodEnd);
  if (sub.cancelAtPeriodEnd) return `Cancelled: Premium stays on until ${date}.`;
  if (sub.status === 'trialing') return `Your free trial ends on ${date}; your first payment is then.`;
  return `Renews on ${date}.`;
}

export function SubscriptionTab() {
  const subscription = useSubscription();
  const tiers = usePricingTiers();
  const actions = useBillingActions();
  const checkoutReturn = useCheckoutReturn();

  if (subscription.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex items-center gap-2 py-10 text-sm text-muted">
        <Spinner /> Loading your plan...
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <LoadError
        message="Failed to load account information"
        onRetry={() => subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }

  const data = subscription.data;
  const sub = data.subscription;
  const stripeConfigured = tiers.data?.stripeConfigured ?? false;

  return (
    <div className="space-y-4">
      <CheckoutReturnBanner state={checkoutReturn.state} purchase={checkoutReturn.purchase} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card className="space-y-5 p-5">
          <h2 className="text-base font-semibold text-ink">Current plan</h2>
          {sub.isPremium ? (
            <div className="space-y-1">
              <p className="flex items-center gap-2 text-2xl font-semibold text-ink">
                <Crown className="size-5 text-amber-500" aria-hidden />
                Premium
              </p>
              <p className="text-sm text-muted">Unlimited lessons</p>
              {sub.status && <p className="text-sm text-muted">Status: {STATUS_LABELS[sub.status] ?? sub.status}</p>}
              {periodLine(sub) && <p className="text-sm text-muted">{periodLine(sub)}</p>}
            </div>
          ) : (
            <div className="space-y-3">
              <div className="space-y-1">
                <p className="text-2xl font-semibold text-ink">Free Plan</p>
                <p className="text-sm text-muted">
                  {data.usage.limit !== null && `${plural(data.usage.limit, 'free lesson')}, no card needed`}
                </p>
                {sub.status === 'past_due' || sub.status === 'unpaid' ? (
                  <p className="flex items-center gap-1.5 text-sm font-medium text-red-700">
                    <AlertTriangle className="size-4" aria-hidden />
                    Your last Premium payment failed. Update your card to turn Premium back on.
                  </p>
                ) : null}
              </div>
              {data.usage.limit !== null && data.usage.remaining !== null && (
                <UsageMeter limit={data.usage.limit} remaining={data.usage.remaining} />
              )}
            </div>
          )}
          {(!sub.isPremium || data.usage.credits > 0) && (
            <p className="flex items-center gap-2 text-sm text-ink" data-testid="credits-held">
              <Coins className="size-4 text-brand-600" aria-hidden />
              {data.usage.credits > 0
                ? `${plural(data.usage.credits, 'lesson credit')} to use after your free lessons`
                : 'No lesson credits'}
            </p>
          )}

          {sub.hasBillingAccount && (
            <div className="space-y-2 border-t border-line pt-4">
              <Button variant="outline" onClick={actions.openPortal} disabled={!stripeConfigured || actions.pending !== null}>
                {actions.pending === 'portal' && <Spinner />}
                Manage Subscription
              </Button>
              <p className="text-xs text-muted">Update your card, see invoices or cancel, on Stripe&apos;s secure page.</p>
            </div>
          )}
        </Card>

        <div className="space-y-4">
          {!sub.isPremium && (
            <UpgradeCard
              trialEligible={sub.trialEligible}
              tiers={tiers.data}
              tiersFailed={tiers.isError}
              onRetry={() => tiers.refetch()}
              pending={actions.pending}
              onUpgrade={(priceId) => actions.upgrade(priceId, stripeConfigured)}
            />
          )}
          {!sub.isPremium && tiers.data && (
            <CreditsCard
              tiers={tiers.data}
              pending={actions.pending}
              onBuy={(packId) => actions.buyCredits(packId, stripeConfigured, data.usage.credits)}
            />
          )}
          <Card className="p-5">
            <h2 className="text-base font-semibold text-ink">Feature access</h2>
            <ul className="mt-2 divide-y divide-line" aria-label="Feature access">
              {data.featureList.map((f) => (
                <li key={f.id} className="flex items-center justify-between gap-3 py-2.5">
                  <span className={f.included ? 'flex items-center gap-2 text-sm text-ink' : 'flex items-center gap-2 text-sm text-muted'}>
                    {f.included ? (
                      <Check className="size-4 shrink-0 text-brand-600" aria-hidden />
                    ) : (
                      <Lock className="size-4 shrink-0 text-stone-400" aria-hidden />
                    )}
                    {f.label}
                  </span>
                  {f.included ? (
                    <span className="sr-only">Included</span>
                  ) : (
                    <Badge variant="premium" className="shrink-0 whitespace-nowrap">
                      Premium Only
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}

function CheckoutReturnBanner({ state, purchase }: ReturnType<typeof useCheckoutReturn>) {
  if (state === 'processing') {
    return (
      <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        <Spinner className="text-brand-600" />
        {purchase === 'premium'
          ? 'Processing your upgrade... Premium turns on as soon as Stripe confirms your payment.'
          : 'Processing your purchase... your credits appear as soon as Stripe confirms your payment.'}
      </div>
    );
  }
  if (state === 'slow') {
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        Stripe has not confirmed your payment yet. It is safe: refresh this page in a minute, or contact support if
        nothing changes.
      </div>
    );
  }
  return null;
}

function UpgradeCard({
  trialEligible,
  tiers,
  tiersFailed,
  onRetry,
  pending,
  onUpgrade,
}: {
  trialEligible: boolean;
  tiers: PricingTiers | undefined;
  tiersFailed: boolean;
  onRetry: () => void;
  pending: BillingAction | null;
  onUpgrade: (priceId: string | null) => void;
}) {
  const premium = tiers?.tiers.find((t) => t.id === 'premium');
  const ready = Boolean(tiers?.stripeConfigured && premium?.stripePriceId);
  return (
    <Card className="space-y-4 border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <Crown className="size-4 text-amber-600" aria-hidden />
          Upgrade to Premium
        </h2>
        <p className="text-sm text-muted">
          <span className="text-xl font-semibold text-ink">{premium?.priceLabel ?? formatPence(PREMIUM_PRICE_PENCE)}</span> per
          month for unlimited lessons.{' '}
          {trialEligible ? `${PREMIUM_TRIAL_DAYS}-day free trial on your first subscription, and a` : 'A'} {MONEY_BACK_DAYS}-day
          money-back guarantee on your first payment. Cancel any time.
        </p>
      </div>
      <div className="space-y-2">
        <Button
          variant="premium"
          onClick={() => onUpgrade(premium?.stripePriceId ?? null)}
          disabled={!ready || pending !== null}
          aria-describedby={tiers && !ready ? 'upgrade-unavailable' : undefined}
        >
          {pending === 'premium' && <Spinner />}
          Upgrade Now
        </Button>
        {tiers && !tiers.stripeConfigured && (
          <p id="upgrade-unavailable" className="text-sm text-muted">
            {STRIPE_NOT_CONFIGURED_MESSAGE}
          </p>
        )}
        {tiers?.stripeConfigured && !premium?.stripePriceId && (
          <p id="upgrade-unavailable" className="text-sm text-muted">
            {PRICE_NOT_AVAILABLE_MESSAGE}
          </p>
        )}
        {tiersFailed && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>Failed to load pricing information</span>
            <Button size="sm" variant="outline" onClick={onRetry}>
              <RotateCw aria-hidden />
              Retry
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

function CreditsCard({
  tiers,
  pending,
  onBuy,
}: {
  tiers: PricingTiers;
  pending: BillingAction | null;
  onBuy: (packId: PricingTiers['creditPacks'][number]['id']) => void;
}) {
  return (
    <Card className="space-y-3 p-5">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <Coins className="size-4 text-brand-600" aria-hidden />
          Lesson credits
        </h2>
        <p className="text-sm text-muted">No subscription: pay once, and each credit writes one lesson. Credits never expire.</p>
      </div>
      <ul className="space-y-2">
        {tiers.creditPacks.map((pack) => (
          <li key={pack.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
            <span className="text-sm">
              <span className="font-medium text-ink">{pack.name}</span>{' '}
              <span className="text-muted">
                {pack.priceLabel}
                {pack.credits > 1 && ` · ${pack.perLessonLabel}`}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onBuy(pack.id)}
              disabled={!tiers.stripeConfigured || !pack.stripePriceId || pending !== null}
              aria-label={`Buy ${pack.name} for ${pack.priceLabel}`}
            >
              {pending === pack.id && <Spinner />}
              Buy
            </Button>
          </li>
        ))}
      </ul>
      {!tiers.stripeConfigured && <p className="text-sm text-muted">{STRIPE_NOT_CONFIGURED_MESSAGE}</p>}
    </Card>
  );
}

function UsageMeter({ limit, remaining }: { limit: number; remaining: number }) {
  const used = Math.max(0, limit - remaining);
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink">
          {used} of {plural(limit, 'free lesson')} used
        </span>
        <span className="text-muted">{remaining} left</span>
      </div>
      <Progress value={percent} aria-label="Free lessons used" />
    </div>
  );
}
