/**
 * The pricing FAQ, worded to match the billing rules exactly: a 14-day free trial on the first
 * Premium subscription, a 30-day money-back guarantee on the first payment, otherwise
 * non-refundable, cancel any time. The Terms say the same.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { DELETION_RETENTION_DAYS } from '@/lib/constants/accounts';
import { FREE_LESSON_LIMIT, MONEY_BACK_DAYS, PREMIUM_TRIAL_DAYS } from '@/lib/constants/billing';
import { SUPPORT_RESPONSE_HOURS } from '@/lib/constants/support';
import { PREMIUM_PRICE, plural } from '@/lib/format';

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

const QUESTIONS: Array<{ q: string; a: ReactNode }> = [
  {
    q: 'What do I get for free?',
    a: `${plural(FREE_LESSON_LIMIT, 'complete lesson')}, each with a lesson plan, a worksheet with its answer key and a quiz, saved to your library for printing and editing. No card needed. Deleting a lesson does not give it back.`,
  },
  {
    q: 'How does the free trial work?',
    a: `Your first Premium subscription starts with a ${PREMIUM_TRIAL_DAYS}-day free trial. Cancel before it ends and you pay nothing; otherwise your first payment of ${PREMIUM_PRICE} is taken when it ends. The trial is once per person.`,
  },
  {
    q: 'Can I get my money back?',
    a: (
      <>
        Yes, on your first payment: we offer a {MONEY_BACK_DAYS}-day money-back guarantee. Otherwise fees are
        non-refundable, as our{' '}
        <Link href="/terms" className={link}>
          terms
        </Link>{' '}
        set out.
      </>
    ),
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Cancel from the Subscription tab of your account. Premium stays on until the end of the month you have paid for, and you are not charged again.',
  },
  {
    q: 'What are lesson credits?',
    a: 'A one-off payment instead of a subscription. Each credit writes one complete lesson once your free lessons are used. Credits never expire, and Premium does not use them.',
  },
  {
    q: 'How do I pay, and is it safe?',
    a: 'Payments are taken by Stripe on its own secure pages, in pounds sterling. Plenary never sees or stores your card details.',
  },
  {
    q: 'What does priority support mean?',
    a: `Premium support tickets go to the front of the queue, with a reply within ${SUPPORT_RESPONSE_HOURS.premium} hours instead of ${SUPPORT_RESPONSE_HOURS.standard}.`,
  },
  {
    q: 'Can my school pay for everyone?',
    a: (
      <>
        Yes.{' '}
        <Link href="/contact" className={link}>
          Contact us
        </Link>{' '}
        for one invoice covering your school or trust.
      </>
    ),
  },
  {
    q: 'What happens to my data if I leave?',
    a: `You can export everything as a file, and delete your account, from Settings at any time. Deleting it cancels any subscription, and your data is gone within ${DELETION_RETENTION_DAYS} days.`,
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mt-16">
      <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight">
        Questions teachers ask
      </h2>
      <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
