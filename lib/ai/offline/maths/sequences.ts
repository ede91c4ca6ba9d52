/** Sequences: next terms, term-to-term rules, nth term, terms from a rule, series. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { fmt, ordinal } from './numbers';
import { finish, near, trueFalse } from './questions';
import { addition, multiplication } from './operations';

const list = (terms: number[]) => `${terms.join(', ')}, …`;
const termsOf = (first: number, d: number, n = 4) => Array.from({ length: n }, (_, i) => first + i * d);

/** The nth term dn + c written as pupils see it: "3n + 1", "n - 2", "20 - 2n". */
export function nthTermText(d: number, c: number): string {
  const dn = d === 1 ? 'n' : d === -1 ? '-n' : `${d}n`;
  if (d < 0 && c > 0) return `${c} - ${d === -1 ? 'n' : `${-d}n`}`;
  return c === 0 ? dn : `${dn} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
}

/** "What is the next number in the sequence 5, 9, 13, 17, …?" → "21". */
export function nextTerm(rng: Rng, year: number, mc = false) {
  const d = year <= 1 ? rng.pick([1, 2, 5, 10]) : year <= 3 ? rng.pick([2, 3, 4, 5, 10, 50, 100]) : rng.int(2, 12) * (year >= 5 && rng.chance(0.4) ? -1 : 1);
  const first = d < 0 ? rng.int(-4 * d, -4 * d + (year >= 6 ? 10 : 40)) - (year >= 6 ? 20 : 0) : rng.int(0, year <= 1 ? 10 : 30);
  const terms = termsOf(first, d);
  const next = first + 4 * d;
  return finish(rng, mc, {
    question: year <= 2 ? `What number comes next: ${list(terms)}?` : `What is the next number in the sequence ${list(terms)}?`,
    answer: String(next),
    explanation: `The sequence goes ${d > 0 ? 'up' : 'down'} by ${Math.abs(d)} each time, so the next number is ${terms[3]} ${d > 0 ? '+' : '-'} ${Math.abs(d)} = ${next}.`,
    bloomLevel: 'understand',
    distractors: [String(next + d), String(terms[3] + 1), String(next - 2 * d === terms[2] ? next + 1 : next - 1)],
    fill: near(next, String, 1),
  });
}

/** "Describe the term-to-term rule for 3, 7, 11, 15, …" → "Add 4". */
export function termToTerm(rng: Rng, year: number, mc = false) {
  const d = rng.int(2, 12) * (year >= 4 && rng.chance(0.4) ? -1 : 1);
  const first = d < 0 ? rng.int(-4 * d, -4 * d + 30) : rng.int(1, 20);
  const rule = (x: number) => (x > 0 ? `Add ${x}` : `Subtract ${-x}`);
  return finish(rng, mc, {
    question: `What is the ${year <= 3 ? '' : 'term-to-term '}rule for the sequence ${list(termsOf(first, d))}?`,
    answer: rule(d),
    explanation: `Find the difference between one term and the next: ${first} to ${first + d} is ${d > 0 ? 'up' : 'down'} ${Math.abs(d)}, and the same every time. The rule is "${rule(d)}".`,
    bloomLevel: 'understand',
    distractors: [rule(-d), `Multiply by ${Math.abs(d)}`, rule(d + (d > 0 ? 1 : -1)), `Add ${first}`],
  });
}

/** "Find the nth term of the sequence 4, 7, 10, 13, …" → "3n + 1". */
export function nthTerm(rng: Rng, year: number, mc = false) {
  const d = rng.int(2, 9) * (year >= 9 && rng.chance(0.3) ? -1 : 1);
  const c = d < 0 ? rng.int(20, 40) : rng.int(-6, 10);
  const terms = termsOf(d + c, d);
  const answer = nthTermText(d, c);
  return finish(rng, mc, {
    question: `Find the nth term of the sequence ${list(terms)}.`,
    answer,
    explanation: `The terms ${d > 0 ? 'go up' : 'go down'} by ${Math.abs(d)} each time, so the nth term includes ${d}n. The ${d}n sequence is ${termsOf(d, d).join(', ')}; to get ${terms.join(', ')} ${c === 0 ? 'nothing more is needed' : `${c > 0 ? 'add' : 'subtract'} ${Math.abs(c)}`}. The nth term is ${answer}.`,
    marks: 2,
    distractors: [nthTermText(1, d), nthTermText(d, d + c), nthTermText(d + c, d), nthTermText(d, -c)],
    fill: (k) => nthTermText(d, c + k),
  });
}

/** "The nth term of a sequence is 5n - 2. Find the 10th term." → "48". */
export function termFromRule(rng: Rng, year: number, mc = false) {
  const d = rng.int(2, 9);
  const c = rng.int(-9, 12);
  const n = rng.int(5, year >= 9 ? 100 : 30);
  const value = d * n + c;
  return finish(rng, mc, {
    question: `The nth term of a sequence is ${nthTermText(d, c)}. Find the ${ordinal(n)} term.`,
    answer: fmt(value),
    explanation: `Substitute n = ${n}: ${d} × ${n} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${fmt(value)}.`,
    distractors: [fmt(d * n), fmt(d + n + c), fmt(Number(`${d}${n}`) + c), fmt(value + d)],
    fill: near(value, fmt, d),
  });
}

/** "True or false: 50 is a term in the sequence with nth term 4n + 2." */
export function isTerm(rng: Rng) {
  const d = rng.int(2, 9);
  const c = rng.int(-5, 9);
  const n = rng.int(5, 40);
  const x = d * n + c + (rng.chance(0.5) ? 0 : rng.int(1, d - 1));
  const k = (x - c) / d;
  const truth = Number.isInteger(k) && k >= 1;
  return trueFalse(
    `${x} is a term in the sequence with nth term ${nthTermText(d, c)}.`,
    truth,
    `Solve ${nthTermText(d, c)} = ${x}: n = (${x} ${c < 0 ? '+' : '-'} ${Math.abs(c)}) ÷ ${d} = ${truth ? k : `${x - c}/${d}`}. ${truth ? `That is a whole number, so ${x} is the ${ordinal(k)} term: true.` : 'That is not a whole number, so it is not a term: false.'}`,
  );
}

/** "Find the sum of the first 20 terms of the arithmetic series 3 + 7 + 11 + …" (sixth form). */
export function arithmeticSeries(rng: Rng, year: number, mc = false) {
  const a = rng.int(-5, 20);
  const d = rng.int(2, 9);
  const n = rng.int(10, 40);
  const sum = (n * (2 * a + (n - 1) * d)) / 2;
  return finish(rng, mc, {
    question: `Find the sum of the first ${n} terms of the arithmetic series ${[a, a + d, a + 2 * d].join(' + ')} + …`,
    answer: fmt(sum),
    explanation: `Use S = n/2 × (2a + (n - 1)d) with a = ${a}, d = ${d}, n = ${n}: S = ${n}/2 × (${2 * a} + ${(n - 1) * d}) = ${fmt(sum)}.`,
    marks: 3,
    distractors: [fmt(n * (a + (n - 1) * d)), fmt(a + (n - 1) * d), fmt(Math.round((n * (2 * a + n * d)) / 2))],
    fill: near(sum, fmt, d),
  });
}

export const generators: GeneratorSpec[] = [
  { id: 'nextTerm', make: nextTerm, minYear: 0, maxYear: 8, kind: 'fluency', objective: 'continue number sequences' },
  { id: 'termToTerm', make: termToTerm, minYear: 3, maxYear: 9, kind: 'fluency', objective: 'describe the term-to-term rule of a sequence' },
  { id: 'nthTerm', make: nthTerm, minYear: 7, kind: 'fluency', objective: 'find the nth term of a linear sequence' },
  { id: 'termFromRule', make: termFromRule, minYear: 7, kind: 'fluency', objective: 'use an nth term rule to find any term' },
  { id: 'isTerm', make: (rng) => isTerm(rng), minYear: 8, kind: 'reasoning', objective: 'decide whether a number is a term of a sequence' },
  { id: 'arithmeticSeries', make: arithmeticSeries, minYear: 12, kind: 'problem', objective: 'find the sum of an arithmetic series' },
];

export const sequences: MathsTopic = {
  id: 'sequences',
  name: 'Sequences',
  strong: /nth term|arithmetic (sequences?|series|progressions?)|linear sequences?|number sequences?|term-to-term|number patterns?|counting in (2|5|10|twos|fives|tens|steps)/i,
  weak: /\bsequences?\b|\bpatterns?\b|\bseries\b/i,
  generators,
  materials: ['Matchsticks or lolly sticks for growing patterns', 'Hundred squares'],
  vocabulary: [
    { term: 'sequence', definition: 'A list of numbers in order that follow a rule.' },
    { term: 'pattern', definition: 'Something that repeats or grows in a regular way.', maxYear: 4 },
    { term: 'count on', definition: 'To count forwards from a number.', maxYear: 2 },
    { term: 'term', definition: 'One number in a sequence.' },
    { term: 'term-to-term rule', definition: 'The rule that takes you from one term to the next, such as "add 3".' },
    { term: 'difference', definition: 'How much the sequence goes up or down by each time.' },
    { term: 'position', definition: 'Where a term is in the sequence: 1st, 2nd, 3rd and so on.' },
    { term: 'nth term', definition: 'A rule that gives any term from its position n, such as 3n + 1.', minYear: 7 },
    { term: 'linear sequence', definition: 'A sequence that goes up or down by the same amount each time.', minYear: 7 },
    { term: 'arithmetic series', definition: 'The sum of the terms of a linear (arithmetic) sequence.', minYear: 12 },
  ],
  priorKnowledge: [
    { text: 'Count forwards and backwards in steps of 2, 5 and 10.', maxYear: 4 },
    { text: 'Recall multiplication tables up to 12 × 12.', minYear: 3 },
    { text: 'Substitute numbers into simple expressions.', minYear: 7 },
  ],
  misconceptions: [
    { misconception: 'The nth term of 4, 7, 10, … is n + 3, because the terms go up by 3.', correction: 'Going up by 3 each time means 3n; compare 3n (3, 6, 9) with the sequence to find the adjustment: 3n + 1.', minYear: 7 },
    { misconception: 'Only looking at the first two terms to find the rule.', correction: 'Check the rule works for every term given before using it.' },
    { misconception: 'The 10th term is the 5th term doubled.', correction: 'Linear sequences do not double; use the rule or the nth term.', minYear: 5 },
  ],
  retrieval: [multiplication, addition, multiplication],
  hook: 'Show a growing pattern of matchstick squares and ask: "How many matchsticks for the 100th pattern?"',
  extended: ['Matchstick patterns: pupils build the first four patterns, record the sequence, find the rule and predict the 50th pattern.', 'Pupils design their own sequence puzzle with a hidden rule and swap with a partner to solve.'],
};
