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
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '@/components/billing/use-billing';
import { errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { pluralise } from '@/lib/format';
import type { LessonView } from '@/lib/lessons/service';
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

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={subscription.isPending}>
          {allowed ? <Wand2 aria-hidden /> : <Lock aria-hidden />}
          Rewrite {name}
          {!allowed && (
            <Badge variant="premium" className="ml-0.5">
              Premium
            </Badge>
          )}
        </Button>
      </DialogTrigger>
      {allowed ? (
        <DialogContent
          onEscapeKeyDown={(e) => pending && e.preventDefault()}
          onPointerDownOutside={(e) => pending && e.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>Rewrite the {name}</DialogTitle>
            <DialogDescription>
              Plenary writes a new {name} for this lesson, checked like the first. This uses one of the lesson&apos;s{' '}
              {CUSTOMISATION_LIMIT} edits ({pluralise(remaining, 'edit')} left).
            </DialogDescription>
          </DialogHeader>
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
            {pending && (
              <p role="status" className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
                <Spinner className="text-brand-600" />
                Rewriting the {name}… this can take up to a minute.
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Spinner /> : <Wand2 aria-hidden />}
                {pending ? 'Rewriting…' : `Rewrite ${name}`}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : (
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Crown className="size-5 text-amber-500" aria-hidden />
              Rewrite a whole {name} with Premium
            </DialogTitle>
            <DialogDescription>
              Premium teachers can have a whole {name} written again to their own instructions. On the free plan you can
              still edit sections and regenerate the starter, main activity and plenary.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button asChild variant="premium">
              <Link href="/pricing">See Premium</Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
