import type { LessonView } from '@/lib/lessons/service';
import { EmptyTab } from './parts';
import { QuestionCard } from './questions';
import { RewritePartDialog } from './rewrite-part-dialog';

/** Says why a part is missing: the engine saves an empty worksheet or quiz with a warning. */
export function MissingPartHint({ warnings }: { warnings: string[] }) {
  return (
    <p>
      {warnings.length > 0
        ? 'It could not be written when this lesson was generated; see the notes at the top of the lesson.'
        : 'It could not be written when this lesson was generated.'}{' '}
      Your lesson plan is complete and can still be printed.
    </p>
  );
}

/**
 * The Worksheet tab (product-spec §2): title, instructions, total marks, then every question
 * with marks, options, answer, explanation and Bloom level. Empty state when there is none.
 */
export function WorksheetTab({ lesson }: { lesson: LessonView }) {
  const worksheet = lesson.worksheet;
  if (!worksheet) {
    return (
      <EmptyTab title="No worksheet is available for this lesson.">
        <MissingPartHint warnings={lesson.warnings} />
        <div className="mt-4">
          <RewritePartDialog lesson={lesson} part="worksheet" />
        </div>
      </EmptyTab>
    );
  }
  return (
    <div className="space-y-5">
      <section aria-labelledby="worksheet-title" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="worksheet-title" className="min-w-0 break-words text-lg font-semibold text-ink">
            {worksheet.title}
          </h2>
          <dl className="flex flex-wrap gap-2 text-sm">
            <div className="rounded-lg bg-brand-50 px-3 py-1.5 text-brand-900">
              <dt className="inline font-medium">Total marks: </dt>
              <dd className="inline">{worksheet.totalMarks}</dd>
            </div>
            <div className="rounded-lg bg-stone-100 px-3 py-1.5 text-stone-800">
              <dt className="inline font-medium">Questions: </dt>
              <dd className="inline">{worksheet.questions.length}</dd>
            </div>
          </dl>
        </div>
        <div className="mt-3">
          <RewritePartDialog lesson={lesson} part="worksheet" />
        </div>
        <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">Instructions</h3>
        <p className="mt-1 break-words text-sm leading-relaxed">{worksheet.instructions}</p>
      </section>
      <ol className="space-y-3" aria-label="Worksheet questions">
        {worksheet.questions.map((q, i) => (
          <QuestionCard key={q.id || i} number={i + 1} answerLabel="Answer" q={q} />
        ))}
      </ol>
    </div>
  );
}
