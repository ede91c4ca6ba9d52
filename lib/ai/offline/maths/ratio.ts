/** Ratio and proportion: simplifying, sharing, scaling and recipes. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { fmt, gcd } from './numbers';
import { finish, near, trueFalse } from './questions';
import { division, multiplication } from './operations';
import { plural } from '@/lib/format';

/** Two different whole numbers from 1 to `max` with no common factor. */
function coprime(rng: Rng, max: number): [number, number] {
  for (;;) {
    const a = rng.int(1, max);
    const b = rng.int(1, max);
    if (a !== b && gcd(a, b) === 1) return [a, b];
  }
}

/** "Simplify the ratio 12 : 18." → "2 : 3" (three parts from Year 9). */
export function simplifyRatio(rng: Rng, year: number, mc = false) {
  const three = year >= 9 && rng.chance(0.4);
  let parts: number[];
  if (three) {
    const [a, b] = coprime(rng, 7);
    parts = [a, b, rng.int(1, 9)];
  } else parts = coprime(rng, year <= 6 ? 6 : 9);
  const k = rng.int(2, year <= 6 ? 6 : 12);
  const big = parts.map((p) => p * k);
  const partial = [2, 3, 5].find((f) => k % f === 0 && f < k);
  const join = (xs: number[]) => xs.join(' : ');
  return finish(rng, mc, {
    question: `Simplify the ratio ${join(big)}.`,
    answer: join(parts),
    explanation: `The highest common factor of ${big.join(', ')} is ${k}. Divide every part by ${k}: ${join(big)} = ${join(parts)}.`,
    distractors: [partial ? join(big.map((x) => x / partial)) : join(parts.slice().reverse()), join(parts.slice().reverse()), join(parts.map((p) => p + 1))],
    fill: (j) => join(parts.map((p, i) => (i === 0 ? p + j : p))),
  });
}

/** "Share £60 in the ratio 2 : 3." → "£24 and £36". */
export function shareRatio(rng: Rng, year: number, mc = false) {
  const [a, b] = coprime(rng, year <= 7 ? 5 : 9);
  const part = rng.int(2, year <= 7 ? 12 : 40) * (year >= 9 ? 5 : 1);
  const total = part * (a + b);
  const pair = (x: number, y: number) => `£${fmt(x)} and £${fmt(y)}`;
  return finish(rng, mc, {
    question: `Share £${fmt(total)} in the ratio ${a} : ${b}.`,
    answer: pair(a * part, b * part),
    explanation: `There are ${a} + ${b} = ${a + b} parts. One part is £${fmt(total)} ÷ ${a + b} = £${fmt(part)}. So the shares are ${a} × £${fmt(part)} = £${fmt(a * part)} and ${b} × £${fmt(part)} = £${fmt(b * part)}. Check: they add up to £${fmt(total)}.`,
    marks: 2,
    distractors: [pair(b * part, a * part), total % 2 === 0 ? pair(total / 2, total / 2) : pair(a * part + part, b * part - part), a > 1 ? pair(a * part - part, b * part + part) : pair(a * part + part, b * part - part)],
    fill: (j) => pair(a * part + j * part, Math.max(1, b * part - j * part)),
  });
}

/** "The ratio of red to blue beads is 3 : 4. There are 12 red beads. How many blue beads are there?" */
export function missingRatio(rng: Rng, year: number, mc = false) {
  const [a, b] = coprime(rng, year <= 6 ? 5 : 9);
  const k = rng.int(2, year <= 6 ? 6 : 15);
  const lead = year <= 6
    ? `For every ${plural(a, 'red bead')} on a necklace there ${b > 1 ? 'are' : 'is'} ${plural(b, 'blue bead')}.`
    : `The ratio of red beads to blue beads on a necklace is ${a} : ${b}.`;
  return finish(rng, mc, {
    question: `${lead} There are ${a * k} red beads. How many blue beads are there?`,
    answer: String(b * k),
    explanation: `${a * k} red beads is ${k} lots of ${a}, so there are ${k} lots of ${b} blue beads: ${k} × ${b} = ${b * k}.`,
    marks: 2,
    distractors: [String(a * k + b - a), String(a * k * b), String(b + k)],
    fill: near(b * k, String, 1, 1),
  });
}

/** "A recipe for 4 people uses 300 g of flour. How much flour is needed for 6 people?" → "450 g". */
export function recipe(rng: Rng, year: number, mc = false) {
  const people = rng.int(2, 6);
  let wanted = rng.int(2, 12);
  if (wanted === people) wanted += 1;
  const each = rng.int(1, 6) * 25;
  const grams = each * people;
  return finish(rng, mc, {
    question: `A recipe for ${people} people uses ${fmt(grams)} g of flour. How much flour is needed for ${wanted} people?`,
    answer: `${fmt(each * wanted)} g`,
    explanation: `Find the amount for 1 person first: ${fmt(grams)} ÷ ${people} = ${each} g. Then multiply: ${each} × ${wanted} = ${fmt(each * wanted)} g.`,
    marks: 2,
    bloomLevel: 'apply',
    distractors: [`${fmt(grams + wanted - people)} g`, `${fmt(grams * wanted)} g`, `${fmt(each)} g`],
    fill: near(each * wanted, (v) => `${fmt(v)} g`, 25, 25),
  });
}

/** "True or false: the ratio 4 : 6 is equivalent to 6 : 9." */
export function equivalentRatio(rng: Rng) {
  const [a, b] = coprime(rng, 6);
  const k = rng.int(2, 5);
  let m = rng.int(2, 6);
  if (m === k) m += 1;
  const truth = rng.chance(0.5);
  const [c, d] = truth ? [a * m, b * m] : [a * m + 1, b * m];
  return trueFalse(
    `the ratio ${a * k} : ${b * k} is equivalent to ${c} : ${d}.`,
    truth,
    `${a * k} : ${b * k} simplifies to ${a} : ${b}, and ${c} : ${d} simplifies to ${c / gcd(c, d)} : ${d / gcd(c, d)}. ${truth ? 'They are the same, so it is true.' : 'They are different, so it is false.'}`,
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'missingRatio', make: missingRatio, minYear: 3, kind: 'fluency', objective: 'use a ratio to find a missing amount' },
  { id: 'simplifyRatio', make: simplifyRatio, minYear: 6, kind: 'fluency', objective: 'simplify ratios by dividing by the highest common factor' },
  { id: 'shareRatio', make: shareRatio, minYear: 6, kind: 'problem', objective: 'share an amount in a given ratio' },
  { id: 'recipe', make: recipe, minYear: 5, kind: 'problem', objective: 'scale quantities up and down in proportion' },
  { id: 'equivalentRatio', make: (rng) => equivalentRatio(rng), minYear: 6, kind: 'reasoning', objective: 'decide whether two ratios are equivalent' },
];

export const ratio: MathsTopic = {
  id: 'ratio',
  name: 'Ratio and proportion',
  strong: /\bratios?\b|direct proportion|proportional reasoning|best buys?|recipes? scaling|scaling recipes/i,
  weak: /\bproportion/i,
  generators,
  materials: ['Bar model templates', 'Coloured cubes or counters'],
  vocabulary: [
    { term: 'ratio', definition: 'A comparison of two or more amounts, written like 2 : 3.' },
    { term: 'part', definition: 'One share when an amount is split using a ratio.' },
    { term: 'simplify', definition: 'To divide every part of a ratio by the same number to make the numbers smaller.' },
    { term: 'equivalent ratio', definition: 'A ratio that compares amounts in the same way, such as 2 : 3 and 4 : 6.' },
    { term: 'proportion', definition: 'A part compared with the whole, or two quantities that change at the same rate.' },
    { term: 'unitary method', definition: 'Finding the value of one item first, then multiplying.', minYear: 6 },
    { term: 'highest common factor', definition: 'The largest number that divides exactly into all the numbers.', minYear: 6 },
  ],
  priorKnowledge: [
    { text: 'Recall multiplication and division facts up to 12 × 12.' },
    { text: 'Find factors and the highest common factor of two numbers.', minYear: 6 },
    { text: 'Understand fractions as parts of a whole.' },
  ],
  misconceptions: [
    { misconception: 'The ratio 2 : 3 means 2/3 of the amount goes to the first share.', correction: 'Count the parts: 2 : 3 is 5 parts, so the first share is 2/5. Draw a bar model.' },
    { misconception: 'Scaling by adding: if 4 people need 300 g, then 6 people need 302 g.', correction: 'Ratio is multiplicative: find the amount for one person, then multiply.' },
    { misconception: 'The order in a ratio does not matter.', correction: 'Red to blue 2 : 3 is not the same as blue to red; label the bar model.' },
  ],
  retrieval: [multiplication, division, multiplication],
  hook: 'Show squash being mixed: "1 part squash to 4 parts water. How much squash for a 1 litre jug?"',
  extended: ['Paint-mixing task: groups mix (or plan) colours in given ratios and scale them to fill different pots, recording each calculation.', 'Best-buy challenge: compare price per 100 g for three pack sizes and justify the best value.'],
};
