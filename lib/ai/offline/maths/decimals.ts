/** Decimals: tenths and hundredths, adding, subtracting, multiplying, ordering, converting. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { fixed, fraction, gcd, sameFraction } from './numbers';
import { finish, near, trueFalse } from './questions';
import { digitValue } from './place-value';
import { fractionOfAmount } from './fractions';

/** "Write 7/10 as a decimal." → "0.7"; "Write 23/100 as a decimal." → "0.23". */
export function fractionToDecimal(rng: Rng, year: number, mc = false) {
  const hundredths = year >= 4 && rng.chance(0.6);
  const d = hundredths ? 100 : 10;
  const n = hundredths ? rng.int(1, 99) : rng.int(1, 9);
  const answer = fixed(n, hundredths ? 2 : 1);
  return finish(rng, mc, {
    question: `Write ${n}/${d} as a decimal.`,
    answer,
    explanation: `${n}/${d} means ${n} ${hundredths ? 'hundredths' : 'tenths'}, so it is ${answer}.`,
    bloomLevel: 'understand',
    distractors: [fixed(n, hundredths ? 1 : 2), String(n), fixed(n, 3)],
    fill: near(n, (v) => fixed(v, hundredths ? 2 : 1), 1, 1),
  });
}

/** A decimal as whole hundredths: one decimal place, or (from Year 5) two. */
function operand(rng: Rng, year: number): number {
  const max = year <= 4 ? 99 : year <= 6 ? 999 : 9999;
  let tenths = rng.int(11, max);
  if (tenths % 10 === 0) tenths += 1; // keep a digit after the point: 4.1, not 4
  tenths *= 10;
  return year >= 5 && rng.chance(0.5) ? tenths + rng.int(1, 9) : tenths;
}

const show = (hundredths: number) => fixed(hundredths, 2);
/** A one-decimal-place number read with its digits as hundredths (2.7 → 0.27). */
const misread = (h: number) => (h % 10 === 0 ? h / 10 : h);

export function addDecimals(rng: Rng, year: number, mc = false) {
  const x = operand(rng, year);
  const y = operand(rng, year);
  const sum = x + y;
  const answer = fixed(sum, 2);
  const mixedPlaces = (x % 10 === 0) !== (y % 10 === 0);
  return finish(rng, mc, {
    question: `Calculate ${show(x)} + ${show(y)}.`,
    answer,
    explanation: `Line up the decimal points (fill gaps with zeros), then add column by column: ${show(x)} + ${show(y)} = ${answer}.`,
    distractors: [mixedPlaces ? fixed(misread(x) + misread(y), 2) : fixed(sum + 100, 2), fixed(sum + 10, 2), fixed(sum - 10, 2), fixed(sum + 1, 2)],
    fill: near(sum, (v) => fixed(v, 2), 10, 0),
  });
}

export function subtractDecimals(rng: Rng, year: number, mc = false) {
  let x = operand(rng, year);
  let y = operand(rng, year);
  if (x === y) x += 10 + (x % 100 === 90 ? 10 : 0);
  if (x < y) [x, y] = [y, x];
  const diff = x - y;
  const answer = fixed(diff, 2);
  return finish(rng, mc, {
    question: `Calculate ${show(x)} - ${show(y)}.`,
    answer,
    explanation: `Line up the decimal points and give both numbers the same number of decimal places, then subtract column by column: ${show(x)} - ${show(y)} = ${answer}. Check: ${answer} + ${show(y)} = ${show(x)}.`,
    distractors: [fixed(diff + 10, 2), fixed(diff + 100, 2), fixed(x + y, 2), diff > 10 ? fixed(diff - 10, 2) : fixed(diff + 20, 2)],
    fill: near(diff, (v) => fixed(v, 2), 10, 1),
  });
}

/** "Calculate 0.3 × 4." → "1.2"; from Year 7 also "0.3 × 0.4" → "0.12". */
export function multiplyDecimals(rng: Rng, year: number, mc = false) {
  const both = year >= 7 && rng.chance(0.5);
  const a = rng.int(2, 9);
  const b = rng.int(2, 9);
  const dp = both ? 2 : 1;
  const answer = fixed(a * b, dp);
  const left = fixed(a, 1);
  const right = both ? fixed(b, 1) : String(b);
  return finish(rng, mc, {
    question: `Calculate ${left} × ${right}.`,
    answer,
    explanation: `Work out ${a} × ${b} = ${a * b}, then count the decimal places in the question (${dp}) and give the answer the same number: ${answer}.`,
    distractors: [fixed(a * b, dp === 1 ? 2 : 1), String(a * b), fixed(a * b, dp + 1)],
    fill: near(a * b, (v) => fixed(v, dp), 1, 1),
  });
}

/** Largest of four decimals (multiple choice) or order them (written): 0.4, 0.45, 0.405, 0.54. */
export function orderDecimals(rng: Rng, year: number, mc = false) {
  const a = rng.int(1, 9);
  const b = rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== a));
  const thousandths = [a * 100, a * 100 + b * 10, a * 100 + b, b * 100 + a * 10];
  const shown = rng.shuffle(thousandths).map((v) => fixed(v, 3));
  const sorted = thousandths.slice().sort((p, q) => p - q).map((v) => fixed(v, 3));
  const why = 'Compare the tenths first, then the hundredths, then the thousandths (write them all with three decimal places); the number of digits does not decide the size.';
  if (mc) {
    return {
      question: 'Which of these numbers is the largest?',
      type: 'multiple-choice' as const,
      options: shown,
      answer: sorted[3],
      explanation: `${why} The largest is ${sorted[3]}.`,
      marks: 1,
      bloomLevel: 'analyse' as const,
    };
  }
  return finish(rng, false, {
    question: `Write these numbers in order from smallest to largest: ${shown.join(', ')}.`,
    answer: sorted.join(', '),
    explanation: why,
    marks: 2,
    bloomLevel: 'analyse',
    distractors: [],
  });
}

/** "Write 0.75 as a fraction in its simplest form." → "3/4". */
export function decimalToFraction(rng: Rng, year: number, mc = false) {
  let n = rng.int(1, 99);
  if (gcd(n, 100) === 1 && rng.chance(0.6)) n = rng.pick([5, 20, 25, 40, 50, 60, 75, 80, 4, 8, 12, 35, 45, 65]);
  const answer = fraction(n, 100);
  return finish(rng, mc, {
    question: `Write ${fixed(n, 2)} as a fraction in its simplest form.`,
    answer,
    explanation: `${fixed(n, 2)} = ${n}/100. The highest common factor of ${n} and 100 is ${gcd(n, 100)}, so ${n}/100 = ${answer}.`,
    distractors: [`${n}/10`, `1/${n}`, `${n}/1000`],
    fill: (k) => `${n + k}/100`,
    same: sameFraction(n, 100),
  });
}

/** "True or false: 0.45 is greater than 0.5." */
export function compareDecimals(rng: Rng) {
  const a = rng.int(2, 9);
  const b = rng.int(1, 9);
  const x = a * 10;
  const y = rng.chance(0.5) ? (a - 1) * 10 + b : a * 10 + b;
  const [p, q] = rng.chance(0.5) ? [x, y] : [y, x];
  const greater = rng.chance(0.5);
  const truth = greater ? p > q : p < q;
  return trueFalse(
    `${fixed(p, 2)} is ${greater ? 'greater' : 'less'} than ${fixed(q, 2)}.`,
    truth,
    `Compare tenths first, then hundredths: ${fixed(Math.max(p, q), 2)} is the larger number, so the statement is ${truth ? 'true' : 'false'}.`,
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'fractionToDecimal', make: fractionToDecimal, minYear: 3, maxYear: 7, kind: 'fluency', objective: 'write tenths and hundredths as decimals' },
  { id: 'addDecimals', make: addDecimals, minYear: 4, kind: 'fluency', objective: 'add decimals by lining up the decimal points' },
  { id: 'subtractDecimals', make: subtractDecimals, minYear: 4, kind: 'fluency', objective: 'subtract decimals by lining up the decimal points' },
  { id: 'multiplyDecimals', make: multiplyDecimals, minYear: 6, kind: 'fluency', objective: 'multiply decimals using an equivalent whole-number calculation' },
  { id: 'decimalToFraction', make: decimalToFraction, minYear: 5, kind: 'fluency', objective: 'convert decimals to fractions in their simplest form' },
  { id: 'orderDecimals', make: orderDecimals, minYear: 4, kind: 'reasoning', objective: 'order decimals with different numbers of decimal places' },
  { id: 'compareDecimals', make: (rng) => compareDecimals(rng), minYear: 3, kind: 'reasoning', objective: 'compare decimals using place value' },
];

export const decimals: MathsTopic = {
  id: 'decimals',
  name: 'Decimals',
  strong: /\bdecimals?\b|decimal places?|\btenths\b|\bhundredths\b/i,
  generators,
  materials: ['Place value charts with tenths and hundredths', 'Blank number lines from 0 to 1'],
  vocabulary: [
    { term: 'decimal', definition: 'A number with a decimal point, showing parts of a whole in tenths, hundredths and so on.' },
    { term: 'decimal point', definition: 'The dot that separates the whole number from the parts of a whole.' },
    { term: 'tenth', definition: 'One of ten equal parts of a whole: 0.1.' },
    { term: 'hundredth', definition: 'One of a hundred equal parts of a whole: 0.01.' },
    { term: 'decimal place', definition: 'A column after the decimal point.' },
    { term: 'place holder', definition: 'A zero that keeps digits in the right columns, as in 0.05.' },
    { term: 'thousandth', definition: 'One of a thousand equal parts of a whole: 0.001.', minYear: 5 },
  ],
  priorKnowledge: [
    { text: 'Know the place value of whole numbers.' },
    { text: 'Understand tenths as fractions, such as 3/10.' },
    { text: 'Add and subtract whole numbers with column methods.', minYear: 4 },
  ],
  misconceptions: [
    { misconception: 'A decimal with more digits is larger, so 0.45 is larger than 0.5.', correction: 'Write both with the same number of decimal places (0.45 and 0.50) and compare.' },
    { misconception: 'When adding, pupils line up the last digits instead of the decimal points.', correction: 'Always line up the decimal points and fill empty places with zeros.' },
    { misconception: 'Multiplying always makes a number bigger, so 0.3 × 0.4 cannot be 0.12.', correction: 'Multiplying by a number less than 1 gives a smaller answer: 0.4 of 0.3 is less than 0.3.', minYear: 6 },
  ],
  retrieval: [digitValue, fractionOfAmount, digitValue],
  hook: 'Show two race times, 10.5 s and 10.45 s, and ask: "Who won, and how do you know?"',
  extended: ['Shopping task: pupils are given a budget and a price list with pounds and pence and must plan a basket, showing every calculation.', 'Decimal number line challenge: pupils place ten decimals on a blank line from 0 to 1 and justify three of them to a partner.'],
};
