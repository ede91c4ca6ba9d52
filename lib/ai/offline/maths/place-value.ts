/** Place value: digit values, multiplying and dividing by 10/100/1000, rounding, comparing. */
import type { Rng } from '../rng';
import { pickBy, type GeneratorSpec, type MathsTopic } from './topic';
import { fixed, fmt, padded } from './numbers';
import { finish, near, trueFalse } from './questions';
import { addition } from './operations';
import { plural } from '@/lib/format';

const INTEGER_PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'];
const DECIMAL_PLACES = ['tenths', 'hundredths', 'thousandths'];

/** Distinct digits for place-value questions, first digit not zero. */
function distinctDigits(rng: Rng, count: number): number[] {
  const digits = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, Math.min(10, count));
  if (digits[0] === 0) [digits[0], digits[digits.length - 1]] = [digits[digits.length - 1], digits[0]];
  return digits;
}

/** "What is the value of the digit 7 in 3,752?" → "700" (decimals from Year 7: "0.04"). */
export function digitValue(rng: Rng, year: number, mc: boolean) {
  const decimal = year >= 7 && rng.chance(0.5);
  if (decimal) {
    const d = distinctDigits(rng, 4);
    const number = `${d[0]}.${d[1]}${d[2]}${d[3]}`;
    const pos = rng.int(1, 3);
    const digit = d[pos] === 0 ? d[0] : d[pos];
    const at = d[pos] === 0 ? 0 : pos;
    const value = fixed(digit, at);
    const place = at === 0 ? 'ones' : DECIMAL_PLACES[at - 1];
    return finish(rng, mc, {
      question: `What is the value of the digit ${digit} in ${number}?`,
      answer: value,
      explanation: `The ${digit} is in the ${place} column, so it is worth ${value}.`,
      bloomLevel: 'understand',
      distractors: [String(digit), fixed(digit, at + 1), at > 0 ? fixed(digit, at - 1) : fixed(digit * 10, 0), fixed(digit * 10, at)],
    });
  }
  const length = pickBy(year, [[0, 2], [3, 3], [4, 4], [5, 6], [6, 7]]);
  const d = distinctDigits(rng, length);
  const n = Number(d.join(''));
  const candidates = d.map((digit, i) => ({ digit, power: length - 1 - i })).filter((x) => x.digit !== 0);
  const { digit, power } = rng.pick(candidates);
  const value = digit * 10 ** power;
  return finish(rng, mc, {
    question: `What is the value of the digit ${digit} in ${fmt(n)}?`,
    answer: fmt(value),
    explanation: `The ${digit} is in the ${INTEGER_PLACES[power]} column, so it is worth ${digit} × ${fmt(10 ** power)} = ${fmt(value)}.`,
    bloomLevel: 'understand',
    distractors: [String(digit), fmt(value * 10), power > 0 ? fmt(value / 10) : fmt(value * 100), fmt(value * 100)],
  });
}

/** "Calculate 3.7 × 100" → "370"; "Calculate 45 ÷ 1,000" → "0.045". */
export function powersOfTen(rng: Rng, year: number, mc: boolean) {
  const k = year < 3 ? 1 : year < 5 ? rng.int(1, 2) : rng.int(1, 3);
  const power = 10 ** k;
  const divide = year >= 5 && rng.chance(0.5);
  const dp = year >= 6 ? rng.int(0, 2) : 0;
  const units = year < 3 ? rng.int(1, 9) : dp === 0 ? rng.int(2, 99) : rng.int(11, 999);
  const shown = fixed(units, dp);
  const answer = divide ? fixed(units, dp + k) : fixed(units * power, dp);
  const wrongK = (j: number) => (divide ? fixed(units, dp + j) : fixed(units * 10 ** j, dp));
  return finish(rng, mc, {
    question: `Calculate ${shown} ${divide ? '÷' : '×'} ${fmt(power)}.`,
    answer,
    explanation: `${divide ? 'Dividing' : 'Multiplying'} by ${fmt(power)} moves every digit ${plural(k, 'place')} to the ${divide ? 'right' : 'left'}, so ${shown} ${divide ? '÷' : '×'} ${fmt(power)} = ${answer}.`,
    distractors: [wrongK(k + 1), k > 1 ? wrongK(k - 1) : wrongK(k + 2), divide ? fixed(units * power, dp) : fixed(units, dp + k), `${shown}${'0'.repeat(k)}`],
  });
}

/** "Round 4,567 to the nearest 100." → "4,600"; from Year 7 also "Round 3.476 to 1 decimal place." */
export function rounding(rng: Rng, year: number, mc: boolean) {
  if (year >= 7 && rng.chance(0.4)) {
    const dp = rng.int(1, 2);
    const units = rng.int(100, 9999) * 10 + rng.int(1, 9); // thousandths, e.g. 3476 → 3.476
    const shown = fixed(units, 3);
    const step = 10 ** (3 - dp);
    const down = Math.floor(units / step) * step;
    const up = down + step;
    const rounded = units - down >= step / 2 ? up : down;
    const answer = padded(rounded / step, dp);
    return finish(rng, mc, {
      question: `Round ${shown} to ${plural(dp, 'decimal place')}.`,
      answer,
      explanation: `Look at the next digit after the ${dp === 1 ? 'first' : 'second'} decimal place: ${units - down >= step / 2 ? '5 or more, so round up' : 'less than 5, so round down'}. ${shown} rounds to ${answer}.`,
      distractors: [padded((rounded === up ? down : up) / step, dp), padded(Math.round(units / (step / 10)), dp + 1), fixed(Math.floor(units / 1000), 0)],
      fill: near(rounded / step, (v) => padded(v, dp), 1, 0),
    });
  }
  const digits = pickBy(year, [[0, 2], [3, 3], [4, 4], [5, 6]]);
  const n = rng.int(10 ** (digits - 1) + 1, 10 ** digits - 1);
  const maxPower = Math.min(digits - 1, year < 3 ? 1 : year < 4 ? 2 : year < 5 ? 3 : 5);
  const power = rng.int(1, Math.max(1, maxPower));
  const step = 10 ** power;
  const down = Math.floor(n / step) * step;
  const roundsUp = n - down >= step / 2;
  const rounded = roundsUp ? down + step : down;
  return finish(rng, mc, {
    question: `Round ${fmt(n)} to the nearest ${fmt(step)}.`,
    answer: fmt(rounded),
    explanation: `${fmt(n)} lies between ${fmt(down)} and ${fmt(down + step)}. The digit after the ${INTEGER_PLACES[power]} column is ${roundsUp ? '5 or more, so round up' : 'less than 5, so round down'}: ${fmt(rounded)}.`,
    distractors: [fmt(roundsUp ? down : down + step), fmt(Math.round(n / (step / 10)) * (step / 10)), ...(Math.round(n / (step * 10)) > 0 ? [fmt(Math.round(n / (step * 10)) * step * 10)] : [])],
    fill: near(rounded, fmt, step, step),
  });
}

/** "True or false: 3,405 is greater than 3,450." — two numbers with the same digits. */
export function compareNumbers(rng: Rng, year: number) {
  const length = pickBy(year, [[0, 2], [3, 3], [4, 4], [5, 5], [6, 6]]);
  const d = distinctDigits(rng, length);
  if (length === 2 && d[1] === 0) d[1] = (d[0] % 9) + 1;
  const a = Number(d.join(''));
  const i = length >= 3 ? rng.int(1, length - 2) : 0;
  const j = i + 1;
  const swapped = d.slice();
  [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
  const b = Number(swapped.join(''));
  const greater = rng.chance(0.5);
  const truth = greater ? a > b : a < b;
  return trueFalse(
    `${fmt(a)} is ${greater ? 'greater' : 'less'} than ${fmt(b)}.`,
    truth,
    `Compare the digits from the left: the first column that differs decides. ${fmt(Math.max(a, b))} is greater than ${fmt(Math.min(a, b))}, so the statement is ${truth ? 'true' : 'false'}.`,
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'digitValue', make: digitValue, minYear: 0, kind: 'fluency', objective: 'state the value of each digit in a number' },
  { id: 'powersOfTen', make: powersOfTen, minYear: 2, kind: 'fluency', objective: 'multiply and divide by 10, 100 and 1,000 by moving digits' },
  { id: 'rounding', make: rounding, minYear: 2, kind: 'fluency', objective: 'round numbers to a given place value' },
  { id: 'compareNumbers', make: (rng, year) => compareNumbers(rng, year), minYear: 0, kind: 'reasoning', objective: 'compare and order numbers using place value' },
];

export const placeValue: MathsTopic = {
  id: 'place-value',
  name: 'Place value',
  strong: /place\s*value|\brounding\b|partition|powers of (ten|10)|multiply(ing)? (and divid(e|ing) )?by 10/i,
  weak: /\bdigits?\b|\bround(ing)?\b|\bnumbers? (to|up to)\b/i,
  generators,
  materials: ['Place value charts and base-ten blocks', 'Digit cards 0–9'],
  vocabulary: [
    { term: 'digit', definition: 'One of the symbols 0 to 9 that we use to write numbers.' },
    { term: 'ones', definition: 'Single units: the column on the right of a whole number.', maxYear: 3 },
    { term: 'tens', definition: 'Groups of ten: the column to the left of the ones.', maxYear: 3 },
    { term: 'place value', definition: 'The value a digit has because of its position in a number.' },
    { term: 'column', definition: 'A place in a number, such as ones, tens or hundreds.' },
    { term: 'placeholder', definition: 'A zero that keeps the other digits in the right columns, as in 305.' },
    { term: 'round', definition: 'To change a number to a nearby simpler number, such as the nearest ten.' },
    { term: 'partition', definition: 'To split a number into parts, such as 352 = 300 + 50 + 2.' },
    { term: 'decimal point', definition: 'The dot that separates the whole number part from the tenths and hundredths.', minYear: 4 },
    { term: 'power of ten', definition: 'A number like 10, 100 or 1,000 made by multiplying tens together.', minYear: 5 },
  ],
  priorKnowledge: [
    { text: 'Count forwards and backwards in ones and tens.', maxYear: 3 },
    { text: 'Read and write numbers in numerals and words.' },
    { text: 'Know the column names ones, tens and hundreds.', minYear: 2 },
    { text: 'Understand tenths and hundredths as parts of one.', minYear: 5 },
  ],
  misconceptions: [
    { misconception: 'A longer number is always bigger, so 0.45 is bigger than 0.5.', correction: 'Compare column by column from the left; put the numbers in a place value chart.', minYear: 5 },
    { misconception: 'To multiply by 10 you just add a zero, so 3.7 × 10 = 3.70.', correction: 'Digits move one place to the left; 3.7 × 10 = 37. Show it on a place value chart.' },
    { misconception: 'The zero in 305 does not matter.', correction: 'Zero is a placeholder: without it 305 would become 35. Build both with base-ten blocks.' },
    { misconception: 'When rounding 4,567 to the nearest 100, pupils look at the wrong digit.', correction: 'Underline the hundreds digit, then look only at the digit to its right.', minYear: 3 },
  ],
  retrieval: [addition, digitValue, addition],
  hook: 'Ask: "Which is worth more, the 4 in 4,000 or the 4 in 40?" and take a vote before explaining.',
  extended: ['In pairs, play "place value battle": each pupil rolls digits and places them to make the largest number, then justifies their choice.', 'Groups create a place value poster showing one number partitioned in three different ways.'],
};
