/** The four operations: written and mental addition, subtraction, multiplication, division. */
import type { Rng } from '../rng';
import { pickBy, type GeneratorSpec, type MathsTopic } from './topic';
import { fmt } from './numbers';
import { finish, near, NAMES } from './questions';
import { plural } from '@/lib/format';

/** [min, max] for each number in an addition or subtraction, by year. */
function addRange(year: number): [number, number] {
  return pickBy<[number, number]>(year, [[0, [1, 5]], [1, [2, 10]], [2, [10, 49]], [3, [100, 499]], [4, [1000, 4999]], [5, [10000, 49999]]]);
}

const ask = (year: number, a: number, op: string, b: number) =>
  year <= 2 ? `What is ${fmt(a)} ${op} ${fmt(b)}?` : `Calculate ${fmt(a)} ${op} ${fmt(b)}.`;

/** Column addition done without carrying: the commonest written error. */
function noCarry(a: number, b: number): number {
  let out = 0;
  for (let p = 1; a > 0 || b > 0; p *= 10, a = Math.floor(a / 10), b = Math.floor(b / 10)) out += ((a % 10) + (b % 10)) % 10 * p;
  return out;
}

/** Column subtraction taking the smaller digit from the larger in every column. */
function smallerFromLarger(a: number, b: number): number {
  let out = 0;
  for (let p = 1; a > 0 || b > 0; p *= 10, a = Math.floor(a / 10), b = Math.floor(b / 10)) out += Math.abs((a % 10) - (b % 10)) * p;
  return out;
}

export function addition(rng: Rng, year: number, mc = false) {
  const [lo, hi] = addRange(year);
  const a = rng.int(lo, hi);
  const b = rng.int(lo, hi);
  const sum = a + b;
  return finish(rng, mc, {
    question: ask(year, a, '+', b),
    answer: fmt(sum),
    explanation:
      year <= 1
        ? `Start at ${a} and count on ${b}: ${a} + ${b} = ${sum}.`
        : `Add the ones first, then the tens and so on, carrying a ten into the next column when a column makes 10 or more: ${fmt(a)} + ${fmt(b)} = ${fmt(sum)}.`,
    distractors: [fmt(noCarry(a, b)), fmt(sum + 10), fmt(sum - 1), fmt(Math.abs(a - b))],
    fill: near(sum, fmt, 1, 0),
  });
}

export function subtraction(rng: Rng, year: number, mc = false) {
  const [lo, hi] = addRange(year);
  const x = rng.int(lo, hi);
  const y = rng.int(lo, hi) + (year <= 1 ? 0 : lo);
  const [a, b] = x === y ? [x + 1, y] : [Math.max(x, y), Math.min(x, y)];
  const diff = a - b;
  return finish(rng, mc, {
    question: ask(year, a, '-', b),
    answer: fmt(diff),
    explanation:
      year <= 1
        ? `Start at ${a} and count back ${b}: ${a} - ${b} = ${diff}.`
        : `Subtract column by column from the ones, exchanging from the next column when the top digit is smaller: ${fmt(a)} - ${fmt(b)} = ${fmt(diff)}. Check with the inverse: ${fmt(diff)} + ${fmt(b)} = ${fmt(a)}.`,
    distractors: [fmt(smallerFromLarger(a, b)), fmt(diff + 10), fmt(a + b), fmt(diff + 1)],
    fill: near(diff, fmt, 1, 0),
  });
}

/** Factors for a multiplication, by year: tables first, then written methods. */
function factors(rng: Rng, year: number): [number, number] {
  if (year <= 1) return [rng.pick([2, 5, 10]), rng.int(2, 10)];
  if (year === 2) return [rng.pick([2, 3, 5, 10]), rng.int(2, 12)];
  if (year === 3) return rng.chance(0.5) ? [rng.pick([3, 4, 8]), rng.int(2, 12)] : [rng.int(12, 49), rng.int(2, 9)];
  if (year === 4) return rng.chance(0.5) ? [rng.int(3, 12), rng.int(3, 12)] : [rng.int(102, 499), rng.int(3, 9)];
  if (year === 5) return rng.chance(0.5) ? [rng.int(1002, 4999), rng.int(3, 9)] : [rng.int(12, 49), rng.int(12, 49)];
  return rng.chance(0.5) ? [rng.int(102, 999), rng.int(12, 49)] : [rng.int(1002, 4999), rng.int(12, 39)];
}

/** [quotient, divisor] for a division, by year: tables, then short and long division. */
function divisionParts(rng: Rng, year: number): [number, number] {
  if (year <= 1) return [rng.int(1, 10), rng.pick([2, 5, 10])];
  if (year === 2) return [rng.int(2, 12), rng.pick([2, 3, 5, 10])];
  if (year === 3) return rng.chance(0.5) ? [rng.int(2, 12), rng.pick([3, 4, 8])] : [rng.int(12, 49), rng.int(2, 5)];
  if (year === 4) return rng.chance(0.5) ? [rng.int(3, 12), rng.int(3, 12)] : [rng.int(102, 249), rng.int(3, 9)];
  if (year === 5) return [rng.int(102, 1110), rng.int(3, 9)];
  return [rng.int(12, 99), rng.int(12, 39)];
}

export function multiplication(rng: Rng, year: number, mc = false) {
  if (year === 0 && rng.chance(0.5)) {
    const plates = rng.int(2, 5);
    const cakes = rng.int(1, 5);
    return finish(rng, mc, {
      question: `There are ${plates} plates with ${plural(cakes, 'cake')} on each plate. How many cakes are there?`,
      answer: String(plates * cakes),
      explanation: `Count the cakes plate by plate: ${Array.from({ length: plates }, () => cakes).join(' + ')} = ${plates * cakes}.`,
      bloomLevel: 'understand',
      distractors: [String(plates + cakes), String(plates * cakes + 1), String(Math.max(0, plates * cakes - cakes))],
      fill: near(plates * cakes, String, 1, 1),
    });
  }
  if (year === 0) {
    const n = rng.int(1, 10);
    return finish(rng, mc, {
      question: `What is double ${n}?`,
      answer: String(2 * n),
      explanation: `Double means two lots of the same number: ${n} + ${n} = ${2 * n}.`,
      bloomLevel: 'understand',
      distractors: [String(n + 2), String(2 * n + 1), String(2 * n - 1)],
      fill: near(2 * n, String, 1, 0),
    });
  }
  const [a, b] = factors(rng, year);
  const product = a * b;
  const ones = b % 10;
  const tens = Math.floor(b / 10);
  return finish(rng, mc, {
    question: ask(year, a, '×', b),
    answer: fmt(product),
    explanation:
      b >= 10 && a >= 10
        ? `Long multiplication: ${fmt(a)} × ${ones} = ${fmt(a * ones)} and ${fmt(a)} × ${tens * 10} = ${fmt(a * tens * 10)} (remember the placeholder zero). Add them: ${fmt(product)}.`
        : `${fmt(a)} × ${b} = ${fmt(product)}${a <= 12 ? `: that is ${b} lots of ${a}` : ', multiplying each column and carrying'}.`,
    distractors: [b >= 10 && a >= 10 ? fmt(a * ones + a * tens) : fmt(a * (b + 1)), fmt(a * (b - 1)), fmt(a + b), fmt(product + 10)],
    fill: near(product, fmt, a, 1),
  });
}

export function division(rng: Rng, year: number, mc = false) {
  if (year === 0) {
    const friends = rng.int(2, 5);
    const each = rng.int(1, Math.floor(10 / friends));
    return finish(rng, mc, {
      question: `Share ${friends * each} sweets equally between ${friends} friends. How many sweets does each friend get?`,
      answer: String(each),
      explanation: `Give one sweet to each friend in turn until they are all shared: each friend gets ${each}, because ${Array.from({ length: friends }, () => each).join(' + ')} = ${friends * each}.`,
      bloomLevel: 'understand',
      distractors: [String(friends * each), String(each + 1), String(each + 2)],
      fill: near(each, String, 1, 0),
    });
  }
  const [q, d] = divisionParts(rng, year);
  const n = q * d;
  return finish(rng, mc, {
    question: ask(year, n, '÷', d),
    answer: fmt(q),
    explanation: `${fmt(n)} ÷ ${d} = ${fmt(q)}, because ${fmt(q)} × ${d} = ${fmt(n)}${year >= 4 ? ' (use short or long division and check with the inverse)' : ''}.`,
    distractors: [fmt(q + 1), fmt(q - 1), fmt(n - d), fmt(q * 10)],
    fill: near(q, fmt, 1, 1),
  });
}

/** "Find the missing number: ? + 7 = 15." (the four shapes of an addition fact). */
export function missingAddSub(rng: Rng, year: number, mc = false) {
  const [lo, hi] = addRange(year);
  const a = rng.int(lo, hi);
  const b = rng.int(lo, hi);
  const c = a + b;
  const shape = rng.int(0, 3);
  const [eq, answer] = [
    [`? + ${fmt(b)} = ${fmt(c)}`, a],
    [`${fmt(a)} + ? = ${fmt(c)}`, b],
    [`${fmt(c)} - ? = ${fmt(a)}`, b],
    [`? - ${fmt(b)} = ${fmt(a)}`, c],
  ][shape] as [string, number];
  return finish(rng, mc, {
    question: `Find the missing number: ${eq}.`,
    answer: fmt(answer),
    explanation: `Use the inverse operation. The fact family is ${fmt(a)} + ${fmt(b)} = ${fmt(c)}, so the missing number is ${fmt(answer)}.`,
    bloomLevel: 'understand',
    distractors: [fmt(shape === 3 ? Math.abs(a - b) : c + b), fmt(answer + 1), fmt(answer + 10), fmt(Math.max(0, answer - 1))],
    fill: near(answer, fmt, 1, 0),
  });
}

/** "Find the missing number: 7 × ? = 56." */
export function missingMulDiv(rng: Rng, year: number, mc = false) {
  const a = year <= 2 ? rng.pick([2, 5, 10]) : rng.int(3, 12);
  const b = rng.int(2, 12);
  const c = a * b;
  const shape = rng.int(0, 3);
  const [eq, answer] = [
    [`${a} × ? = ${c}`, b],
    [`? × ${b} = ${c}`, a],
    [`${c} ÷ ? = ${b}`, a],
    [`? ÷ ${a} = ${b}`, c],
  ][shape] as [string, number];
  return finish(rng, mc, {
    question: `Find the missing number: ${eq}.`,
    answer: String(answer),
    explanation: `Use the fact family: ${a} × ${b} = ${c}, ${b} × ${a} = ${c}, ${c} ÷ ${a} = ${b} and ${c} ÷ ${b} = ${a}. The missing number is ${answer}.`,
    bloomLevel: 'understand',
    distractors: [String(shape === 3 ? b : c), String(answer + 1), String(Math.abs(c - (shape === 1 || shape === 2 ? b : a)))],
    fill: near(answer, String, 1, 1),
  });
}

/** One-step addition and subtraction word problems. */
export function wordAddSub(rng: Rng, year: number, mc = false) {
  const [lo, hi] = addRange(year);
  const add = rng.chance(0.5);
  const b = rng.int(lo, hi);
  const a = add ? rng.int(lo, hi) : b + rng.int(lo, hi);
  const name = rng.pick(NAMES);
  const question = add
    ? `${name} has ${fmt(a)} stickers and is given ${fmt(b)} more. How many stickers does ${name} have now?`
    : `${name} has ${fmt(a)} stickers and gives away ${fmt(b)}. How many stickers does ${name} have left?`;
  const answer = add ? a + b : a - b;
  return finish(rng, mc, {
    question,
    answer: fmt(answer),
    explanation: `${add ? '"Given more" means add' : '"Gives away" means subtract'}: ${fmt(a)} ${add ? '+' : '-'} ${fmt(b)} = ${fmt(answer)} stickers.`,
    marks: 2,
    distractors: [fmt(add ? a - b : a + b), fmt(answer + 10), fmt(answer - 1)],
    fill: near(answer, fmt, 1, 0),
  });
}

/** One-step multiplication and division word problems. */
export function wordMulDiv(rng: Rng, year: number, mc = false) {
  const multiply = rng.chance(0.5);
  const [a, b] = multiply ? factors(rng, Math.max(1, year)) : divisionParts(rng, Math.max(1, year));
  const question = multiply
    ? `There are ${fmt(a)} pencils in each box. How many pencils are there in ${fmt(b)} boxes?`
    : `${fmt(a * b)} stickers are shared equally between ${fmt(b)} pupils. How many stickers does each pupil get?`;
  const answer = multiply ? a * b : a;
  return finish(rng, mc, {
    question,
    answer: fmt(answer),
    explanation: multiply
      ? `${fmt(b)} boxes of ${fmt(a)} is a multiplication: ${fmt(a)} × ${fmt(b)} = ${fmt(answer)} pencils.`
      : `Sharing equally is division: ${fmt(a * b)} ÷ ${fmt(b)} = ${fmt(answer)} stickers each.`,
    marks: 2,
    distractors: multiply ? [fmt(a + b), fmt(a * (b + 1)), fmt(answer - 1)] : [fmt(a * b - b), fmt(answer + 1), fmt(b)],
    fill: near(answer, fmt, 1, 1),
  });
}

export const generators: GeneratorSpec[] = [
  { id: 'addition', make: addition, minYear: 0, kind: 'fluency', objective: 'add numbers accurately using a mental or written method' },
  { id: 'subtraction', make: subtraction, minYear: 0, kind: 'fluency', objective: 'subtract numbers accurately, exchanging where needed' },
  { id: 'multiplication', make: multiplication, minYear: 0, kind: 'fluency', objective: 'multiply using times tables and written methods' },
  { id: 'division', make: division, minYear: 0, kind: 'fluency', objective: 'divide by sharing or grouping and check with the inverse' },
  { id: 'missingAddSub', make: missingAddSub, minYear: 1, kind: 'reasoning', objective: 'use the inverse to find missing numbers in addition and subtraction' },
  { id: 'missingMulDiv', make: missingMulDiv, minYear: 2, kind: 'reasoning', objective: 'use fact families to find missing numbers in multiplication and division' },
  { id: 'wordAddSub', make: wordAddSub, minYear: 1, kind: 'problem', objective: 'choose the right operation to solve word problems' },
  { id: 'wordMulDiv', make: wordMulDiv, minYear: 2, kind: 'problem', objective: 'solve multiplication and division word problems' },
];

export const operations: MathsTopic = {
  id: 'operations',
  name: 'The four operations',
  strong: /times tables?|column (addition|subtraction)|(long|short) (multiplication|division)|mental (maths|arithmetic|calculation)|four operations|\barithmetic\b|number bonds|written methods/i,
  weak: /addition|\badding\b|\badd\b|subtraction|subtract|take away|multiplication|multiply(ing)?|division|divid(e|ing)|\bsums?\b|\bcalculation/i,
  generators,
  materials: ['Base-ten blocks or place value counters', 'Multiplication squares for support'],
  focus: [
    { pattern: /add|plus|sum|subtract|take away|minus|difference|number bonds|column (addition|subtraction)/i, ids: ['addition', 'subtraction', 'missingAddSub', 'wordAddSub'], name: 'Addition and subtraction' },
    { pattern: /multipl|times|product|divi|share|sharing|group/i, ids: ['multiplication', 'division', 'missingMulDiv', 'wordMulDiv'], name: 'Multiplication and division' },
  ],
  vocabulary: [
    { term: 'sum', definition: 'The answer when numbers are added together.' },
    { term: 'difference', definition: 'How much bigger one number is than another; the answer to a subtraction.' },
    { term: 'add', definition: 'To put together and find how many altogether.', maxYear: 2 },
    { term: 'take away', definition: 'To remove some and find how many are left.', maxYear: 2 },
    { term: 'equals', definition: 'Is the same as; the sign is =.', maxYear: 2 },
    { term: 'double', definition: 'Two lots of the same number.', maxYear: 3 },
    { term: 'product', definition: 'The answer when numbers are multiplied together.', minYear: 2 },
    { term: 'quotient', definition: 'The answer to a division.', minYear: 3 },
    { term: 'inverse', definition: 'The opposite operation that undoes another, such as subtraction undoing addition.', minYear: 2 },
    { term: 'exchange', definition: 'Swapping one ten for ten ones (or similar) in a column method.', minYear: 2 },
    { term: 'fact family', definition: 'A group of related facts, such as 3 × 4 = 12, 4 × 3 = 12, 12 ÷ 3 = 4 and 12 ÷ 4 = 3.', minYear: 2 },
    { term: 'remainder', definition: 'What is left over when a number cannot be shared exactly.', minYear: 3 },
  ],
  priorKnowledge: [
    { text: 'Count forwards and backwards reliably.', maxYear: 2 },
    { text: 'Know number bonds to 10 and 20.', minYear: 1 },
    { text: 'Know place value of the numbers used in the lesson.' },
    { text: 'Recall multiplication facts up to 12 × 12.', minYear: 4 },
  ],
  misconceptions: [
    { misconception: 'In column addition, pupils write down a two-digit column total instead of carrying.', correction: 'Model carrying with base-ten blocks: ten ones are exchanged for one ten.', minYear: 2 },
    { misconception: 'In subtraction, pupils take the smaller digit from the larger in each column.', correction: 'Read the calculation as top minus bottom; exchange from the next column when the top digit is smaller.', minYear: 2 },
    { misconception: 'Subtraction and division are commutative, so 3 - 8 is the same as 8 - 3.', correction: 'Show with objects that the order matters; only addition and multiplication can be done in any order.' },
    { misconception: 'In long multiplication, pupils forget the placeholder zero when multiplying by the tens digit.', correction: 'Say "we are multiplying by 20, not 2" and write the zero first.', minYear: 5 },
  ],
  retrieval: [addition, multiplication, subtraction],
  hook: 'Show a real receipt or a sports score and ask: "How could we check this total quickly?"',
  extended: ['Pupils design a shop price list and write four word problems for a partner, one for each operation, with answers on the back.', 'Estimate-then-calculate challenge: pupils estimate each answer by rounding first, then calculate and compare.'],
};
