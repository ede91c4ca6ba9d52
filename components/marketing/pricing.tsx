import Link from 'next/link';
import { Check, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { FREE_LESSON_LIMIT, MONEY_BACK_DAYS, PREMIUM_TRIAL_DAYS } from '@/lib/constants/billing';
import { SUPPORT_RESPONSE_HOURS } from '@/lib/constants/support';
import { formatPence, PREMIUM_PRICE } from '@/lib/format';
import { SessionSwitch } from './session-switch';

function FeatureList({ items, tone }: { items: string[]; tone: 'brand' | 'premium' }) {
  return (
    <ul className="mt-6 space-y-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check
            className={cn('mt-0.5 size-4 shrink-0', tone === 'premium' ? 'text-amber-600' : 'text-brand-600')}
            aria-hidden
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Pricing() {
  const freeItems = [
    `${FREE_LESSON_LIMIT} complete lessons`,
    'Lesson plan, worksheet with answer key and quiz',
    'Save, print and come back to your lessons',
    `Up to ${CUSTOMISATION_LIMIT} section changes per lesson`,
    'No card needed',
  ];
  const premiumItems = [
    'Unlimited lessons',
    'Everything in Free',
    `Priority support: a reply within ${SUPPORT_RESPONSE_HOURS.premium} hours`,
    `${PREMIUM_TRIAL_DAYS}-day free trial on your first subscription`,
    'Cancel any time',
  ];

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 border-b border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="pricing-heading" className="text-3xl font-semibold tracking-tight">
            Simple pricing
          </h2>
          <p className="mt-4 text-muted">Start free. Upgrade when Plenary has earned a place in your week.</p>
        </div>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article aria-labelledby="plan-free" className="flex flex-col rounded-2xl border border-line bg-paper p-6 sm:p-8">
            <h3 id="plan-free" className="text-lg font-semibold">
              Free
            </h3>
            <p className="mt-3">
              <span className="text-4xl font-semibold tracking-tight">{formatPence(0)}</span>
            </p>
            <p className="mt-2 text-sm text-muted">
              {FREE_LESSON_LIMIT} lessons to see if Plenary suits you. No card needed.
            </p>
            <FeatureList items={freeItems} tone="brand" />
            <div className="mt-8 pt-2 md:mt-auto">
              <SessionSwitch
                visitor={
                  <Button asChild variant="outline" size="lg" className="w-full">
                    <Link href="/signup">Get Started Free</Link>
                  </Button>
                }
                member={
                  <Button asChild variant="outline" size="lg" className="w-full">
                    <Link href="/dashboard">Go to your dashboard</Link>
                  </Button>
                }
              />
            </div>
          </article>

          <article
            aria-labelledby="plan-premium"
            className="relative flex flex-col rounded-2xl border-2 border-amber-300 bg-amber-50/40 p-6 sm:p-8"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="plan-premium" className="flex items-center gap-2 text-lg font-semibold">
                <Crown className="size-5 text-amber-600" aria-hidden />
                Premium
              </h3>
              <Badge variant="premium">{PREMIUM_TRIAL_DAYS}-day free trial</Badge>
            </div>
            <p className="mt-3">
              <span className="text-4xl font-semibold tracking-tight">{PREMIUM_PRICE}</span>
              <span className="text-muted"> per month</span>
            </p>
            <p className="mt-2 text-sm text-muted">For teachers who plan every week. Billed monthly in GBP.</p>
            <FeatureList items={premiumItems} tone="premium" />
            <div className="mt-8 pt-2 md:mt-auto">
              <SessionSwitch
                visitor={
                  <Button asChild variant="premium" size="lg" className="w-full">
                    <Link href="/signup">Start Premium Trial</Link>
                  </Button>
                }
                member={
                  <Button asChild variant="premium" size="lg" className="w-full">
                    <Link href="/account?tab=subscription">Start Premium Trial</Link>
                  </Button>
                }
              />
            </div>
          </article>
        </div>

        <p className="mt-6 text-sm text-muted">
          The free trial applies to your first Premium subscription. We offer a {MONEY_BACK_DAYS}-day money-back
          guarantee on your first payment; otherwise fees are non-refundable. Lesson credits, school plans and a
          full comparison are on the{' '}
          <Link href="/pricing" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            pricing page
          </Link>
          ; full details are in our{' '}
          <Link href="/terms" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            terms of service
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
