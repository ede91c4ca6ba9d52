import Link from 'next/link';
import { ArrowRight, Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DEFAULT_DURATION } from '@/lib/constants/lessons';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';
import { SessionSwitch } from './session-switch';

const STARTER_MINUTES = 10;
const PLENARY_MINUTES = 10;

function HeroActions() {
  return (
    <SessionSwitch
      visitor={
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href="#try-free">
              <span>Try Free - No Signup</span>
              <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/signup">Sign Up Free</Link>
          </Button>
        </div>
      }
      member={
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/generate">
              <Plus aria-hidden />
              <span>Create New Content</span>
            </Link>
          </Button>
        </div>
      }
    />
  );
}

/** A small picture of what one Plenary lesson contains. */
function LessonSketch() {
  const mainMinutes = DEFAULT_DURATION - STARTER_MINUTES - PLENARY_MINUTES;
  const phases = [
    { name: 'Starter', minutes: STARTER_MINUTES, text: 'Sort the words: light, water, glucose, oxygen' },
    { name: 'Main activity', minutes: mainMinutes, text: 'Leaf investigation, then a guided diagram' },
    { name: 'Plenary', minutes: PLENARY_MINUTES, text: 'Exit ticket: write the word equation' },
  ];
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <figcaption className="sr-only">An example lesson plan for Year 8 Science on photosynthesis</figcaption>
      <div
        aria-hidden
        className="absolute -inset-3 -z-10 rotate-2 rounded-2xl bg-brand-100/70 sm:-inset-4"
      />
      <div className="rounded-2xl border border-line bg-white p-5 shadow-md sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-brand-800">Science</span>
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-700">Year 8</span>
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-700">{DEFAULT_DURATION} min</span>
        </div>
        <p className="mt-3 text-lg font-semibold leading-snug">Photosynthesis: how plants make food</p>
        <ul className="mt-4 space-y-3">
          {phases.map((phase) => (
            <li key={phase.name} className="rounded-lg border border-line bg-paper px-3 py-2.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{phase.name}</span>
                <span className="shrink-0 text-xs text-muted">{phase.minutes} min</span>
              </div>
              <p className="mt-0.5 text-sm text-muted">{phase.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-4 grid grid-cols-3 gap-2 text-center text-xs font-medium text-brand-800">
          <li className="rounded-lg bg-brand-50 px-2 py-2">Lesson plan</li>
          <li className="rounded-lg bg-brand-50 px-2 py-2">Worksheet + answers</li>
          <li className="rounded-lg bg-brand-50 px-2 py-2">Quiz</li>
        </ul>
      </div>
    </figure>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden border-b border-line bg-linear-to-b from-brand-50 to-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <p className="text-sm font-medium text-brand-700">For UK teachers, Reception to Year 13</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            A complete lesson, ready before the bell
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted text-pretty">
            Tell Plenary the subject, year group and topic. It writes the lesson plan, a worksheet with its
            answer key and a short quiz, in UK English and ready to print, so your evenings are yours again.
          </p>
          <div className="mt-8">
            <HeroActions />
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li className="flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden />
              {FREE_LESSON_LIMIT} free lessons when you sign up
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden />
              No card needed
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden />
              No pupil data required
            </li>
          </ul>
        </div>
        <LessonSketch />
      </div>
    </section>
  );
}
