import type { LessonView } from '@/lib/lessons/service';
import { EmptyTab } from './parts';
import { QuestionCard } from './questions';
import { RewritePartDialog } from './rewrite-part-dialog';
import { MissingPartHint } from './worksheet-tab';

/**
 * The Quiz tab (product-spec §2): title, instructions, time limit and total marks, then every
 * question with its type, options (correct one highlighted), answer and explanation.
 */
export function QuizTab({ lesson }: { lesson: LessonView }) {
  const quiz = lesson.quiz;
  if (!quiz) {
    return (
      <EmptyTab title="No quiz is available for this lesson.">
        <MissingPartHint warnings={lesson.warnings} />
        <div className="mt-4">
          <RewritePartDialog lesson={lesson} part="quiz" />
        </div>
      </EmptyTab>
    );
  }
  return (
    <div className="space-y-5">
      <section aria-labelledby="quiz-title" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="quiz-title" className="min-w-0 break-words text-lg font-semibold text-ink">
            {quiz.title}
          </h2>
          <dl className="flex flex-wrap gap-2 text-sm">
            <div className="rounded-lg bg-sky-50 px-3 py-1.5 text-sky-900">
              <dt className="inline font-medium">Time limit: </dt>
              <dd className="inline">{quiz.timeLimit} min</dd>
            </div>
            <div className="rounded-lg bg-brand-50 px-3 py-1.5 text-brand-900">
              <dt className="inline font-medium">Total marks: </dt>
              <dd className="inline">{quiz.totalMarks}</dd>
            </div>
            <div className="rounded-lg bg-stone-100 px-3 py-1.5 text-stone-800">
              <dt className="inline font-medium">Questions: </dt>
              <dd className="inline">{quiz.questions.length}</dd>
            </div>
          </dl>
        </div>
        <div className="mt-3">
          <RewritePartDialog lesson={lesson} part="quiz" />
        </div>
        <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">Instructions</h3>
        <p className="mt-1 break-words text-sm leading-relaxed">{quiz.instructions}</p>
      </section>
      <ol className="space-y-3" aria-label="Quiz questions">
        {quiz.questions.map((q, i) => (
          <QuestionCard key={q.id || i} number={i + 1} answerLabel="Correct answer" q={{ ...q, answer: q.correctAnswer }} />
        ))}
      </ol>
    </div>
  );
}
