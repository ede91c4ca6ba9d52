import type { ReactNode } from 'react';
import Link from 'next/link';
import { Check, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { PREMIUM_FEATURE_IDS, PREMIUM_FEATURES } from '@/lib/billing/features';
import { FREE_LESSON_LIMIT, MONEY_BACK_DAYS, PREMIUM_TRIAL_DAYS } from '@/lib/constants/billing';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
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

/** One plan: name (with the trial badge on Premium), price, summary, what it includes, and its action. */
function PlanCard({
  id,
  name,
  premium = false,
  price,
  summary,
  items,
  tone,
  visitorAction,
  memberAction,
}: {
  id: string;
  name: string;
  premium?: boolean;
  price: ReactNode;
  summary: string;
  items: string[];
  tone: 'brand' | 'premium';
  /** The button for visitors and for signed-in teachers. */
  visitorAction: { href: string; label: string };
  memberAction: { href: string; label: string };
}) {
  const button = (action: { href: string; label: string }) => (
    <Button asChild variant={premium ? 'premium' : 'outline'} size="lg" className="w-full">
      <Link href={action.href}>{action.label}</Link>
    </Button>
  );
  return (
    <article
      aria-labelledby={id}
      className={cn(
        'flex flex-col rounded-2xl p-6 sm:p-8',
        premium ? 'relative border-2 border-amber-300 bg-amber-50/40' : 'border border-line bg-paper',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {premium && <Crown className="size-5 text-amber-600" aria-hidden />}
          {name}
        </h3>
        {premium && <Badge variant="premium">{PREMIUM_TRIAL_DAYS}-day free trial</Badge>}
      </div>
      <p className="mt-3">{price}</p>
      <p className="mt-2 text-sm text-muted">{summary}</p>
      <FeatureList items={items} tone={tone} />
      <div className="mt-8 pt-2 md:mt-auto">
        <SessionSwitch visitor={button(visitorAction)} member={button(memberAction)} />
      </div>
    </article>
  );
}

/**
 * The landing page's two plans. Premium's list is the Premium feature map itself (the same map
 * the server gates with), so a feature added there is advertised here too.
 */
export function Pricing() {
  const freeItems = [
    `${FREE_LESSON_LIMIT} complete lessons`,
    'Lesson plan, worksheet with answer key and quiz',
    'Save, print and come back to your lessons',
    `Up to ${CUSTOMISATION_LIMIT} section changes per lesson`,
    'No card needed',
  ];
  const premiumItems = [
    'Everything in Free',
    ...PREMIUM_FEATURE_IDS.map((id) => PREMIUM_FEATURES[id].label),
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
          <PlanCard
            id="plan-free"
            name="Free"
            price={<span className="text-4xl font-semibold tracking-tight">{formatPence(0)}</span>}
            summary={`${FREE_LESSON_LIMIT} lessons to see if Plenary suits you. No card needed.`}
            items={freeItems}
            tone="brand"
            visitorAction={{ href: '/signup', label: 'Get Started Free' }}
            memberAction={{ href: '/dashboard', label: 'Go to your dashboard' }}
          />
          <PlanCard
            id="plan-premium"
            name="Premium"
            premium
            price={
              <>
                <span className="text-4xl font-semibold tracking-tight">{PREMIUM_PRICE}</span>
                <span className="text-muted"> per month</span>
              </>
            }
            summary="For teachers who plan every week. Billed monthly in GBP."
            items={premiumItems}
            tone="premium"
            visitorAction={{ href: '/signup', label: 'Start Premium Trial' }}
            memberAction={{ href: '/account?tab=subscription', label: 'Start Premium Trial' }}
          />
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
