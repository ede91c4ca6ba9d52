import Link from 'next/link';
import { Card, CardHeader } from '@/components/ui/card';
import { LessonList } from '@/components/lessons/library/lesson-list';
import type { Dashboard } from '@/lib/users/dashboard';

/** The dashboard's latest lessons, as the library shows them, with a link to the whole library. */
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
      <LessonList lessons={lessons} labelledBy="recent-lessons-title" />
    </Card>
  );
}
