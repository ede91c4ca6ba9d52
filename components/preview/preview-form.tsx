'use client';
/**
 * The visitor's "Try free" form on the landing page: writes a preview with the server's real
 * progress, keeps it in session storage and opens /preview. Errors keep what the visitor typed; a
 * message about a limit offers sign-up.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { DurationChoice } from '@/components/forms/duration-choice';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { ListSelect, YearGroupSelect } from '@/components/forms/selects';
import { OTHER_SUBJECT, SUBJECT_MAX, SUBJECTS } from '@/lib/constants/curriculum';
import { TOPIC_HINT, TOPIC_MAX } from '@/lib/constants/lessons';
import { PREVIEW_LIMIT_MESSAGE } from '@/lib/constants/previews';
import { ApiClientError, errorMessage } from '@/lib/client/api';
import { postWithProgress } from '@/lib/client/progress-stream';
import { storePreview } from '@/lib/client/pending-preview';
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

/** The text for a failed preview: the server's message, else its fallback. */
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

  const errorId = (name: keyof PreviewFormValues) => `preview-${name}-error`;
  const describe = (name: keyof PreviewFormValues, hintId?: string) => fieldAria(errors[name], errorId(name), hintId);

  return (
    <form aria-labelledby={labelledBy} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <fieldset disabled={generating} className="space-y-5">
        <legend className="sr-only">Describe the lesson you want to preview</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Subject" htmlFor="preview-subject" error={errors.subject?.message} errorId={errorId('subject')}>
            <ListSelect
              id="preview-subject"
              options={SUBJECTS}
              placeholder="Choose a subject"
              placeholderDisabled
              {...describe('subject')}
              {...register('subject')}
            />
          </FormField>
          <FormField label="Year group" htmlFor="preview-yearGroup" error={errors.yearGroup?.message} errorId={errorId('yearGroup')}>
            <YearGroupSelect id="preview-yearGroup" placeholderDisabled {...describe('yearGroup')} {...register('yearGroup')} />
          </FormField>
        </div>

        {subject === OTHER_SUBJECT && (
          <FormField
            label="Your subject"
            htmlFor="preview-otherSubject"
            error={errors.otherSubject?.message}
            errorId={errorId('otherSubject')}
          >
            <Input
              id="preview-otherSubject"
              placeholder="For example: Latin"
              maxLength={SUBJECT_MAX}
              {...describe('otherSubject')}
              {...register('otherSubject')}
            />
          </FormField>
        )}

        <FormField
          label="Topic"
          htmlFor="preview-topic"
          hint={TOPIC_HINT}
          hintId="preview-topic-hint"
          error={errors.topic?.message}
          errorId={errorId('topic')}
        >
          <Input
            id="preview-topic"
            placeholder="For example: Equivalent fractions"
            maxLength={TOPIC_MAX}
            autoComplete="off"
            {...describe('topic', 'preview-topic-hint')}
            {...register('topic')}
          />
        </FormField>

        <DurationChoice field={register('duration')} error={errors.duration?.message} errorId={errorId('duration')} />
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
