import Link from 'next/link';
import { ArrowRight, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';
import { SessionSwitch } from './session-switch';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="rounded-2xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="closing-heading" className="text-3xl font-semibold tracking-tight text-balance">
            Get tomorrow&apos;s lesson planned tonight
          </h2>
          <SessionSwitch
            visitor={
              <>
                <p className="mx-auto mt-4 max-w-xl text-brand-50">
                  Sign up free and your first {FREE_LESSON_LIMIT} lessons are on us. No card needed.
                </p>
                <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
                  <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white">
                    <Link href="/signup">
                      <span>Sign Up Free</span>
                      <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                  <Button
                    asChild
                    size="lg"
                    variant="outline"
                    className="border-brand-300 bg-transparent text-white hover:bg-brand-600 focus-visible:outline-white"
                  >
                    <a href="#try-free">Try Free - No Signup</a>
                  </Button>
                </div>
              </>
            }
            member={
              <>
                <p className="mx-auto mt-4 max-w-xl text-brand-50">
                  Pick a topic and Plenary will write the plan, the worksheet and the quiz.
                </p>
                <div className="mt-8 flex justify-center">
                  <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white">
                    <Link href="/generate">
                      <Plus aria-hidden />
                      <span>Create New Content</span>
                    </Link>
                  </Button>
                </div>
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}
