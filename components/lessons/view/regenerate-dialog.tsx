'use client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { plural } from '@/lib/format';
import { regenerateSectionBodySchema } from '@/lib/validation/lesson';
import type { PhaseName } from '@/lib/ai/schemas';
import type { LessonView } from '@/lib/lessons/service';
import { ActionDialog, DialogActions, RewritingNote } from './action-dialog';
import { isEditLimitError, LESSON_MESSAGES, PHASE_TITLES, regeneratedMessage } from './messages';
import { useRegenerateSection } from './use-lesson';

// The server's own rule for feedback: non-empty after trimming, with its message.
const feedbackFormSchema = z.object({ feedback: regenerateSectionBodySchema.shape.feedback });
type FeedbackForm = z.input<typeof feedbackFormSchema>;

/**
 * "Regenerate" for the starter, main activity or plenary:
 * asks what to change, sends it to POST /api/generate/regenerate-section and waits with a
 * spinner (the route answers once, without a progress stream). The phase keeps its minutes.
 * Success: '{Title} section regenerated successfully!' and the lesson refetched; failure: the
 * server's text or 'Failed to regenerate section'.
 */
export function RegenerateDialog({ lesson, section }: { lesson: LessonView; section: PhaseName }) {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateSection(lesson);
  const fieldId = useId();
  const errorId = useId();
  const statusId = useId();
  const name = PHASE_TITLES[section];
  const lowerName = name.toLowerCase();
  const minutes = lesson.lessonPlan[section].duration;
  const remaining = lesson.metadata.customizationsRemaining;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackForm, unknown, z.output<typeof feedbackFormSchema>>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { feedback: '' },
  });
  const pending = regenerate.isPending;

  function changeOpen(next: boolean) {
    // Closing mid-request would hide the answer; the request cannot be taken back.
    if (pending) return;
    setOpen(next);
    if (!next) reset({ feedback: '' });
  }

  async function onSubmit({ feedback }: { feedback: string }) {
    try {
      await regenerate.mutateAsync({ section, feedback });
      notify.success(regeneratedMessage(section));
      setOpen(false);
      reset({ feedback: '' });
    } catch (err) {
      if (isEditLimitError(err)) notify.error(LESSON_MESSAGES.editLimit);
      else notify.error(errorMessage(err, LESSON_MESSAGES.regenerateFailed));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      busy={pending}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Regenerate ${lowerName}`}>
          <RefreshCw aria-hidden />
          Regenerate
        </Button>
      }
      title={`Regenerate the ${lowerName}`}
      description={
        <>
          Tell Plenary what to change and it will rewrite the {lowerName}, keeping its {minutes} minutes. This uses one
          of the lesson&apos;s {CUSTOMISATION_LIMIT} edits ({plural(remaining, 'edit')} left).
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <fieldset disabled={pending}>
          <FormField label="What would you like changed?" htmlFor={fieldId} error={errors.feedback?.message} errorId={errorId}>
            <Textarea
              id={fieldId}
              rows={4}
              placeholder="e.g. Make it more hands-on, with a card sort instead of questions on the board."
              {...fieldAria(errors.feedback, errorId)}
              {...register('feedback')}
            />
          </FormField>
        </fieldset>
        {pending && <RewritingNote id={statusId} what={lowerName} />}
        <DialogActions onCancel={() => changeOpen(false)} busy={pending}>
          <Button type="submit" disabled={pending} aria-describedby={pending ? statusId : undefined}>
            {pending ? <Spinner /> : <RefreshCw aria-hidden />}
            {pending ? 'Regenerating…' : `Regenerate ${lowerName}`}
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
