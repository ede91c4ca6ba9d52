/**
 * Number formatting, exact arithmetic helpers and the question finisher shared by every maths
 * generator. Decimals are handled as whole numbers of tenths or hundredths, never as floats.
 */
import type { BloomLevel } from '@/lib/constants';
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

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** A whole number with thousands separators: 3752 → "3,752", -12000 → "-12,000". */
export function fmt(n: number): string {
  const s = String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${s}` : s;
}

/** `units` tenths/hundredths/… as a decimal, trailing zeros dropped: fixed(615, 2) → "6.15". */
export function fixed(units: number, dp: number): string {
  const neg = units < 0;
  const scale = 10 ** dp;
  const abs = Math.abs(Math.round(units));
  const whole = Math.floor(abs / scale);
  const frac = dp > 0 ? String(abs % scale).padStart(dp, '0').replace(/0+$/, '') : '';
  return `${neg && abs !== 0 ? '-' : ''}${fmt(whole)}${frac ? `.${frac}` : ''}`;
}

/** Like `fixed` but keeps every decimal place: padded(350, 2) → "3.50" (for rounding answers). */
export function padded(units: number, dp: number): string {
  const scale = 10 ** dp;
  const abs = Math.abs(Math.round(units));
  const frac = dp > 0 ? `.${String(abs % scale).padStart(dp, '0')}` : '';
  return `${units < 0 && abs !== 0 ? '-' : ''}${fmt(Math.floor(abs / scale))}${frac}`;
}

/** Money from pence: 8400 → "£84", 7680 → "£76.80". */
export function money(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const p = pence % 100;
  return p === 0 ? `£${fmt(pounds)}` : `£${fmt(pounds)}.${String(p).padStart(2, '0')}`;
}

/** n/d in its simplest form: "2/3", or "4" when it is whole. */
export function fraction(n: number, d: number): string {
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1;
  const [a, b] = [n / g, d / g];
  return b === 1 ? `${a}` : `${a}/${b}`;
}

/** n/d in its simplest form as a mixed number when it is more than 1: "1 1/12". */
export function mixed(n: number, d: number): string {
  const g = gcd(n, d) || 1;
  const [a, b] = [n / g, d / g];
  if (b === 1) return `${a}`;
  if (a < b) return `${a}/${b}`;
  return `${Math.floor(a / b)} ${a % b}/${b}`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A number with the digits of [from, to] scaled to a year: e.g. digitsFor(year) → 3. */
export const pickBy = <T>(year: number, table: Array<[number, T]>): T => {
  let out = table[0][1];
  for (const [from, value] of table) if (year >= from) out = value;
  return out;
};

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

/** "2/3", "1 1/12" or "4" as [numerator, denominator], or null. */
export function parseFraction(s: string): [number, number] | null {
  const m = /^(-?\d+)(?: (\d+)\/(\d+))?$|^(-?\d+)\/(\d+)$/.exec(s.trim());
  if (!m) return null;
  if (m[4] !== undefined) return [Number(m[4]), Number(m[5])];
  if (m[2] !== undefined) return [Number(m[1]) * Number(m[3]) + Number(m[2]), Number(m[3])];
  return [Number(m[1]), 1];
}

/** A test for options equal in value to n/d, however they are written. */
export const sameFraction = (n: number, d: number) => (option: string) => {
  const f = parseFraction(option);
  return f !== null && f[1] !== 0 && f[0] * d === n * f[1];
};

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

export function trueFalse(statement: string, truth: boolean, explanation: string, bloomLevel: BloomLevel = 'analyse', marks = 1): OfflineQuestion {
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

/** Distinct digits for place-value questions, first digit not zero. */
export function distinctDigits(rng: Rng, count: number): number[] {
  const digits = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, Math.min(10, count));
  if (digits[0] === 0) [digits[0], digits[digits.length - 1]] = [digits[digits.length - 1], digits[0]];
  return digits;
}

export const NAMES = ['Sam', 'Priya', 'Tom', 'Aisha', 'Oliver', 'Zara', 'Ben', 'Mia', 'Kofi', 'Ellie'];
