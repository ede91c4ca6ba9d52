/** Negative numbers: ordering, adding and subtracting, multiplying and dividing, temperature. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { finish, near, trueFalse } from './questions';
import { addition, subtraction } from './operations';

/** A signed number as the second operand: negatives in brackets, "5 - (-3)". */
const operand = (n: number) => (n < 0 ? `(${n})` : `${n}`);

/** "Calculate -3 + 8." / "Calculate 5 - (-3)." */
export function addSubtractNegatives(rng: Rng, year: number, mc = false) {
  const max = year <= 5 ? 10 : year <= 7 ? 20 : 50;
  const a = -rng.int(1, max) * (rng.chance(year <= 5 ? 0.8 : 0.6) ? 1 : -1);
  const b = year <= 5 ? rng.int(1, max) : rng.int(1, max) * (rng.chance(0.5) ? 1 : -1);
  const plus = rng.chance(0.5);
  const result = plus ? a + b : a - b;
  const rule = b < 0
    ? plus
      ? `Adding a negative is the same as subtracting: ${a} + ${operand(b)} = ${a} - ${-b} = ${result}.`
      : `Subtracting a negative is the same as adding: ${a} - ${operand(b)} = ${a} + ${-b} = ${result}.`
    : `Start at ${a} on a number line and move ${b} ${plus ? 'right (up)' : 'left (down)'}: ${result}.`;
  return finish(rng, mc, {
    question: `Calculate ${a} ${plus ? '+' : '-'} ${operand(b)}.`,
    answer: String(result),
    explanation: rule,
    distractors: [String(-result), String(plus ? a - b : a + b), String(Math.abs(a) + Math.abs(b))],
    fill: near(result, String, 1),
  });
}

/** "Calculate -4 × 6." / "Calculate -24 ÷ (-6)." */
export function multiplyDivideNegatives(rng: Rng, year: number, mc = false) {
  const x = rng.int(2, 12) * (rng.chance(0.5) ? -1 : 1);
  let y = rng.int(2, 12) * (rng.chance(0.5) ? -1 : 1);
  if (x > 0 && y > 0) y = -y;
  const divide = rng.chance(0.5);
  const [a, b, result] = divide ? [x * y, y, x] : [x, y, x * y];
  return finish(rng, mc, {
    question: `Calculate ${a} ${divide ? '÷' : '×'} ${operand(b)}.`,
    answer: String(result),
    explanation: `${Math.abs(a)} ${divide ? '÷' : '×'} ${Math.abs(b)} = ${Math.abs(result)}. The signs are ${(a < 0) === (b < 0) ? 'the same, so the answer is positive' : 'different, so the answer is negative'}: ${result}.`,
    distractors: [String(-result), String(divide ? a - b : a + b), String(divide ? -(Math.abs(a) - Math.abs(b)) : Math.abs(result) + 1)],
    fill: near(result, String, 1),
  });
}

/** "The temperature at midnight is -3 °C. By midday it has risen by 7 degrees. …" */
export function temperature(rng: Rng, year: number, mc = false) {
  const start = rng.int(-12, 8);
  const rise = rng.chance(0.5);
  const by = rng.int(2, 15);
  const end = rise ? start + by : start - by;
  return finish(rng, mc, {
    question: `The temperature at midnight is ${start} °C. By midday it has ${rise ? 'risen' : 'fallen'} by ${by} degrees. What is the temperature at midday?`,
    answer: `${end} °C`,
    explanation: `${rise ? 'Rising means count up' : 'Falling means count down'} ${by} from ${start} on a thermometer scale: ${start} ${rise ? '+' : '-'} ${by} = ${end} °C.`,
    distractors: [`${-end} °C`, `${rise ? start - by : start + by} °C`, `${end + (end < 0 ? -1 : 1)} °C`],
    fill: near(end, (v) => `${v} °C`, 1),
  });
}

/** "True or false: -7 is greater than -3." */
export function compareNegatives(rng: Rng) {
  const a = -rng.int(1, 20);
  let b = rng.chance(0.7) ? -rng.int(1, 20) : rng.int(0, 10);
  if (b === a) b -= 1;
  const greater = rng.chance(0.5);
  const truth = greater ? a > b : a < b;
  return trueFalse(
    `${a} is ${greater ? 'greater' : 'less'} than ${b}.`,
    truth,
    `On a number line, numbers further right are greater. ${Math.max(a, b)} is to the right of ${Math.min(a, b)}, so the statement is ${truth ? 'true' : 'false'}.`,
  );
}

/** Order (written) or pick the smallest (multiple choice) of four signed numbers. */
export function orderNegatives(rng: Rng, year: number, mc = false) {
  const set = new Set<number>();
  while (set.size < 4) set.add(rng.int(-15, 10));
  const values = rng.shuffle([...set]);
  const sorted = [...set].sort((p, q) => p - q);
  const why = 'Picture a number line: the further left, the smaller. A negative number with a bigger digit is smaller, so -9 is less than -2.';
  if (mc) {
    return {
      question: 'Which of these numbers is the smallest?',
      type: 'multiple-choice' as const,
      options: values.map(String),
      answer: String(sorted[0]),
      explanation: `${why} The smallest is ${sorted[0]}.`,
      marks: 1,
      bloomLevel: 'understand' as const,
    };
  }
  return finish(rng, false, {
    question: `Write these numbers in order from smallest to largest: ${values.join(', ')}.`,
    answer: sorted.join(', '),
    explanation: why,
    bloomLevel: 'understand',
    distractors: [],
  });
}

export const generators: GeneratorSpec[] = [
  { id: 'orderNegatives', make: orderNegatives, minYear: 4, kind: 'fluency', objective: 'order positive and negative numbers using a number line' },
  { id: 'temperature', make: temperature, minYear: 4, kind: 'problem', objective: 'solve temperature problems that cross zero' },
  { id: 'addSubtractNegatives', make: addSubtractNegatives, minYear: 5, kind: 'fluency', objective: 'add and subtract negative numbers' },
  { id: 'multiplyDivideNegatives', make: multiplyDivideNegatives, minYear: 7, kind: 'fluency', objective: 'multiply and divide negative numbers using the sign rules' },
  { id: 'compareNegatives', make: (rng) => compareNegatives(rng), minYear: 3, kind: 'reasoning', objective: 'compare negative numbers' },
];

export const negativeNumbers: MathsTopic = {
  id: 'negative-numbers',
  name: 'Negative numbers',
  strong: /negative numbers?|directed numbers?|negative integers?|below zero/i,
  weak: /\bnegatives?\b|\bintegers?\b/i,
  generators,
  materials: ['Number lines from -20 to 20', 'A thermometer picture'],
  vocabulary: [
    { term: 'negative number', definition: 'A number less than zero, written with a minus sign, such as -4.' },
    { term: 'positive number', definition: 'A number greater than zero.' },
    { term: 'zero', definition: 'The number between the negative and positive numbers; it is neither.' },
    { term: 'number line', definition: 'A line with numbers in order, smaller to the left and larger to the right.' },
    { term: 'integer', definition: 'A whole number, which can be positive, negative or zero.' },
    { term: 'directed number', definition: 'A number with a sign showing its direction from zero.', minYear: 7 },
  ],
  priorKnowledge: [
    { text: 'Count forwards and backwards on a number line.' },
    { text: 'Add and subtract whole numbers mentally.' },
    { text: 'Recall multiplication facts up to 12 × 12.', minYear: 7 },
  ],
  misconceptions: [
    { misconception: '-7 is greater than -3 because 7 is greater than 3.', correction: 'Place both on a number line or thermometer: -7 is further below zero, so it is colder and smaller.' },
    { misconception: 'Two negatives always make a positive, so -3 + -4 = 7.', correction: 'The sign rule is for multiplying and dividing; adding two negatives gives a more negative answer (-7).', minYear: 6 },
    { misconception: 'Subtracting always makes a number smaller, so 5 - (-3) is less than 5.', correction: 'Subtracting a negative is adding: 5 - (-3) = 8. Use the "difference between" idea on a number line.', minYear: 6 },
  ],
  retrieval: [addition, subtraction, addition],
  hook: 'Show a weather map with temperatures below zero and ask: "Which city is coldest? By how many degrees?"',
  extended: ['Thermometer task: pupils use a week of real winter temperatures to find daily changes and the biggest rise and fall.', 'Bank balance role play: pupils track a balance that goes overdrawn and explain each step with a number line.'],
};
