/**
 * What the preview page offers around the preview:
 * the visitor banner with Sign In and Sign Up Free to Unlock, and for signed-in users the
 * state of claiming the preview into a saved lesson.
 */
import Link from 'next/link';
import { AlertCircle, CheckCircle2, Plus, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';

/** Where the preview page's sign-in and sign-up buttons go; both come back to claim it. */
const FROM_PREVIEW = `from=${encodeURIComponent('/preview')}`;

/** Sign Up Free to Unlock and Sign In, side by side (stacked on a phone). */
function UnlockButtons() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild>
        <Link href={`/signup?${FROM_PREVIEW}`}>Sign Up Free to Unlock</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={`/login?${FROM_PREVIEW}`}>Sign In</Link>
      </Button>
    </div>
  );
}

/** The visitor banner at the top of the preview. */
export function VisitorBanner() {
  return (
    <section
      aria-labelledby="visitor-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Sparkles className="hidden size-6 shrink-0 text-brand-700 sm:block" aria-hidden />
      <div className="flex-1 space-y-1">
        <h2 id="visitor-banner-title" className="font-semibold text-brand-900">
          You are viewing a free preview
        </h2>
        <p className="text-sm text-brand-900">
          It is not saved yet. Sign up free and this preview becomes your first saved lesson, with the full
          plan, worksheet and quiz. {FREE_LESSON_LIMIT} lessons free, no card needed.
        </p>
      </div>
      <UnlockButtons />
    </section>
  );
}

/** The closing call to action under the locked cards, for visitors. */
export function UnlockCta() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-8 text-center">
      <div className="max-w-lg space-y-2">
        <h2 className="text-lg font-semibold text-ink">Unlock the full lesson</h2>
        <p className="text-sm text-muted">
          Create a free account to keep this lesson and print the plan, the worksheet with its answer key and the
          quiz.
        </p>
      </div>
      <UnlockButtons />
    </Card>
  );
}

export type ClaimState =
  | { state: 'idle' }
  | { state: 'claiming' }
  | { state: 'claimed'; id: string }
  | { state: 'failed'; message: string };

/** A signed-in user's view of the claim: in progress, done (redirecting) or failed. */
export function ClaimStatus({ claim }: { claim: ClaimState }) {
  if (claim.state === 'claiming') {
    return (
      <Card role="status" className="flex items-center gap-3 p-4 text-sm font-medium text-ink">
        <Spinner className="size-5 text-brand-600" />
        Unlocking your lesson...
      </Card>
    );
  }
  if (claim.state === 'claimed') {
    return (
      <Card role="status" className="flex flex-col gap-3 border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-center gap-2 text-sm font-medium text-brand-900">
          <CheckCircle2 className="size-5 shrink-0 text-brand-700" aria-hidden />
          Preview unlocked! Redirecting to your lesson...
        </p>
        <Button asChild size="sm" variant="outline">
          <Link href={`/lessons/${claim.id}`}>Open your lesson</Link>
        </Button>
      </Card>
    );
  }
  if (claim.state === 'failed') {
    return (
      <Card role="alert" className="flex flex-col gap-3 border-red-200 bg-red-50 p-4">
        <div className="flex gap-2 text-sm text-red-800">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">We couldn&apos;t unlock this preview.</p>
            <p>{claim.message}</p>
          </div>
        </div>
        <MemberButtons />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-ink">You are signed in. Create a full lesson on this topic or any other.</p>
      <MemberButtons />
    </Card>
  );
}

function MemberButtons() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild size="sm">
        <Link href="/generate">
          <Plus aria-hidden />
          Create a new lesson
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link href="/dashboard">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
