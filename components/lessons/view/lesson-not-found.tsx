import Link from 'next/link';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * 'Lesson Not Found' with a way back. Shown for a lesson that does not exist and for someone
 * else's, which the API answers alike with 404.
 */
export function LessonNotFound() {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-600">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">Lesson Not Found</h1>
      <p className="max-w-sm text-sm text-muted">
        This lesson doesn&apos;t exist, or it belongs to another account. It may have been deleted.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link href="/dashboard">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/lessons">View all lessons</Link>
        </Button>
      </div>
    </Card>
  );
}
