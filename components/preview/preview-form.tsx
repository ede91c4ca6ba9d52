'use client';
/**
 * The visitor's "Try free" form on the landing page (product-spec §2 Landing, §5 "Preview form",
 * §8 "Preview"): writes a preview with the server's real progress, keeps it in session storage
 * and opens /preview. Errors keep what the visitor typed; a message about a limit offers sign-up.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { EDUCATION_LEVELS, SUBJECT_MAX, SUBJECTS } from '@/lib/constants/curriculum';
import { DURATIONS, TOPIC_MAX } from '@/lib/constants/lessons';
import { PREVIEW_LIMIT_MESSAGE } from '@/lib/constants/previews';
import { ApiClientError, errorMessage } from '@/lib/client/api';
import { postWithProgress } from '@/lib/client/progress-stream';
import { storePreview } from '@/lib/client/pending-preview';
import { OTHER_SUBJECT } from '@/components/onboarding/onboarding-form';
import { GenerationProgress } from '@/components/common/generation-progress';
import {
  canSubmit,
  previewFormDefaults,
  previewFormSchema,
  toPreviewBody,
  type PreviewFormValues,
} from './preview-form-schema';

const GENERIC_FAILURE = 'Failed to generate preview. Please try again.';
const STORAGE_FAILURE = 'Your browser would not keep the preview. Please allow this site to store data and try again.';
const START = { percent: 0, message: 'Starting your preview...' };

/** The spec's text for a failed preview: the server's message, else its fallback (§8). */
function failureText(err: unknown): string {
  const fallback = err instanceof ApiClientError && err.status === 429 ? PREVIEW_LIMIT_MESSAGE : GENERIC_FAILURE;
  return errorMessage(err, fallback);
}

/** The preview form. `labelledBy` names the section heading that titles it. */
export function PreviewForm({ labelledBy }: { labelledBy: string }) {
  const router = useRouter();
  const [progress, setProgress] = useState<{ percent: number; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PreviewFormValues>({ resolver: zodResolver(previewFormSchema), defaultValues: previewFormDefaults });
  const [subject, otherSubject, topic] = useWatch({ control, name: ['subject', 'otherSubject', 'topic'] });
  const generating = progress !== null;

  async function onSubmit(values: PreviewFormValues) {
    setFailure(null);
    setProgress(START);
    try {
      const done = await postWithProgress('/generate/preview', toPreviewBody(values), (event) => {
        if (event.type === 'stage') setProgress({ percent: event.percent, message: event.message });
      });
      if (!storePreview(done.preview)) throw new ApiClientError(STORAGE_FAILURE, 0, 'STORAGE');
      setProgress({ percent: 100, message: 'Your preview is ready. Opening it...' });
      router.push('/preview');
    } catch (err) {
      setProgress(null);
      setFailure(failureText(err));
    }
  }

  const describe = (name: keyof PreviewFormValues, hintId?: string) => {
    const ids = [hintId, errors[name] ? `preview-${name}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids || undefined };
  };

  return (
    <form aria-labelledby={labelledBy} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <fieldset disabled={generating} className="space-y-5">
        <legend className="sr-only">Describe the lesson you want to preview</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="preview-subject">Subject</Label>
            <NativeSelect id="preview-subject" {...describe('subject')} {...register('subject')}>
              <option value="" disabled>
                Choose a subject
              </option>
              {SUBJECTS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="preview-subject-error" message={errors.subject?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="preview-yearGroup">Year group</Label>
            <NativeSelect id="preview-yearGroup" {...describe('yearGroup')} {...register('yearGroup')}>
              <option value="" disabled>
                Choose a year group
              </option>
              {EDUCATION_LEVELS.map((level) => (
                <optgroup key={level.id} label={`${level.label} (ages ${level.ages})`}>
                  {level.yearGroups.map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
            <FieldError id="preview-yearGroup-error" message={errors.yearGroup?.message} />
          </div>
        </div>

        {subject === OTHER_SUBJECT && (
          <div className="space-y-2">
            <Label htmlFor="preview-otherSubject">Your subject</Label>
            <Input
              id="preview-otherSubject"
              placeholder="For example: Latin"
              maxLength={SUBJECT_MAX}
              {...describe('otherSubject')}
              {...register('otherSubject')}
            />
            <FieldError id="preview-otherSubject-error" message={errors.otherSubject?.message} />
          </div>
        )}

        <div className="space-y-2">
          <Label htmlFor="preview-topic">Topic</Label>
          <Input
            id="preview-topic"
            placeholder="For example: Equivalent fractions"
            maxLength={TOPIC_MAX}
            autoComplete="off"
            {...describe('topic', 'preview-topic-hint')}
            {...register('topic')}
          />
          <p id="preview-topic-hint" className="text-sm text-muted">
            Be specific: a single lesson topic works best
          </p>
          <FieldError id="preview-topic-error" message={errors.topic?.message} />
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">Lesson length (minutes)</legend>
          <div className="grid grid-cols-5 gap-2">
            {DURATIONS.map((minutes) => (
              <label key={minutes} className="relative">
                <input type="radio" value={String(minutes)} className="peer sr-only" {...register('duration')} />
                <span className="flex h-10 cursor-pointer items-center justify-center rounded-lg border border-line bg-white px-1 text-sm text-ink peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-medium peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
                  {minutes}
                  <span className="sr-only"> minutes</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="preview-duration-error" message={errors.duration?.message} />
        </fieldset>
      </fieldset>

      <GenerationProgress
        open={progress !== null}
        percent={progress?.percent ?? 0}
        message={progress?.message ?? ''}
        variant="inline"
        title="Writing your preview"
        className="p-4 shadow-none sm:p-5"
      />

      {failure && (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="flex gap-2">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{failure}</span>
          </p>
          {/limit/i.test(failure) && (
            <Button asChild size="sm" className="self-start">
              <Link href="/signup">Sign up for unlimited lessons →</Link>
            </Button>
          )}
        </div>
      )}

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={!canSubmit({ subject, otherSubject, topic }, generating)}
      >
        {generating && <Spinner />}
        {generating ? 'Generating preview...' : 'Generate free preview'}
      </Button>
    </form>
  );
}
