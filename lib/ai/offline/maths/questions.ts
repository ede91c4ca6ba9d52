/**
 * Turning a computed answer into a question: multiple choice from the common wrong answers when
 * enough distinct ones exist, otherwise short answer; and true-or-false statements.
 */
import type { BloomLevel } from '@/lib/constants/lessons';
import type { Rng } from '../rng';
import { tf } from '../questions';
import type { OfflineQuestion } from '../types';

/** A computed question before it is made multiple choice or short answer. */
export interface Core {
  question: string;
  answer: string;
  explanation: string;
  marks?: number;
  bloomLevel?: BloomLevel;
  /** Plausible wrong answers, most plausible first (common errors). */
  distractors: string[];
  /** Further wrong answers if the distractors run out or coincide: fill(1), fill(2), … */
  fill?: (k: number) => string;
  /** Whether an option means the same as the answer (e.g. 4/6 for 2/3); such options are never offered. */
  same?: (option: string) => boolean;
}

const key = (s: string) => s.trim().toLowerCase();

/** The answer and up to three distinct wrong options, shuffled; null if fewer than two. */
export function optionsFor(
  rng: Rng,
  answer: string,
  distractors: string[],
  fill?: (k: number) => string,
  same?: (option: string) => boolean,
): string[] | null {
  const seen = new Set([key(answer)]);
  const wrong: string[] = [];
  const take = (c: string) => {
    if (wrong.length < 3 && c && c.trim() && !seen.has(key(c)) && !same?.(c)) {
      seen.add(key(c));
      wrong.push(c.trim());
    }
  };
  distractors.forEach(take);
  for (let k = 1; fill && wrong.length < 3 && k <= 40; k++) take(fill(k));
  return wrong.length >= 2 ? rng.shuffle([answer, ...wrong]) : null;
}

/** Nearby wrong numbers: value ± step, ± 2 steps…, formatted; never below `floor`. */
export const near = (value: number, format: (n: number) => string, step = 1, floor = -Infinity) => (k: number) => {
  const offset = Math.ceil(k / 2) * step * (k % 2 ? 1 : -1);
  const v = value + offset;
  return v >= floor ? format(v) : format(value + Math.abs(offset) + step);
};

/** Multiple choice (when `mc` and the options work out) or short answer. */
export function finish(rng: Rng, mc: boolean, core: Core): OfflineQuestion {
  const base = {
    question: core.question,
    answer: core.answer,
    explanation: core.explanation,
    marks: core.marks ?? 1,
    bloomLevel: core.bloomLevel ?? 'apply',
  };
  if (mc) {
    const options = optionsFor(rng, core.answer, core.distractors, core.fill, core.same);
    if (options) return { ...base, type: 'multiple-choice', options };
  }
  return { ...base, type: 'short-answer', options: [] };
}

/** True or false, asked as reasoning ("analyse") unless said otherwise. */
export function trueFalse(statement: string, truth: boolean, explanation: string, bloomLevel: BloomLevel = 'analyse', marks = 1): OfflineQuestion {
  return tf(statement, truth, explanation, bloomLevel, marks);
}

/** First names for word problems. */
export const NAMES = ['Sam', 'Priya', 'Tom', 'Aisha', 'Oliver', 'Zara', 'Ben', 'Mia', 'Kofi', 'Ellie'];
