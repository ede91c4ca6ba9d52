'use client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { pluralise } from '@/lib/format';
import { regenerateSectionBodySchema } from '@/lib/validation/lesson';
import type { PhaseName } from '@/lib/ai/schemas';
import type { LessonView } from '@/lib/lessons/service';
import { isEditLimitError, LESSON_MESSAGES, PHASE_TITLES, regeneratedMessage } from './messages';
import { useRegenerateSection } from './use-lesson';

// The server's own rule for feedback: non-empty after trimming, with the spec's message (§5).
const feedbackFormSchema = z.object({ feedback: regenerateSectionBodySchema.shape.feedback });
type FeedbackForm = z.input<typeof feedbackFormSchema>;

/**
 * "Regenerate" for the starter, main activity or plenary (product-spec §2 "Lesson detail"):
 * asks what to change, sends it to POST /api/generate/regenerate-section and waits with a
 * spinner (the route answers once, without a progress stream). The phase keeps its minutes.
 * Success: '{Title} section regenerated successfully!' and the lesson refetched; failure: the
 * server's text or 'Failed to regenerate section' (spec §8).
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
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Regenerate ${lowerName}`}>
          <RefreshCw aria-hidden />
          Regenerate
        </Button>
      </DialogTrigger>
      <DialogContent
        onEscapeKeyDown={(e) => pending && e.preventDefault()}
        onPointerDownOutside={(e) => pending && e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Regenerate the {lowerName}</DialogTitle>
          <DialogDescription>
            Tell Plenary what to change and it will rewrite the {lowerName}, keeping its {minutes} minutes. This uses
            one of the lesson&apos;s {CUSTOMISATION_LIMIT} edits ({pluralise(remaining, 'edit')} left).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <fieldset disabled={pending} className="space-y-1.5">
            <Label htmlFor={fieldId}>What would you like changed?</Label>
            <Textarea
              id={fieldId}
              rows={4}
              placeholder="e.g. Make it more hands-on, with a card sort instead of questions on the board."
              aria-invalid={errors.feedback ? true : undefined}
              aria-describedby={errors.feedback ? errorId : undefined}
              {...register('feedback')}
            />
            <FieldError id={errorId} message={errors.feedback?.message} />
          </fieldset>
          {pending && (
            <p id={statusId} role="status" className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
              <Spinner className="text-brand-600" />
              Rewriting the {lowerName}… this can take up to a minute.
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-describedby={pending ? statusId : undefined}>
              {pending ? <Spinner /> : <RefreshCw aria-hidden />}
              {pending ? 'Regenerating…' : `Regenerate ${lowerName}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
