/** Linear equations: one-step, two-step, unknowns on both sides, brackets, forming equations. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { finish, NAMES, near, trueFalse } from './questions';
import { missingAddSub, missingMulDiv, multiplication } from './operations';

/** "ax + b", written the way pupils see it: "3x + 5", "x - 4", "2x". */
export function linear(a: number, b: number): string {
  const ax = a === 1 ? 'x' : a === -1 ? '-x' : `${a}x`;
  return b === 0 ? ax : `${ax} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
}

const solution = (x: number) => `x = ${x}`;
const wrong = (x: number) => (k: number) => solution(x + (k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2)));

/** The solution, allowing negative answers from Year 10. */
const pickX = (rng: Rng, year: number) => (year >= 10 && rng.chance(0.3) ? -rng.int(1, 9) : rng.int(1, year <= 7 ? 10 : 15));

/** "Solve x + 7 = 15." → "x = 8" (the four one-step shapes). */
export function oneStep(rng: Rng, year: number, mc = false) {
  const k = rng.int(2, 12);
  const shape = rng.int(0, 3);
  const q = rng.int(1, 12);
  const xs = shape === 1 ? q + k : shape === 3 ? q * k : q;
  const lhs = [`x + ${k}`, `x - ${k}`, `${k}x`, `x/${k}`][shape];
  const rhs = [xs + k, xs - k, k * xs, xs / k][shape];
  const inverse = [`subtract ${k}`, `add ${k}`, `divide by ${k}`, `multiply by ${k}`][shape];
  const sameOp = [rhs + k, rhs - k, rhs * k, rhs % k === 0 ? rhs / k : rhs + k][shape];
  const eq = `${lhs} = ${rhs}`;
  return finish(rng, mc, {
    question: year <= 6 ? `Find the value of x: ${eq}.` : `Solve ${eq}.`,
    answer: solution(xs),
    explanation: `Do the inverse operation to both sides: ${inverse}. So x = ${xs}. Check: substitute x = ${xs} into ${lhs} to get ${rhs}.`,
    distractors: [solution(sameOp), solution(rhs), solution(xs + 1)],
    fill: wrong(xs),
  });
}

/** "Solve 3x + 5 = 20." → "x = 5". */
export function twoStep(rng: Rng, year: number, mc = false) {
  const x = pickX(rng, year);
  const a = rng.int(2, 9);
  const b = rng.int(1, 20) * (rng.chance(0.6) ? 1 : -1);
  const c = a * x + b;
  const left = linear(a, b);
  return finish(rng, mc, {
    question: `Solve ${left} = ${c}.`,
    answer: solution(x),
    explanation: `${b > 0 ? `Subtract ${b}` : `Add ${-b}`} from both sides: ${a}x = ${c - b}. Then divide both sides by ${a}: x = ${x}. Check: ${a} × ${x} ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${c}.`,
    marks: 2,
    distractors: [(c + b) % a === 0 ? solution((c + b) / a) : solution(c - b), solution(c - b), c % a === 0 ? solution(c / a - b) : solution(x + 2)],
    fill: wrong(x),
  });
}

/** "Solve 5x - 3 = 2x + 9." → "x = 4". */
export function bothSides(rng: Rng, year: number, mc = false) {
  const x = pickX(rng, year);
  const c = rng.int(1, 6);
  const a = c + rng.int(1, 5);
  const b = rng.int(1, 12) * (rng.chance(0.5) ? 1 : -1);
  const d = a * x + b - c * x;
  return finish(rng, mc, {
    question: `Solve ${linear(a, b)} = ${linear(c, d)}.`,
    answer: solution(x),
    explanation: `Subtract ${c === 1 ? 'x' : `${c}x`} from both sides: ${linear(a - c, b)} = ${d}. Then ${b >= 0 ? `subtract ${b}` : `add ${-b}`}: ${a - c === 1 ? 'x' : `${a - c}x`} = ${d - b}, so x = ${x}.`,
    marks: 3,
    distractors: [(d - b) % (a + c) === 0 ? solution((d - b) / (a + c)) : solution(d - b), solution(d - b), solution(-x)],
    fill: wrong(x),
  });
}

/** "Solve 4(x + 2) = 28." → "x = 5". */
export function brackets(rng: Rng, year: number, mc = false) {
  const x = pickX(rng, year);
  const a = rng.int(2, 7);
  const b = rng.int(1, 9) * (rng.chance(0.6) ? 1 : -1);
  const c = a * (x + b);
  return finish(rng, mc, {
    question: `Solve ${a}(${linear(1, b)}) = ${c}.`,
    answer: solution(x),
    explanation: `Expand the bracket: ${linear(a, a * b)} = ${c}. Then ${b > 0 ? `subtract ${a * b}` : `add ${-a * b}`}: ${a}x = ${c - a * b}, so x = ${x}. (Or divide both sides by ${a} first: ${linear(1, b)} = ${c / a}.)`,
    marks: 3,
    distractors: [(c - b) % a === 0 ? solution((c - b) / a) : solution(c - b), solution(c / a), solution(x + 1)],
    fill: wrong(x),
  });
}

/** "I think of a number, multiply it by 3 and add 5. The answer is 20. What was my number?" */
export function thinkOfANumber(rng: Rng, year: number, mc = false) {
  const x = rng.int(2, 12);
  const a = rng.int(2, year <= 6 ? 5 : 9);
  const b = rng.int(1, 20);
  const name = rng.pick(NAMES);
  const c = a * x + b;
  return finish(rng, mc, {
    question: `${name} thinks of a number, multiplies it by ${a} and then adds ${b}. The answer is ${c}. What was ${name}'s number?`,
    answer: String(x),
    explanation: `Form the equation ${a}x + ${b} = ${c}, or work backwards with inverse operations: ${c} - ${b} = ${c - b}, then ${c - b} ÷ ${a} = ${x}.`,
    marks: 2,
    bloomLevel: 'analyse',
    distractors: [String(c - b), (c + b) % a === 0 ? String((c + b) / a) : String(c * a - b), String(x + 1)],
    fill: near(x, String, 1, 1),
  });
}

/** "True or false: x = 4 is the solution of 2x + 3 = 11." */
export function checkSolution(rng: Rng, year: number) {
  const x = pickX(rng, year);
  const a = rng.int(2, 9);
  const b = rng.int(1, 15) * (rng.chance(0.6) ? 1 : -1);
  const c = a * x + b;
  const claimed = rng.chance(0.5) ? x : x + (rng.chance(0.5) ? 1 : -1);
  const value = a * claimed + b;
  return trueFalse(
    `x = ${claimed} is the solution of ${linear(a, b)} = ${c}.`,
    claimed === x,
    `Substitute x = ${claimed}: ${a} × ${claimed < 0 ? `(${claimed})` : claimed} ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${value}, which ${value === c ? 'equals' : 'does not equal'} ${c}. So the statement is ${claimed === x ? 'true' : 'false'}.`,
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'missingAddSub', make: missingAddSub, minYear: 0, maxYear: 4, kind: 'fluency', objective: 'use inverse operations to find a missing number' },
  { id: 'missingMulDiv', make: missingMulDiv, minYear: 2, maxYear: 4, kind: 'fluency', objective: 'use multiplication and division facts to find a missing number' },
  { id: 'oneStep', make: oneStep, minYear: 5, maxYear: 8, kind: 'fluency', objective: 'solve one-step equations using inverse operations' },
  { id: 'twoStep', make: twoStep, minYear: 6, kind: 'fluency', objective: 'solve two-step linear equations' },
  { id: 'brackets', make: brackets, minYear: 8, kind: 'fluency', objective: 'solve equations with brackets' },
  { id: 'bothSides', make: bothSides, minYear: 8, kind: 'fluency', objective: 'solve equations with the unknown on both sides' },
  { id: 'checkSolution', make: (rng, year) => checkSolution(rng, year), minYear: 6, kind: 'reasoning', objective: 'check a solution by substituting it back into the equation' },
  { id: 'thinkOfANumber', make: thinkOfANumber, minYear: 4, kind: 'problem', objective: 'form and solve equations from word problems' },
];

export const equations: MathsTopic = {
  id: 'equations',
  name: 'Linear equations',
  strong: /linear equations?|solv(e|ing) (simple |linear |two-step |one-step )?equations?|one-step equations?|two-step equations?|equations with (brackets|unknowns)|forming (and solving )?equations/i,
  weak: /\bequations?\b|\balgebra\b|\bunknowns?\b/i,
  generators,
  materials: ['Pictures of balance scales', 'Algebra tiles (optional)'],
  vocabulary: [
    { term: 'equation', definition: 'A statement that two expressions are equal, such as 3x + 5 = 20.' },
    { term: 'unknown', definition: 'A letter that stands for a number we need to find.' },
    { term: 'solve', definition: 'To find the value of the unknown that makes the equation true.' },
    { term: 'inverse operation', definition: 'The operation that undoes another, such as subtraction undoing addition.' },
    { term: 'missing number', definition: 'A number that has been left out, shown by a box or a question mark.', maxYear: 4 },
    { term: 'equals', definition: 'Is the same as; the sign is =.', maxYear: 4 },
    { term: 'substitute', definition: 'To put a number in place of a letter.', minYear: 5 },
    { term: 'coefficient', definition: 'The number in front of a letter, such as 3 in 3x.', minYear: 7 },
    { term: 'expand', definition: 'To multiply out brackets, such as 4(x + 2) = 4x + 8.', minYear: 8 },
  ],
  priorKnowledge: [
    { text: 'Use inverse operations to find missing numbers.' },
    { text: 'Understand that a letter can stand for a number.', minYear: 5 },
    { text: 'Add, subtract, multiply and divide negative numbers.', minYear: 8 },
  ],
  misconceptions: [
    { misconception: 'Doing an operation to one side only.', correction: 'Use the balance model: whatever you do to one side you must do to the other.' },
    { misconception: 'In 3x + 5 = 20, dividing by 3 before subtracting 5.', correction: 'Undo in reverse order: the 5 was added last, so subtract it first.', minYear: 6 },
    { misconception: '3x means 3 + x or a number in the thirties.', correction: '3x means 3 × x; substitute a value to show it.', minYear: 5 },
  ],
  retrieval: [missingAddSub, multiplication, missingAddSub],
  hook: 'Show a balanced scale with three bags of sweets and five loose sweets on one side and 20 sweets on the other: "How many in each bag?"',
  extended: ['Pupils write three "think of a number" puzzles for a partner, form an equation for each and solve their partner\'s.', 'Shape perimeter problems: pupils form equations from shapes with algebraic side lengths and solve them.'],
};
