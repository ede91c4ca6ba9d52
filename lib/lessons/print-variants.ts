/**
 * The five printable copies of a lesson. Each is
 * a server-rendered page at `/lessons/{id}/print/{variant}` and a Word or PDF export; both take
 * their questions through `toPrintQuestions`, so a student copy never holds an answer.
 */
import type { Quiz, Worksheet } from '@/lib/ai/schemas';

export const PRINT_VARIANTS = [
  { id: 'lesson-plan', label: 'Lesson plan (teacher copy)', answers: true },
  { id: 'worksheet-answers', label: 'Worksheet with answer key', answers: true },
  { id: 'worksheet', label: 'Worksheet (student copy)', answers: false },
  { id: 'quiz', label: 'Quiz (student copy)', answers: false },
  { id: 'quiz-answers', label: 'Quiz answer key', answers: true },
] as const;

export type PrintVariant = (typeof PRINT_VARIANTS)[number]['id'];

export function isPrintVariant(value: string): value is PrintVariant {
  return PRINT_VARIANTS.some((v) => v.id === value);
}

/** The path of a lesson's print page. */
export function printPath(lessonId: string, variant: PrintVariant): string {
  return `/lessons/${encodeURIComponent(lessonId)}/print/${variant}`;
}

/** One question as the print page renders it; `key` is present only on answer-key copies. */
export interface PrintQuestion {
  id: string;
  question: string;
  type: Worksheet['questions'][number]['type'];
  options: string[];
  marks: number;
  key?: { answer: string; explanation: string };
}

/**
 * The questions of a worksheet or quiz for printing. With `withAnswers` false the answer and
 * explanation are left out entirely, so a student copy cannot show them by mistake.
 */
export function toPrintQuestions(set: Worksheet | Quiz, withAnswers: boolean): PrintQuestion[] {
  return set.questions.map((q) => {
    const answer = 'correctAnswer' in q ? q.correctAnswer : q.answer;
    const options = q.options.length === 0 && q.type === 'true-false' ? ['True', 'False'] : q.options;
    return {
      id: q.id,
      question: q.question,
      type: q.type,
      options,
      marks: q.marks,
      ...(withAnswers ? { key: { answer, explanation: q.explanation } } : {}),
    };
  });
}

/** Written-answer lines on a student copy: two per mark, at least 2 and at most 12. */
export function answerLineCount(marks: number): number {
  return Math.min(12, Math.max(2, marks * 2));
}
