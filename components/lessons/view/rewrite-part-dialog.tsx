'use client';
/**
 * "Rewrite worksheet" / "Rewrite quiz": Premium's advanced customisation (lib/billing/features.ts).
 * A Premium teacher says what to change (optional) and the whole part is written again through
 * POST /api/generate/{part}, using one of the lesson's edits. On the free plan the button opens
 * an explanation with the way to Premium instead; the server refuses the call either way.
 */
import { useId, useState } from 'react';
import Link from 'next/link';
import { Crown, Lock, Wand2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '@/components/billing/use-billing';
import { errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { plural } from '@/lib/format';
import type { LessonView } from '@/lib/lessons/service';
import { ActionDialog, DialogActions, RewritingNote } from './action-dialog';
import { isEditLimitError, LESSON_MESSAGES } from './messages';
import { useRewritePart, type RewritablePart } from './use-lesson';

const NAMES: Record<RewritablePart, string> = { worksheet: 'worksheet', quiz: 'quiz' };

export function RewritePartDialog({ lesson, part }: { lesson: LessonView; part: RewritablePart }) {
  const subscription = useSubscription();
  const rewrite = useRewritePart(lesson.id);
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const fieldId = useId();
  const name = NAMES[part];
  const allowed = subscription.data?.features.advancedCustomisation ?? false;
  const remaining = lesson.metadata.customizationsRemaining;
  const pending = rewrite.isPending;

  function changeOpen(next: boolean) {
    if (pending) return;
    setOpen(next);
    if (!next) setFeedback('');
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      await rewrite.mutateAsync({ part, feedback: feedback.trim() || undefined });
      notify.success(`${name.charAt(0).toUpperCase()}${name.slice(1)} rewritten successfully!`);
      setOpen(false);
      setFeedback('');
    } catch (err) {
      if (isEditLimitError(err)) notify.error(LESSON_MESSAGES.editLimit);
      else notify.error(errorMessage(err, `Failed to rewrite the ${name}`));
    }
  }

  const trigger = (
    <Button variant="outline" size="sm" disabled={subscription.isPending}>
      {allowed ? <Wand2 aria-hidden /> : <Lock aria-hidden />}
      Rewrite {name}
      {!allowed && (
        <Badge variant="premium" className="ml-0.5">
          Premium
        </Badge>
      )}
    </Button>
  );

  if (!allowed) {
    return (
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        title={
          <span className="flex items-center gap-2">
            <Crown className="size-5 text-amber-500" aria-hidden />
            Rewrite a whole {name} with Premium
          </span>
        }
        description={`Premium teachers can have a whole ${name} written again to their own instructions. On the free plan you can still edit sections and regenerate the starter, main activity and plenary.`}
      >
        <DialogActions onCancel={() => setOpen(false)} cancelLabel="Not now">
          <Button asChild variant="premium">
            <Link href="/pricing">See Premium</Link>
          </Button>
        </DialogActions>
      </ActionDialog>
    );
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      busy={pending}
      trigger={trigger}
      title={`Rewrite the ${name}`}
      description={
        <>
          Plenary writes a new {name} for this lesson, checked like the first. This uses one of the lesson&apos;s{' '}
          {CUSTOMISATION_LIMIT} edits ({plural(remaining, 'edit')} left).
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        <fieldset disabled={pending} className="space-y-1.5">
          <Label htmlFor={fieldId}>What should be different? (optional)</Label>
          <Textarea
            id={fieldId}
            rows={4}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            placeholder="e.g. More reasoning questions, and fewer multiple choice."
          />
        </fieldset>
        {pending && <RewritingNote what={name} />}
        <DialogActions onCancel={() => changeOpen(false)} busy={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : <Wand2 aria-hidden />}
            {pending ? 'Rewriting…' : `Rewrite ${name}`}
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
