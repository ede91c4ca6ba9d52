import Link from 'next/link';
import { ChevronRight, Clock, GraduationCap } from 'lucide-react';
import { formatShortDate } from '@/lib/format';
import type { LessonSummary } from '@/lib/lessons/service';

/**
 * The teacher's lessons as rows (title, "subject • topic", duration in min, created date); each row
 * opens /lessons/{id}. Lesson text is rendered as React text only.
 */
export function LessonList({
  lessons,
  labelledBy,
  testId,
}: {
  lessons: LessonSummary[];
  labelledBy?: string;
  testId?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-line" data-testid={testId}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <Link
            href={`/lessons/${lesson.id}`}
            className="flex items-center gap-3 px-4 py-4 transition-colors hover:bg-stone-50 focus-visible:bg-stone-50 sm:px-5"
          >
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="line-clamp-2 break-words font-medium text-ink">{lesson.title}</p>
              <p className="truncate text-sm text-muted">
                {lesson.subject} • {lesson.topic}
              </p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 pt-0.5 text-xs text-muted">
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3" aria-hidden />
                  {lesson.duration} min
                </span>
                {lesson.yearGroup && (
                  <span className="inline-flex items-center gap-1">
                    <GraduationCap className="size-3" aria-hidden />
                    {lesson.yearGroup}
                  </span>
                )}
                <span>
                  Created <time dateTime={lesson.createdAt}>{formatShortDate(lesson.createdAt)}</time>
                </span>
              </p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
