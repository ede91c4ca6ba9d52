import Link from 'next/link';
import { BookOpen, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/common/empty-state';
import { Button } from '@/components/ui/button';

/** Before the first lesson: a way to make one. */
export function LibraryEmpty() {
  return (
    <EmptyState
      icon={BookOpen}
      className="py-14"
      title="No lessons yet"
      description="Lessons you create are saved here, ready to teach, print or edit. Give Plenary a topic and a year group to make your first one."
      action={
        <Button asChild size="lg">
          <Link href="/generate">Create New Lesson</Link>
        </Button>
      }
    />
  );
}

/** A search or filter that matches nothing (or a page past the end). */
export function LibraryNoResults({ message, actionLabel, onAction }: { message: string; actionLabel: string; onAction: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-500" aria-hidden>
        <SearchX className="size-5" />
      </span>
      <p className="font-medium text-ink">{message}</p>
      <Button variant="outline" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
