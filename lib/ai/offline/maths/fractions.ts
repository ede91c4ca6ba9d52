/** Fractions: of amounts, equivalence, simplifying, comparing and the four operations. */
import type { Rng } from '../rng';
import { pickBy, type GeneratorSpec, type MathsTopic } from './topic';
import { fraction, gcd, lcm, mixed, sameFraction } from './numbers';
import { finish, NAMES, trueFalse } from './questions';
import { division, multiplication } from './operations';

/** A proper fraction a/b in its simplest form with b from 2 to maxDen. */
function proper(rng: Rng, maxDen: number, minDen = 2): [number, number] {
  for (;;) {
    const b = rng.int(minDen, maxDen);
    const a = rng.int(1, b - 1);
    if (gcd(a, b) === 1) return [a, b];
  }
}

const wrongFraction = (n: number, d: number) => (k: number) => `${n + k}/${d + (k % 2)}`;

/** "Find 3/5 of 40." → "24" (Reception–Year 1: "What is half of 8?"). */
export function fractionOfAmount(rng: Rng, year: number, mc = false) {
  if (year <= 1) {
    const quarter = year === 1 && rng.chance(0.5);
    const d = quarter ? 4 : 2;
    const each = rng.int(1, quarter ? 6 : 10);
    return finish(rng, mc, {
      question: `What is ${quarter ? 'a quarter' : 'half'} of ${each * d}?`,
      answer: String(each),
      explanation: `Share ${each * d} into ${d} equal groups: each group has ${each}.`,
      bloomLevel: 'understand',
      distractors: [String(each * d * 2), String(each + 1), String(each * d - d)],
      fill: (k) => String(each + k + 1),
    });
  }
  const [n, d] = year === 2 ? rng.pick<[number, number]>([[1, 2], [1, 3], [1, 4], [3, 4]]) : proper(rng, year <= 4 ? 10 : 12);
  const k = rng.int(2, pickBy(year, [[2, 5], [3, 10], [5, 20], [7, 50]]));
  const amount = d * k;
  const answer = n * k;
  return finish(rng, mc, {
    question: `Find ${n}/${d} of ${amount}.`,
    answer: String(answer),
    explanation:
      n === 1
        ? `Divide by the denominator: ${amount} ÷ ${d} = ${k}.`
        : `Divide by the denominator, then multiply by the numerator: ${amount} ÷ ${d} = ${k}, and ${k} × ${n} = ${answer}.`,
    distractors: [String(k), String(amount - answer), String(amount * n), String(answer + k)],
    fill: (j) => String(answer + j),
  });
}

/** "Find the missing number: 2/3 = ?/12." */
export function equivalentMissing(rng: Rng, year: number, mc = false) {
  const [a, b] = year <= 2 ? rng.pick<[number, number]>([[1, 2], [1, 4], [3, 4]]) : proper(rng, year <= 4 ? 6 : 10);
  const k = rng.int(2, year <= 4 ? 5 : 9);
  const missingTop = rng.chance(0.6);
  const answer = missingTop ? a * k : b * k;
  const eq = missingTop ? `${a}/${b} = ?/${b * k}` : `${a}/${b} = ${a * k}/?`;
  return finish(rng, mc, {
    question: `Find the missing number: ${eq}.`,
    answer: String(answer),
    explanation: `The ${missingTop ? 'denominator' : 'numerator'} has been multiplied by ${k}, so multiply the ${missingTop ? 'numerator' : 'denominator'} by ${k} too: ${a}/${b} = ${a * k}/${b * k}.`,
    bloomLevel: 'understand',
    distractors: missingTop ? [String(a + b * k - b), String(a * k + 1), String(b * k - a)] : [String(b + a * k - a), String(b * k + 1), String(a * k + b)],
    fill: (j) => String(answer + j),
  });
}

/** "Simplify 12/18 fully." → "2/3", using the highest common factor. */
export function simplify(rng: Rng, year: number, mc = false) {
  const [a, b] = proper(rng, year <= 5 ? 10 : 15);
  const k = rng.int(2, year <= 5 ? 5 : 12);
  const [n, d] = [a * k, b * k];
  const partial = [2, 3, 4, 5, 6].find((f) => k % f === 0 && f < k);
  return finish(rng, mc, {
    question: `Simplify ${n}/${d} fully.`,
    answer: `${a}/${b}`,
    explanation: `The highest common factor of ${n} and ${d} is ${k}. Divide both by ${k}: ${n} ÷ ${k} = ${a} and ${d} ÷ ${k} = ${b}, so ${n}/${d} = ${a}/${b}.`,
    distractors: [partial ? `${n / partial}/${d / partial}` : `${b}/${a}`, `${b}/${a}`, `${a}/${d}`, `${n}/${b}`],
    fill: wrongFraction(a, b),
  });
}

/** "True or false: 3/4 is greater than 2/3." */
export function compareFractions(rng: Rng, year: number) {
  let [a, b] = proper(rng, year <= 4 ? 8 : 12);
  let [c, d] = proper(rng, year <= 4 ? 8 : 12);
  if (year <= 4 && rng.chance(0.5)) [a, c] = [1, 1];
  if (a * d === b * c) [c, d] = c + 1 < d ? [c + 1, d] : [c, d + 1];
  const greater = rng.chance(0.5);
  const truth = greater ? a * d > c * b : a * d < c * b;
  const common = lcm(b, d);
  return trueFalse(
    `${a}/${b} is ${greater ? 'greater' : 'less'} than ${c}/${d}.`,
    truth,
    `Use a common denominator of ${common}: ${a}/${b} = ${(a * common) / b}/${common} and ${c}/${d} = ${(c * common) / d}/${common}. So ${a}/${b} is ${a * d > c * b ? 'greater' : 'less'} than ${c}/${d} and the statement is ${truth ? 'true' : 'false'}.`,
  );
}

/** Two fractions to add or subtract, harder with the year. */
function pair(rng: Rng, year: number): [number, number, number, number] {
  if (year <= 4) {
    const b = rng.int(4, 12);
    const a = rng.int(1, b - 2);
    return [a, b, rng.int(1, b - 1 - a), b];
  }
  if (year === 5) {
    const [a, b] = proper(rng, 6);
    const m = rng.int(2, 3);
    return [a, b, rng.int(1, b * m - 1), b * m];
  }
  const [a, b] = proper(rng, 9);
  let [c, d] = proper(rng, 9);
  if (d === b) d = b + 1 <= 10 ? b + 1 : b - 1;
  if (c >= d) c = d - 1;
  return [a, b, c, d];
}

const workings = (a: number, b: number, c: number, d: number, op: string) => {
  const m = lcm(b, d);
  const [x, y] = [(a * m) / b, (c * m) / d];
  const top = op === '+' ? x + y : x - y;
  const simplest = mixed(top, m);
  return {
    top,
    m,
    text:
      b === d
        ? `The denominators are the same, so ${op === '+' ? 'add' : 'subtract'} the numerators: ${a}/${b} ${op} ${c}/${d} = ${top}/${m}${simplest !== `${top}/${m}` ? ` = ${simplest}` : ''}.`
        : `Use a common denominator of ${m}: ${a}/${b} = ${x}/${m} and ${c}/${d} = ${y}/${m}. Then ${x}/${m} ${op} ${y}/${m} = ${top}/${m}${simplest !== `${top}/${m}` ? `, which simplifies to ${simplest}` : ''}.`,
  };
};

const ASK = (a: number, b: number, op: string, c: number, d: number) => `Calculate ${a}/${b} ${op} ${c}/${d}, giving your answer in its simplest form.`;

/** "Calculate a/b ± c/d" with its workings as the explanation; `distractors` are the common errors. */
function addOrSubtract(rng: Rng, year: number, mc: boolean, [a, b, c, d]: number[], op: '+' | '-', distractors: string[]) {
  const w = workings(a, b, c, d, op);
  return finish(rng, mc, {
    question: ASK(a, b, op, c, d),
    answer: mixed(w.top, w.m),
    explanation: w.text,
    marks: year >= 5 ? 2 : 1,
    distractors,
    fill: wrongFraction(w.top, w.m),
    same: sameFraction(w.top, w.m),
  });
}

export function addFractions(rng: Rng, year: number, mc = false) {
  const [a, b, c, d] = pair(rng, year);
  return addOrSubtract(rng, year, mc, [a, b, c, d], '+', [`${a + c}/${b + d}`, `${a * c}/${b * d}`, `${a + c}/${Math.max(b, d)}`]);
}

export function subtractFractions(rng: Rng, year: number, mc = false) {
  let [a, b, c, d] = pair(rng, year);
  if (a * d < c * b) [a, b, c, d] = [c, d, a, b];
  if (a * d === c * b) c = Math.max(1, c - 1);
  if (a * d === c * b) a = a + 1 < b ? a + 1 : a;
  const difference = Math.abs(a - c) || 1;
  return addOrSubtract(rng, year, mc, [a, b, c, d], '-', [
    b > d ? `${difference}/${b - d}` : `${difference}/${b + d}`,
    `${a + c}/${b + d}`,
    `${difference}/${Math.max(b, d)}`,
  ]);
}

export function multiplyFractions(rng: Rng, year: number, mc = false) {
  const [a, b] = proper(rng, 9);
  const [c, d] = proper(rng, 9);
  const answer = fraction(a * c, b * d);
  return finish(rng, mc, {
    question: `Calculate ${a}/${b} × ${c}/${d}, giving your answer in its simplest form.`,
    answer,
    explanation: `Multiply the numerators and multiply the denominators: ${a} × ${c} = ${a * c} and ${b} × ${d} = ${b * d}, so the answer is ${a * c}/${b * d}${answer !== `${a * c}/${b * d}` ? `, which simplifies to ${answer}` : ''}.`,
    marks: 2,
    distractors: [mixed(a * d, b * c), `${a + c}/${b + d}`, `${a * c}/${b + d}`],
    fill: wrongFraction(a * c, b * d),
    same: sameFraction(a * c, b * d),
  });
}

export function divideFractions(rng: Rng, year: number, mc = false) {
  const [a, b] = proper(rng, 9);
  let [c, d] = proper(rng, 9);
  if (c === a && d === b) [c, d] = [a === 1 ? 2 : 1, b + 1];
  const answer = mixed(a * d, b * c);
  return finish(rng, mc, {
    question: `Calculate ${a}/${b} ÷ ${c}/${d}, giving your answer in its simplest form.`,
    answer,
    explanation: `Keep the first fraction, change ÷ to ×, and flip the second fraction: ${a}/${b} × ${d}/${c} = ${a * d}/${b * c}${answer !== `${a * d}/${b * c}` ? ` = ${answer}` : ''}.`,
    marks: 2,
    bloomLevel: 'apply',
    distractors: [fraction(a * c, b * d), mixed(b * c, a * d), `${a + d}/${b + c}`],
    fill: wrongFraction(a * d, b * c),
    same: sameFraction(a * d, b * c),
  });
}

/** "Sam says 1/3 + 1/4 = 2/7. Explain Sam's mistake and give the correct answer." */
export function spotMistake(rng: Rng, year: number) {
  const [a, b] = proper(rng, 6);
  let [c, d] = proper(rng, 7);
  if (d === b) d = b + 1;
  if (c >= d) c = d - 1;
  const name = rng.pick(NAMES);
  const correct = mixed(a * d + c * b, b * d);
  return {
    question: `${name} says ${a}/${b} + ${c}/${d} = ${a + c}/${b + d}. Explain ${name}'s mistake and give the correct answer.`,
    type: 'short-answer' as const,
    options: [],
    answer: `${name} added the numerators and added the denominators. The fractions need a common denominator first. The correct answer is ${correct}.`,
    explanation: workings(a, b, c, d, '+').text,
    marks: 2,
    bloomLevel: 'evaluate' as const,
  };
}

export const generators: GeneratorSpec[] = [
  { id: 'fractionOfAmount', make: fractionOfAmount, minYear: 0, kind: 'fluency', objective: 'find a fraction of an amount' },
  { id: 'equivalentMissing', make: equivalentMissing, minYear: 2, kind: 'fluency', objective: 'find equivalent fractions by multiplying the numerator and denominator by the same number' },
  { id: 'simplify', make: simplify, minYear: 4, kind: 'fluency', objective: 'simplify fractions by dividing by the highest common factor' },
  { id: 'addFractions', make: addFractions, minYear: 3, kind: 'fluency', objective: 'add fractions, using a common denominator where needed' },
  { id: 'subtractFractions', make: subtractFractions, minYear: 3, kind: 'fluency', objective: 'subtract fractions, using a common denominator where needed' },
  { id: 'multiplyFractions', make: multiplyFractions, minYear: 6, kind: 'fluency', objective: 'multiply fractions and simplify the answer' },
  { id: 'divideFractions', make: divideFractions, minYear: 7, kind: 'fluency', objective: 'divide fractions by multiplying by the reciprocal' },
  { id: 'compareFractions', make: (rng, year) => compareFractions(rng, year), minYear: 3, kind: 'reasoning', objective: 'compare fractions using a common denominator' },
  { id: 'spotMistake', make: (rng, year) => spotMistake(rng, year), minYear: 5, kind: 'problem', objective: 'explain and correct common mistakes with fractions' },
];

export const fractions: MathsTopic = {
  id: 'fractions',
  name: 'Fractions',
  strong: /\bfractions?\b|numerators?|denominators?|mixed numbers?|improper fractions?/i,
  weak: /\bhalf\b|\bhalves\b|\bhalving\b|\bquarters?\b|\bthirds\b/i,
  generators,
  materials: ['Fraction walls or paper strips', 'Counters for sharing'],
  focus: [
    { pattern: /equivalen|simplif/i, ids: ['equivalentMissing', 'simplify', 'compareFractions', 'fractionOfAmount'], name: 'Equivalent fractions' },
    { pattern: /\badd|subtract/i, ids: ['addFractions', 'subtractFractions', 'compareFractions', 'spotMistake', 'equivalentMissing'], name: 'Adding and subtracting fractions' },
    { pattern: /multipl|divid|division/i, ids: ['multiplyFractions', 'divideFractions', 'fractionOfAmount', 'simplify'], name: 'Multiplying and dividing fractions' },
    { pattern: /of (an )?amounts?|of a (number|quantity)|\bhalf\b|\bhalves\b|\bquarters?\b/i, ids: ['fractionOfAmount', 'equivalentMissing', 'compareFractions'], name: 'Fractions of amounts' },
    { pattern: /compar|order/i, ids: ['compareFractions', 'equivalentMissing', 'simplify'], name: 'Comparing fractions' },
  ],
  vocabulary: [
    { term: 'fraction', definition: 'A part of a whole that has been split into equal parts.' },
    { term: 'half', definition: 'One of two equal parts.', maxYear: 4 },
    { term: 'quarter', definition: 'One of four equal parts.', maxYear: 4 },
    { term: 'equal', definition: 'The same size or amount.', maxYear: 2 },
    { term: 'whole', definition: 'All of something, not cut into parts.', maxYear: 3 },
    { term: 'share', definition: 'To give out so that everyone gets the same.', maxYear: 2 },
    { term: 'numerator', definition: 'The top number of a fraction: how many equal parts we have.', minYear: 3 },
    { term: 'denominator', definition: 'The bottom number of a fraction: how many equal parts the whole is split into.', minYear: 3 },
    { term: 'equivalent fractions', definition: 'Fractions that are worth the same, such as 1/2 and 2/4.', minYear: 2 },
    { term: 'unit fraction', definition: 'A fraction with a numerator of 1, such as 1/3.', minYear: 3 },
    { term: 'simplify', definition: 'To divide the numerator and denominator by the same number to make an equivalent fraction with smaller numbers.', minYear: 3 },
    { term: 'common denominator', definition: 'A denominator that two fractions share, so they can be compared, added or subtracted.', minYear: 3 },
    { term: 'highest common factor', definition: 'The largest number that divides exactly into two numbers.', minYear: 5 },
    { term: 'mixed number', definition: 'A whole number and a fraction together, such as 1 1/4.', minYear: 5 },
    { term: 'reciprocal', definition: 'A fraction turned upside down; a number times its reciprocal is 1.', minYear: 7 },
  ],
  priorKnowledge: [
    { text: 'Share a group of objects into equal groups.', maxYear: 3 },
    { text: 'Recall multiplication and division facts up to 12 × 12.', minYear: 3 },
    { text: 'Recognise that a fraction is part of a whole split into equal parts.' },
    { text: 'Find factors and multiples of numbers.', minYear: 5 },
  ],
  misconceptions: [
    { misconception: 'A bigger denominator means a bigger fraction, so 1/5 is bigger than 1/3.', correction: 'Fold two equal strips into thirds and fifths: more parts means each part is smaller.' },
    { misconception: 'To add fractions you add the numerators and the denominators, so 1/3 + 1/4 = 2/7.', correction: 'Show that 2/7 is less than 1/3 on its own; fractions need a common denominator before adding.', minYear: 3 },
    { misconception: 'Halves must look the same shape, or any two parts are halves.', correction: 'Halves are two equal parts; compare equal and unequal parts with paper folding.', maxYear: 4 },
    { misconception: 'Simplifying changes the value of a fraction.', correction: 'Use a fraction wall to show 12/18 and 2/3 cover the same length.', minYear: 4 },
  ],
  retrieval: [multiplication, division, multiplication],
  hook: 'Show a pizza cut into unequal slices and ask: "Is each slice a quarter? How do you know?"',
  extended: ['In pairs, use fraction walls or paper strips to build and record as many fractions equivalent to 1/2, 1/3 and 3/4 as possible.', 'Recipe challenge: pupils scale a recipe that uses fractions of a cup or kilogram and explain their method.'],
};
