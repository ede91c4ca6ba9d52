'use client';
import Link from 'next/link';
import { ArrowLeft, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { CompleteSetupCard } from '@/components/common/complete-setup-card';
import { useProfile } from '@/lib/client/hooks';

function Default({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="space-y-0.5 rounded-lg border border-line bg-stone-50/60 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className={value ? 'text-sm font-medium text-ink' : 'text-sm text-stone-400'}>{value || 'Not set'}</dd>
    </div>
  );
}

/** The lesson creation screen. Generation itself is not available on this server yet. */
export function GenerateView() {
  const profile = useProfile();
  const user = profile.data;
  if (!user) return <LoadingScreen />;

  if (!user.subject) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Create a new lesson</h1>
        <CompleteSetupCard
          description="Choose your subject first, so your lessons are written for the classes you teach."
          showDashboardLink
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Create a new lesson</h1>
        <p className="text-sm text-muted">
          A lesson plan, a worksheet with its answer key and a quick quiz, written for your topic.
        </p>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-ink">Your teaching defaults</h2>
        <p className="mt-1 text-sm text-muted">New lessons start from these details from your profile.</p>
        <dl className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          <Default label="Subject" value={user.subject} />
          <Default label="Year group" value={user.yearGroup} />
          <Default label="Exam board" value={user.examBoard} />
          <Default label="Location" value={user.location} />
        </dl>
      </Card>

      <section
        aria-labelledby="generation-unavailable-title"
        className="flex flex-col gap-4 rounded-xl border border-sky-200 bg-sky-50 p-5 sm:flex-row sm:items-start"
      >
        <Info className="size-5 shrink-0 text-sky-700" aria-hidden />
        <div className="flex-1 space-y-3">
          <div className="space-y-1">
            <h2 id="generation-unavailable-title" className="text-base font-semibold text-sky-950">
              Lesson generation is not available yet
            </h2>
            <p className="text-sm text-sky-900">
              Creating lessons isn&apos;t switched on for this server yet. Nothing has been used from your free
              lessons, and your details above are saved for when it is.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link href="/dashboard">
              <ArrowLeft aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
