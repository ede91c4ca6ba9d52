'use client';
/**
 * The lesson creation screen: "Complete Your Setup" until the teacher has a subject; otherwise the
 * form, defaulted from the profile, with real progress while the lesson is written, then the new
 * lesson.
 */
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, ArrowLeft, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { CompleteSetupCard } from '@/components/common/complete-setup-card';
import { GenerationProgress } from '@/components/common/generation-progress';
import { useDashboard } from '@/components/common/use-dashboard';
import { useProfile } from '@/lib/client/profile';
import { notify } from '@/lib/client/toast';
import { INVALID_TOPIC_MESSAGE } from '@/lib/ai/schemas/request';
import { TOAST_MS } from '@/lib/constants/ui';
import { plural } from '@/lib/format';
import type { PublicUser } from '@/lib/users/profile';
import {
  generateFormDefaults,
  generateLessonFormSchema,
  type GenerateLessonBody,
  type GenerateLessonFormValues,
} from '@/lib/validation/lesson-form';
import { FreeLimitNotice } from './free-limit-notice';
import { GenerateFormFields } from './generate-form';
import { useGenerateLesson } from './use-generate-lesson';

/** The screen: loading, "Complete Your Setup", or the form. */
export function GenerateView() {
  const profile = useProfile();
  const user = profile.data;
  if (!user) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Create a new lesson</h1>
          <p className="text-sm text-muted">
            A lesson plan, a worksheet with its answer key and a quick quiz, written for your topic.
          </p>
        </div>
        {user.subject && (
          <Button asChild variant="ghost" className="-ml-3 self-start sm:ml-0 sm:self-auto">
            <Link href="/dashboard">
              <ArrowLeft aria-hidden />
              Dashboard
            </Link>
          </Button>
        )}
      </div>
      {user.subject ? (
        <GenerateForm user={user} />
      ) : (
        <CompleteSetupCard
          description="Choose your subject first, so your lessons are written for the classes you teach."
          showDashboardLink
        />
      )}
    </div>
  );
}

/** The form, the free-limit notice and the progress overlay. */
function GenerateForm({ user }: { user: PublicUser }) {
  const dashboard = useDashboard();
  const { generate, stage, outcome, generating } = useGenerateLesson();
  const noticeRef = useRef<HTMLDivElement>(null);
  // Where the teacher is put back when the progress overlay closes on a failure, ready to try
  // again. Named here because the button is disabled while the overlay is open.
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useForm<GenerateLessonFormValues, unknown, GenerateLessonBody>({
    resolver: zodResolver(generateLessonFormSchema),
    defaultValues: generateFormDefaults(user),
  });
  const { handleSubmit, setError, setFocus } = form;

  const overview = dashboard.data?.overview;
  const noneLeft = overview ? !overview.isPremium && overview.remaining === 0 && overview.credits === 0 : false;
  const limitMessage = outcome.status === 'limit' ? outcome.message : undefined;

  // A refused topic is the topic field's problem: show it there too.
  useEffect(() => {
    if (outcome.status === 'error' && outcome.code === 'INVALID_TOPIC') {
      setError('topic', { type: 'server', message: outcome.message });
      setFocus('topic');
    }
  }, [outcome, setError, setFocus]);

  // The limit notice sits above the form: bring it into view when the server answers 403.
  useEffect(() => {
    if (outcome.status === 'limit') {
      noticeRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      noticeRef.current?.focus({ preventScroll: true });
    }
  }, [outcome]);

  function onInvalid(errors: FieldErrors<GenerateLessonFormValues>) {
    // The vowel rule: a 5 s toast, and nothing is sent.
    if (errors.topic?.message === INVALID_TOPIC_MESSAGE) notify.error(INVALID_TOPIC_MESSAGE, TOAST_MS.long);
  }

  return (
    <>
      {(noneLeft || limitMessage) && <FreeLimitNotice ref={noticeRef} message={limitMessage} />}

      <Card className="p-5 sm:p-6">
        <FormProvider {...form}>
          <form
            onSubmit={handleSubmit(generate, onInvalid)}
            noValidate
            aria-label="Create a new lesson"
            aria-busy={generating}
            className="space-y-6"
          >
            <fieldset disabled={generating} className="min-w-0">
              <legend className="sr-only">Describe your lesson</legend>
              <GenerateFormFields />
            </fieldset>

            {outcome.status === 'error' && (
              <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                <p>{outcome.message}</p>
              </div>
            )}

            <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="min-h-5 text-sm text-muted">
                {overview &&
                  (!overview.isPremium && overview.remaining !== null
                    ? `${plural(overview.remaining, 'free lesson')} left on your plan.`
                    : 'Your lesson is saved to your library as soon as it is ready.')}
              </p>
              <Button ref={submitRef} type="submit" size="lg" disabled={generating} className="w-full sm:w-auto">
                {generating ? <Spinner /> : <Sparkles aria-hidden />}
                {generating ? 'Generating...' : 'Generate Lesson'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>

      <GenerationProgress open={generating} percent={stage.percent} message={stage.message} returnFocusRef={submitRef} />
    </>
  );
}
