'use client';
/**
 * /lessons: the teacher's saved lessons, newest first, DEFAULT_PAGE_SIZE a page, searchable by
 * title or topic and filterable by subject. Loading, empty, no-results and error states; the
 * filters live in the URL.
 */
import Link from 'next/link';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/common/load-error';
import { useDashboard } from '@/components/common/use-dashboard';
import { plural } from '@/lib/format';
import { LessonList } from './lesson-list';
import { Pagination } from '@/components/ui/pagination';
import { LibrarySkeleton } from './library-skeleton';
import { LibraryEmpty, LibraryNoResults } from './library-states';
import { LibraryToolbar } from './library-toolbar';
import { useLessonPage, useLibraryFilters } from './use-lesson-library';

const LOAD_ERROR = 'Failed to load your lessons';

export function LessonsLibrary() {
  const { filters, update } = useLibraryFilters();
  const lessons = useLessonPage(filters);
  // The subjects the teacher has lessons in, for the filter (shared with the dashboard).
  const dashboard = useDashboard();
  const subjects = dashboard.data?.subjectBreakdown.map((s) => s.subject).sort((a, b) => a.localeCompare(b));

  const filtered = Boolean(filters.search || filters.subject);
  const data = lessons.data;

  let body;
  if (lessons.isPending) {
    body = <LibrarySkeleton />;
  } else if (lessons.isError && !data) {
    body = null;
  } else if (data && data.total === 0 && !filtered) {
    body = <LibraryEmpty />;
  } else if (data && data.items.length === 0 && data.total === 0) {
    body = (
      <LibraryNoResults
        message={
          filters.search
            ? `No lessons match "${filters.search}"${filters.subject ? ` in ${filters.subject}` : ''}.`
            : `No ${filters.subject} lessons yet.`
        }
        actionLabel="Clear search and filters"
        onAction={() => update({ search: '', subject: '' })}
      />
    );
  } else if (data && data.items.length === 0) {
    body = <LibraryNoResults message="There are no lessons on this page." actionLabel="Go to the first page" onAction={() => update({ page: 1 })} />;
  } else if (data) {
    body = <LessonList lessons={data.items} labelledBy="library-results-title" testId="lesson-list" />;
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Your lessons</h1>
          <p className="text-sm text-muted">Every lesson you have created, newest first.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link href="/generate">
            <Plus aria-hidden />
            Create New Lesson
          </Link>
        </Button>
      </div>

      <LibraryToolbar filters={filters} onChange={update} subjects={subjects} />

      {lessons.isError && !data ? (
        <LoadError message={LOAD_ERROR} onRetry={() => lessons.refetch()} retrying={lessons.isFetching} />
      ) : (
        <Card className="overflow-hidden">
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
            <h2 id="library-results-title" className="text-sm font-semibold text-ink">
              {filtered ? 'Matching lessons' : 'All lessons'}
            </h2>
            {data && (
              <p className="text-sm text-muted" data-testid="lesson-count">
                {plural(data.total, 'lesson')}
              </p>
            )}
          </div>
          <div aria-busy={lessons.isFetching} className={lessons.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {body}
          </div>
        </Card>
      )}

      {data && data.total > 0 && (
        <Pagination page={filters.page} limit={data.limit} total={data.total} noun="lessons" onPage={(page) => update({ page })} />
      )}
    </div>
  );
}
