/** Percentages: of amounts, increase and decrease, conversions, reverse percentages. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { fmt, gcd, money } from './numbers';
import { finish, near, trueFalse } from './questions';
import { fractionOfAmount } from './fractions';
import { division } from './operations';

/** A percentage and an amount in pounds that give a whole number of pounds. */
function pctAndAmount(rng: Rng, year: number): [number, number] {
  if (year <= 5) return [rng.pick([10, 20, 25, 50]), rng.int(2, 20) * 20];
  if (year <= 8) return [rng.int(1, 19) * 5, rng.int(2, 30) * 20];
  return rng.chance(0.5) ? [rng.int(1, 19) * 5, rng.int(2, 50) * 20] : [rng.int(1, 99), rng.int(1, 20) * 100];
}

/** "Find 35% of £240." → "£84". */
export function percentOfAmount(rng: Rng, year: number, mc = false) {
  const [p, amount] = pctAndAmount(rng, year);
  const answer = (p * amount) / 100;
  const tenPercent = amount / 10;
  const method =
    p % 10 === 0
      ? `10% of £${fmt(amount)} is £${fmt(tenPercent)}, so ${p}% is ${p / 10} × £${fmt(tenPercent)} = £${fmt(answer)}.`
      : `1% of £${fmt(amount)} is £${fmt(amount)} ÷ 100, so ${p}% is ${p} × £${fmt(amount)} ÷ 100 = £${fmt(answer)}.`;
  return finish(rng, mc, {
    question: `Find ${p}% of £${fmt(amount)}.`,
    answer: `£${fmt(answer)}`,
    explanation: method,
    distractors: [`£${fmt(amount - answer)}`, `£${fmt(answer * 10)}`, `£${fmt(amount + answer)}`, `£${fmt(answer + tenPercent)}`],
    fill: near(answer, (v) => `£${fmt(v)}`, Math.max(1, tenPercent / 2), 1),
  });
}

/** "Increase £80 by 15%." → "£92". */
export function percentChange(rng: Rng, year: number, mc = false) {
  const [p, amount] = pctAndAmount(rng, Math.max(year, 6));
  const up = rng.chance(0.5);
  const change = (p * amount) / 100;
  const result = up ? amount + change : amount - change;
  return finish(rng, mc, {
    question: `${up ? 'Increase' : 'Decrease'} £${fmt(amount)} by ${p}%.`,
    answer: `£${fmt(result)}`,
    explanation: `${p}% of £${fmt(amount)} is £${fmt(change)}. ${up ? 'Add it to' : 'Subtract it from'} the original: £${fmt(amount)} ${up ? '+' : '-'} £${fmt(change)} = £${fmt(result)}. (Or use a multiplier of ${(100 + (up ? p : -p)) / 100}.)`,
    marks: 2,
    distractors: [`£${fmt(change)}`, `£${fmt(up ? amount - change : amount + change)}`, `£${fmt(up ? amount + p : Math.max(1, amount - p))}`],
    fill: near(result, (v) => `£${fmt(v)}`, Math.max(1, change), 1),
  });
}

/** "Write 3/20 as a percentage." → "15%". */
export function fractionToPercent(rng: Rng, year: number, mc = false) {
  const d = rng.pick(year <= 5 ? [2, 4, 10, 100] : [2, 4, 5, 10, 20, 25, 50]);
  let n = rng.int(1, d - 1);
  while (d !== 100 && gcd(n, d) !== 1) n -= 1;
  const pct = (n * 100) / d;
  return finish(rng, mc, {
    question: `Write ${n}/${d} as a percentage.`,
    answer: `${pct}%`,
    explanation: `Per cent means out of 100. ${n}/${d} = ${n * (100 / d)}/100 = ${pct}%.`,
    bloomLevel: 'understand',
    distractors: [`${n}%`, `${n * d}%`, `${d}%`, `${pct / 10}%`],
    fill: near(pct, (v) => `${v}%`, 5, 1),
  });
}

/** "What percentage is 18 out of 40?" → "45%". */
export function expressAsPercent(rng: Rng, year: number, mc = false) {
  const total = rng.pick([20, 25, 40, 50, 80, 200]);
  const step = total / gcd(100, total); // smallest part giving a whole percentage
  const part = rng.int(1, Math.floor((total - 1) / step)) * step;
  const pct = (part * 100) / total;
  return finish(rng, mc, {
    question: `What percentage is ${part} out of ${total}?`,
    answer: `${pct}%`,
    explanation: `Write it as a fraction, ${part}/${total}, then make the denominator 100 (or divide and multiply by 100): ${part} ÷ ${total} × 100 = ${pct}%.`,
    distractors: [`${part}%`, `${total - part}%`, `${100 - pct}%`],
    fill: near(pct, (v) => `${v}%`, 5, 1),
  });
}

/** "After a 20% increase, a price is £96. Find the original price." → "£80". */
export function reversePercent(rng: Rng, year: number, mc = false) {
  const up = rng.chance(0.6);
  const p = rng.int(1, 9) * 5;
  const original = rng.int(2, 30) * 20;
  const now = (original * (up ? 100 + p : 100 - p)) / 100;
  const naive = (now * 100 - now * p) / 100; // took p% off the new price
  const naiveUp = (now * 100 + now * p) / 100;
  return finish(rng, mc, {
    question: `After a ${p}% ${up ? 'increase' : 'decrease'}, a price is £${fmt(now)}. Find the original price.`,
    answer: `£${fmt(original)}`,
    explanation: `The new price is ${up ? 100 + p : 100 - p}% of the original. So 1% is £${fmt(now)} ÷ ${up ? 100 + p : 100 - p} and the original (100%) is £${fmt(now)} ÷ ${(up ? 100 + p : 100 - p) / 100} = £${fmt(original)}.`,
    marks: 3,
    bloomLevel: 'analyse',
    distractors: [money(Math.round((up ? naive : naiveUp) * 100)), money(Math.round(now * 100 + (up ? -1 : 1) * p * 100)), `£${fmt(now)}`],
    fill: near(original, (v) => `£${fmt(v)}`, 10, 10),
  });
}

/** "True or false: 20% of 50 is the same as 50% of 20." */
export function swapTrueFalse(rng: Rng) {
  const a = rng.int(1, 9) * 10;
  const b = rng.int(1, 9) * 10;
  const same = rng.chance(0.5);
  const x = (a * b) / 100;
  return trueFalse(
    same ? `${a}% of ${b} is the same as ${b}% of ${a}.` : `${a}% of ${b} is greater than ${b}% of ${a}.`,
    same,
    `${a}% of ${b} = ${a} × ${b} ÷ 100 = ${fmt(x)}, and ${b}% of ${a} = ${b} × ${a} ÷ 100 = ${fmt(x)}: they are always equal, so the statement is ${same ? 'true' : 'false'}.`,
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'fractionToPercent', make: fractionToPercent, minYear: 5, kind: 'fluency', objective: 'convert fractions to percentages' },
  { id: 'percentOfAmount', make: percentOfAmount, minYear: 5, kind: 'fluency', objective: 'find a percentage of an amount using 10% and 1%' },
  { id: 'expressAsPercent', make: expressAsPercent, minYear: 6, kind: 'fluency', objective: 'write one amount as a percentage of another' },
  { id: 'percentChange', make: percentChange, minYear: 7, kind: 'problem', objective: 'increase and decrease amounts by a percentage' },
  { id: 'reversePercent', make: reversePercent, minYear: 10, kind: 'problem', objective: 'find the original amount before a percentage change' },
  { id: 'swapTrueFalse', make: (rng) => swapTrueFalse(rng), minYear: 6, kind: 'reasoning', objective: 'reason about percentages, such as x% of y = y% of x' },
];

export const percentages: MathsTopic = {
  id: 'percentages',
  name: 'Percentages',
  strong: /percent|percentage|%/i,
  generators,
  materials: ['Hundred squares', 'Bar model templates'],
  vocabulary: [
    { term: 'per cent', definition: 'Out of 100; the symbol is %.' },
    { term: 'percentage', definition: 'A number out of 100, used to compare parts of a whole.' },
    { term: 'increase', definition: 'To make an amount larger.' },
    { term: 'decrease', definition: 'To make an amount smaller.' },
    { term: 'equivalent', definition: 'Worth the same, such as 1/4, 0.25 and 25%.' },
    { term: 'multiplier', definition: 'The number you multiply by to find a percentage or make a change, such as 1.15 for a 15% increase.', minYear: 7 },
    { term: 'original amount', definition: 'The amount before a percentage change.', minYear: 9 },
  ],
  priorKnowledge: [
    { text: 'Divide whole numbers by 10 and 100.' },
    { text: 'Find simple fractions of amounts, such as 1/2 and 1/4.' },
    { text: 'Know that 1/2 = 0.5 and 1/4 = 0.25.' },
  ],
  misconceptions: [
    { misconception: 'Percentages are always less than 100%.', correction: 'Show a price increase of 120%: a percentage can be more than 100 when the amount grows.' },
    { misconception: 'To undo a 20% increase, take 20% off the new price.', correction: 'The 20% was of the original, not the new price; divide the new price by 1.2.', minYear: 9 },
    { misconception: 'To find 5% you divide by 5.', correction: 'Dividing by 5 finds 20%; 5% is half of 10%.' },
  ],
  retrieval: [fractionOfAmount, division, fractionOfAmount],
  hook: 'Show two shop offers, "30% off" and "1/3 off", and ask: "Which is the better deal?"',
  extended: ['Shopping challenge: pupils compare sale offers, VAT and price rises from a set of real-looking adverts and rank the best deals with working.', 'Pupils write a one-page guide for a younger pupil on finding any percentage of an amount using 10% and 1%.'],
};
