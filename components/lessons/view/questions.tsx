import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { BloomLevel, QuestionType } from '@/lib/constants/lessons';
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';

const TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'Multiple choice',
  'true-false': 'True or false',
  'short-answer': 'Short answer',
};

/** "Multiple choice", "True or false", "Short answer". */
export function questionTypeLabel(type: QuestionType): string {
  return TYPE_LABELS[type] ?? type;
}

/** "Analyse" for "analyse": Bloom's level as a label. */
export function bloomLabel(level: BloomLevel): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** A question as both the worksheet and the quiz hold it. */
export interface ShownQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options: string[];
  marks: number;
  answer: string;
  explanation: string;
  bloomLevel: BloomLevel;
}

/** The choices a question offers: its options, or True and False for a true/false question. */
function choicesOf(q: ShownQuestion): string[] {
  if (q.options.length > 0) return q.options;
  if (q.type === 'true-false') return ['True', 'False'];
  return [];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One numbered question with its type, marks and Bloom level, its options with the correct one
 * highlighted (marked in words for screen readers, not only by colour), the answer and the
 * explanation.
 */
export function QuestionCard({
  q,
  number,
  answerLabel,
}: {
  q: ShownQuestion;
  number: number;
  /** "Answer" on the worksheet, "Correct answer" on the quiz. */
  answerLabel: string;
}) {
  const choices = choicesOf(q);
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-3">
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <p className="break-words font-medium leading-relaxed text-ink">
            <span className="sr-only">Question {number}: </span>
            {q.question}
          </p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="muted">{questionTypeLabel(q.type)}</Badge>
            <Badge variant="outline">
              {plural(q.marks, 'mark')}
            </Badge>
            <Badge variant="outline" title="Bloom's taxonomy level">
              Bloom: {bloomLabel(q.bloomLevel)}
            </Badge>
          </div>
          {choices.length > 0 && (
            <ol className="grid gap-1.5 sm:grid-cols-2" aria-label="Options">
              {choices.map((choice, i) => {
                const correct = same(choice, q.answer);
                return (
                  <li
                    key={i}
                    className={cn(
                      'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                      correct ? 'border-green-300 bg-green-50 font-medium text-green-900' : 'border-line text-ink',
                    )}
                    data-correct={correct ? 'true' : undefined}
                  >
                    <span aria-hidden className="font-semibold text-muted">
                      {String.fromCharCode(65 + i)}.
                    </span>
                    <span className="min-w-0 flex-1 break-words">{choice}</span>
                    {correct && (
                      <>
                        <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                        <span className="sr-only">(correct answer)</span>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          <div className="space-y-1 rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-950">
            <p className="break-words">
              <span className="font-semibold">{answerLabel}: </span>
              {q.answer}
            </p>
            <p className="break-words">
              <span className="font-semibold">Explanation: </span>
              {q.explanation}
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}
