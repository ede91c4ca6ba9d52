/**
 * What a maths topic is made of: question generators, each with the years it suits and the
 * objective it practises, and the topic's teaching content, some of it only for some years.
 */
import type { Rng } from '../rng';
import type { OfflineQuestion, Term, MisconceptionText } from '../types';

/** A generator: given a random stream and a year (0 = Reception), one question. */
export type Generator = (rng: Rng, year: number, mc: boolean) => OfflineQuestion;

export interface GeneratorSpec {
  id: string;
  make: Generator;
  /** Youngest year the question suits; it is used from here up to `maxYear`. */
  minYear: number;
  maxYear?: number;
  /** Fluency questions come first on a worksheet, then reasoning, then problem solving. */
  kind: 'fluency' | 'reasoning' | 'problem';
  /** The objective this question practises, completing "Pupils will be able to …". */
  objective: string;
}

type Ranged<T> = T & { minYear?: number; maxYear?: number };

export interface MathsTopic {
  id: string;
  name: string;
  /** Matches the topic whatever the subject ("equivalent fractions"). */
  strong: RegExp;
  /** Matches only when the subject is maths ("division" could be cell division). */
  weak?: RegExp;
  generators: GeneratorSpec[];
  /** A narrower topic ("adding fractions") uses only these generators, when they suit the year. */
  focus?: Array<{ pattern: RegExp; ids: string[]; name: string }>;
  materials: string[];
  vocabulary: Ranged<Term>[];
  priorKnowledge: Ranged<{ text: string }>[];
  misconceptions: Ranged<MisconceptionText>[];
  /** Quick questions on earlier learning for the starter. */
  retrieval: Generator[];
  hook: string;
  extended: string[];
}

export const inYear = (year: number) => (x: { minYear?: number; maxYear?: number }) =>
  (x.minYear ?? 0) <= year && year <= (x.maxYear ?? 13);

/**
 * The value for a year from a table of [fromYear, value] rows in rising year order: the value of
 * the last row that starts at or below `year` (the first row's value below them all).
 * pickBy(5, [[0, 2], [3, 3], [6, 4]]) → 3.
 */
export const pickBy = <T>(year: number, table: Array<[number, T]>): T => {
  let out = table[0][1];
  for (const [from, value] of table) if (year >= from) out = value;
  return out;
};
