import { CalendarDays, Clock } from 'lucide-react';
import { BackLink } from '@/components/common/back-link';
import { Badge } from '@/components/ui/badge';
import { formatShortDate } from '@/lib/format';
import type { LessonView } from '@/lib/lessons/service';
import { DownloadMenu } from '../download-menu';
import { PrintMenu } from '../print-menu';
import { DeleteLessonButton } from './delete-lesson-button';
import { EditsBadge } from './edits-badge';

/**
 * The lesson's header: Dashboard back link, Print menu,
 * Download menu (Premium) and Delete; the title; badges for subject, topic, year group, exam board, minutes, created date
 * and the edits-used counter.
 */
export function LessonHeader({ lesson }: { lesson: LessonView }) {
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink href="/dashboard">Dashboard</BackLink>
        <div className="flex flex-wrap items-center gap-2">
          <PrintMenu lessonId={lesson.id} />
          <DownloadMenu lessonId={lesson.id} />
          <DeleteLessonButton lessonId={lesson.id} title={lesson.title} />
        </div>
      </div>
      <div className="space-y-3">
        <h1 className="break-words text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{lesson.title}</h1>
        <ul className="flex flex-wrap items-center gap-2" aria-label="About this lesson">
          <li>
            <Badge>{lesson.subject}</Badge>
          </li>
          <li className="min-w-0 max-w-full">
            <Badge variant="muted" className="max-w-full">
              <span className="sr-only">Topic: </span>
              <span className="truncate">{lesson.topic}</span>
            </Badge>
          </li>
          {lesson.yearGroup && (
            <li>
              <Badge variant="muted">{lesson.yearGroup}</Badge>
            </li>
          )}
          {lesson.examBoard && (
            <li>
              <Badge variant="muted">{lesson.examBoard}</Badge>
            </li>
          )}
          <li>
            <Badge variant="outline">
              <Clock className="size-3" aria-hidden />
              {lesson.duration} min
            </Badge>
          </li>
          <li>
            <Badge variant="outline">
              <CalendarDays className="size-3" aria-hidden />
              <span className="sr-only">Created </span>
              <time dateTime={lesson.createdAt}>{formatShortDate(lesson.createdAt)}</time>
            </Badge>
          </li>
          <li>
            <EditsBadge
              used={lesson.metadata.customizationCount}
              remaining={lesson.metadata.customizationsRemaining}
            />
          </li>
        </ul>
      </div>
    </header>
  );
}
