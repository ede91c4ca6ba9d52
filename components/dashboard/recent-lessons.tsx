import Link from 'next/link';
import { ChevronRight, Clock } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { formatShortDate } from '@/lib/format';
import type { Dashboard } from '@/lib/users/dashboard';

export function RecentLessons({ lessons }: { lessons: Dashboard['recentLessons'] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 border-b border-line pb-4">
        <h2 id="recent-lessons-title" className="text-base font-semibold text-ink">
          Recent Lessons
        </h2>
        <Link href="/lessons" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          View all
        </Link>
      </CardHeader>
      <ul aria-labelledby="recent-lessons-title" className="divide-y divide-line">
        {lessons.map((lesson) => (
          <li key={lesson.id}>
            <Link
              href={`/lessons/${lesson.id}`}
              className="flex items-center gap-3 px-5 py-3.5 transition-colors hover:bg-stone-50 focus-visible:bg-stone-50"
            >
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-ink">{lesson.title}</p>
                <p className="truncate text-sm text-muted">
                  {lesson.subject} • {lesson.topic}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3" aria-hidden />
                    {lesson.duration} min
                  </span>
                  {lesson.yearGroup && <span>{lesson.yearGroup}</span>}
                  <time dateTime={lesson.createdAt}>{formatShortDate(lesson.createdAt)}</time>
                </p>
              </div>
              <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
