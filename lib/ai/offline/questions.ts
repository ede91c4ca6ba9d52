/**
 * Small builders for hand-written questions, and the last safety net that keeps every question
 * within the invariants whatever a source produced.
 */
import { BLOOM_LEVELS, LESSON_RULES, type BloomLevel } from '@/lib/constants/lessons';
import type { OfflineQuestion } from './types';

/** Multiple choice; `correct` is the index of the right option. */
export function mc(question: string, options: string[], correct: number, explanation: string, bloomLevel: BloomLevel = 'understand', marks = 1): OfflineQuestion {
  return { question, type: 'multiple-choice', options, answer: options[correct], explanation, marks, bloomLevel };
}

/** True or false: `statement` is shown after "True or false:". */
export function tf(statement: string, truth: boolean, explanation: string, bloomLevel: BloomLevel = 'understand', marks = 1): OfflineQuestion {
  return {
    question: `True or false: ${statement}`,
    type: 'true-false',
    options: ['True', 'False'],
    answer: truth ? 'True' : 'False',
    explanation,
    marks,
    bloomLevel,
  };
}

/** Short answer (written response); `answer` is the mark scheme. */
export function sa(question: string, answer: string, explanation: string, bloomLevel: BloomLevel = 'apply', marks = 2): OfflineQuestion {
  return { question, type: 'short-answer', options: [], answer, explanation, marks, bloomLevel };
}

const clean = (s: unknown) => (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim() : '');

/** Returns a question that meets every invariant: bad multiple choice becomes short answer. */
export function sanitise(q: OfflineQuestion): OfflineQuestion {
  const question = clean(q.question) || 'Explain one thing you learnt in this lesson.';
  const answer = clean(q.answer) || 'Answers will vary; credit any accurate point from the lesson.';
  const explanation = clean(q.explanation) || 'Check the answer against the lesson notes.';
  const marks = Math.min(20, Math.max(1, Math.round(Number.isFinite(q.marks) ? q.marks : 1)));
  const bloomLevel = (BLOOM_LEVELS as readonly string[]).includes(q.bloomLevel) ? q.bloomLevel : 'understand';
  const base = { question, answer, explanation, marks, bloomLevel };
  if (q.type === 'true-false' && (answer === 'True' || answer === 'False')) {
    return { ...base, type: 'true-false', options: ['True', 'False'] };
  }
  if (q.type === 'multiple-choice') {
    const options = q.options.map(clean);
    const keys = new Set(options.map((o) => o.toLowerCase()));
    const { min, max } = LESSON_RULES.multipleChoiceOptions;
    const sound =
      options.every(Boolean) &&
      keys.size === options.length &&
      options.length >= min &&
      options.length <= max &&
      options.filter((o) => o === answer).length === 1;
    if (sound) return { ...base, type: 'multiple-choice', options };
  }
  return { ...base, type: 'short-answer', options: [] };
}

const rank = (q: OfflineQuestion) => BLOOM_LEVELS.indexOf(q.bloomLevel);

/**
 * Trims a question list to `n`, keeping order and dropping the lowest-level questions
 * (remember first) from the end, so a shorter worksheet keeps its higher-order questions.
 */
export function trimTo(questions: OfflineQuestion[], n: number): OfflineQuestion[] {
  const out = questions.slice();
  while (out.length > n) {
    let drop = out.length - 1;
    for (let i = out.length - 1; i >= 0; i--) if (rank(out[i]) < rank(out[drop])) drop = i;
    out.splice(drop, 1);
  }
  return out;
}
