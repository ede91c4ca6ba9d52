import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ClipboardList, ListChecks, PencilLine, Printer, School, ShieldCheck } from 'lucide-react';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';

interface Feature {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

const FEATURES: Feature[] = [
  {
    icon: School,
    title: 'Written for UK classrooms',
    body: 'UK spelling and school terms throughout: Year 8, Key Stage 3, GCSE, pupils and maths. Tell it your nation and exam board and the lesson follows suit.',
  },
  {
    icon: ClipboardList,
    title: 'The whole lesson, not just a plan',
    body: 'A timed lesson plan with objectives and key vocabulary, a worksheet with a full answer key, and a short quiz to check understanding.',
  },
  {
    icon: ListChecks,
    title: 'Checked before you see it',
    body: 'Starter, main activity and plenary add up to your lesson length, marks add up to the total, and every question comes with an answer and an explanation.',
  },
  {
    icon: Printer,
    title: 'Ready to print',
    body: 'Clean teacher and pupil copies: the plan, the worksheet with or without answers, and the quiz with a separate answer key.',
  },
  {
    icon: PencilLine,
    title: 'Edit and regenerate sections',
    body: `Not quite right? Regenerate the starter, main activity or plenary with your own notes, or edit homework and support. Up to ${CUSTOMISATION_LIMIT} changes per lesson.`,
  },
  {
    icon: ShieldCheck,
    title: "Safe with pupils' data",
    body: (
      <>
        Plenary never asks for pupils&apos; names or details. Only your lesson request is used to write the
        lesson. Read how we handle data in our{' '}
        <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          privacy notice
        </Link>
        .
      </>
    ),
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="border-b border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="features-heading" className="text-3xl font-semibold tracking-tight">
            Everything you need for the lesson, in one place
          </h2>
          <p className="mt-4 text-muted">
            Plenary is built for the way UK teachers plan: one topic, one lesson, ready to teach.
          </p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border border-line bg-paper p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
