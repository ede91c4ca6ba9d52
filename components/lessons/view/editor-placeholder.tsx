import Link from 'next/link';
import { ArrowLeft, PencilRuler } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The /editor/{id} placeholder: says an inline editor is coming and
 * links back to the lesson, where sections can already be edited and regenerated.
 */
export function EditorPlaceholder({ lessonId }: { lessonId: string }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <PencilRuler className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">Inline editor coming soon</h1>
      <p className="max-w-md text-sm text-muted">
        Soon you&apos;ll be able to edit every part of a lesson right here. For now, open the lesson to edit its
        homework, assessment, support and challenge, or to regenerate the starter, main activity or plenary.
      </p>
      <Button asChild className="mt-2">
        <Link href={`/lessons/${encodeURIComponent(lessonId)}`}>
          <ArrowLeft aria-hidden />
          Back to lesson
        </Link>
      </Button>
    </Card>
  );
}
