import type { LessonView } from '@/lib/lessons/service';
import { cn } from '@/lib/class-names';
import { EmptyTab } from './lesson-blocks';
import { QuestionCard, type ShownQuestion } from './questions';
import { RewritePartDialog } from './rewrite-part-dialog';

/** What a worksheet and a quiz both hold, as the tab shows it. */
export interface QuestionSet {
  title: string;
  instructions: string;
  totalMarks: number;
  questions: ShownQuestion[];
}

/** A fact shown beside the title before total marks and the question count, e.g. the time limit. */
export interface QuestionSetFact {
  label: string;
  value: string;
  /** Tailwind colours of its pill. */
  tone: string;
}

/** Says why a part is missing: the engine saves an empty worksheet or quiz with a warning. */
function MissingPartHint({ warnings }: { warnings: string[] }) {
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
 * The Worksheet or Quiz tab of a lesson: title, the set's facts (its own `facts`, then total
 * marks and the number of questions), the rewrite action, instructions, then every question
 * with type, marks, options (correct one highlighted), answer under `answerLabel`, explanation
 * and Bloom level. With no `set`, the empty state says why and still offers the rewrite.
 */
export function QuestionSetTab({
  lesson,
  part,
  set,
  answerLabel,
  facts = [],
}: {
  lesson: LessonView;
  part: 'worksheet' | 'quiz';
  set: QuestionSet | null;
  /** "Answer" on the worksheet, "Correct answer" on the quiz. */
  answerLabel: string;
  facts?: QuestionSetFact[];
}) {
  const name = part === 'quiz' ? 'Quiz' : 'Worksheet';
  if (!set) {
    return (
      <EmptyTab title={`No ${part} is available for this lesson.`}>
        <MissingPartHint warnings={lesson.warnings} />
        <div className="mt-4">
          <RewritePartDialog lesson={lesson} part={part} />
        </div>
      </EmptyTab>
    );
  }
  const shown: QuestionSetFact[] = [
    ...facts,
    { label: 'Total marks', value: String(set.totalMarks), tone: 'bg-brand-50 text-brand-900' },
    { label: 'Questions', value: String(set.questions.length), tone: 'bg-stone-100 text-stone-800' },
  ];
  return (
    <div className="space-y-5">
      <section aria-labelledby={`${part}-title`} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={`${part}-title`} className="min-w-0 break-words text-lg font-semibold text-ink">
            {set.title}
          </h2>
          <dl className="flex flex-wrap gap-2 text-sm">
            {shown.map((fact) => (
              <div key={fact.label} className={cn('rounded-lg px-3 py-1.5', fact.tone)}>
                <dt className="inline font-medium">{fact.label}: </dt>
                <dd className="inline">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-3">
          <RewritePartDialog lesson={lesson} part={part} />
        </div>
        <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">Instructions</h3>
        <p className="mt-1 break-words text-sm leading-relaxed">{set.instructions}</p>
      </section>
      <ol className="space-y-3" aria-label={`${name} questions`}>
        {set.questions.map((q, i) => (
          <QuestionCard key={q.id || i} number={i + 1} answerLabel={answerLabel} q={q} />
        ))}
      </ol>
    </div>
  );
}
