/** Angles: turns, types of angle, angle facts on lines, at points, in triangles and polygons. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { finish, near, trueFalse } from './questions';
import { addition, subtraction } from './operations';
import { plural } from '@/lib/format';

const deg = (n: number) => `${n}°`;
const TURNS: Array<[string, number]> = [['quarter', 1], ['half', 2], ['three-quarter', 3], ['whole', 4]];

/** "How many quarter turns make a half turn?" → "2" (Years R–4). */
export function quarterTurns(rng: Rng, year: number, mc = false) {
  const [name, n] = rng.pick(TURNS.slice(1));
  return finish(rng, mc, {
    question: `How many quarter turns make a ${name} turn?`,
    answer: String(n),
    explanation: `Turn a quarter at a time and count: a ${name} turn is ${n} quarter turns.`,
    bloomLevel: 'understand',
    distractors: ['1', '2', '3', '4'].filter((x) => x !== String(n)),
  });
}

/** "How many degrees are in a three-quarter turn?" → "270°". */
export function turnDegrees(rng: Rng, year: number, mc = false) {
  const [name, n] = rng.pick(TURNS);
  return finish(rng, mc, {
    question: `How many degrees are in a ${name} turn?`,
    answer: deg(90 * n),
    explanation: `A whole turn is 360°, so a quarter turn is 90° and a ${name} turn is ${n} × 90° = ${90 * n}°.`,
    bloomLevel: 'remember',
    distractors: [90, 180, 270, 360, 45].filter((d) => d !== 90 * n).map(deg),
  });
}

const CLOCK = [12, 3, 6, 9];

/** "The minute hand turns clockwise from 12 to 3. What turn is that?" → "quarter turn". */
export function clockTurns(rng: Rng, year: number, mc = false) {
  const start = rng.pick(CLOCK);
  const [name, quarters] = rng.pick(TURNS.slice(0, 3));
  const end = CLOCK[(CLOCK.indexOf(start) + quarters) % 4];
  return finish(rng, mc, {
    question: `The minute hand of a clock turns clockwise from ${start} to ${end}. Is that a quarter turn, a half turn or a three-quarter turn?`,
    answer: `${name} turn`,
    explanation: `Each quarter turn moves the hand round a quarter of the clock (12 to 3, 3 to 6, 6 to 9, 9 to 12). From ${start} to ${end} is ${plural(quarters, 'quarter turn')}: a ${name} turn.`,
    bloomLevel: 'understand',
    distractors: TURNS.map(([t]) => `${t} turn`).filter((t) => t !== `${name} turn`),
  });
}

const SHAPES: Array<[string, number]> = [['square', 4], ['rectangle', 4], ['right-angled triangle', 1], ['circle', 0], ['equilateral triangle', 0], ['regular hexagon', 0], ['regular pentagon', 0], ['regular octagon', 0]];

/** "True or false: a rectangle has 4 right angles." */
export function rightAngles(rng: Rng) {
  const [shape, count] = rng.pick(SHAPES);
  const claim = rng.chance(0.5) ? count : rng.pick([0, 1, 2, 3, 4].filter((c) => c !== count));
  return trueFalse(
    `a ${shape} has ${claim === 0 ? 'no right angles' : plural(claim, 'right angle')}.`,
    claim === count,
    `A ${shape} has ${count === 0 ? 'no right angles' : plural(count, 'right angle')}, so the statement is ${claim === count ? 'true' : 'false'}.`,
    'understand',
  );
}

const TYPES = ['Acute', 'Right angle', 'Obtuse', 'Reflex'];
const typeOf = (a: number) => (a < 90 ? 'Acute' : a === 90 ? 'Right angle' : a < 180 ? 'Obtuse' : 'Reflex');

/** "What type of angle is 130°?" → "Obtuse". */
export function classifyAngle(rng: Rng, year: number, mc = false) {
  const max = year <= 4 ? 179 : 359;
  let a = rng.chance(0.1) ? 90 : rng.int(5, max);
  if (a === 180) a = 175;
  const answer = typeOf(a);
  return finish(rng, mc, {
    question: mc ? `What type of angle is ${deg(a)}?` : `What type of angle is ${deg(a)}: acute, right angle, obtuse or reflex?`,
    answer,
    explanation: 'Acute angles are less than 90°, a right angle is exactly 90°, obtuse angles are between 90° and 180°, and reflex angles are between 180° and 360°. ' + `${deg(a)} is ${answer === 'Right angle' ? 'a right angle' : answer.toLowerCase()}.`,
    bloomLevel: 'understand',
    distractors: TYPES.filter((t) => t !== answer && (max > 180 || t !== 'Reflex')),
  });
}

/** "Two angles lie on a straight line. One of them is 65°. Find the other angle." */
export function straightLine(rng: Rng, year: number, mc = false) {
  const a = rng.int(11, 169);
  return finish(rng, mc, {
    question: `Two angles lie on a straight line. One of them is ${deg(a)}. Find the other angle.`,
    answer: deg(180 - a),
    explanation: `Angles on a straight line add up to 180°, so the other angle is 180° - ${deg(a)} = ${deg(180 - a)}.`,
    distractors: [deg(360 - a), a < 90 ? deg(90 - a) : deg(a - 90), deg(180 - a + 10)],
    fill: near(180 - a, deg, 5, 1),
  });
}

/** "Three angles meet at a point. Two of them are 120° and 95°. Find the third angle." */
export function aroundPoint(rng: Rng, year: number, mc = false) {
  const a = rng.int(40, 150);
  const b = rng.int(40, 150);
  const c = 360 - a - b;
  return finish(rng, mc, {
    question: `Three angles meet at a point. Two of them are ${deg(a)} and ${deg(b)}. Find the third angle.`,
    answer: deg(c),
    explanation: `Angles around a point add up to 360°: 360° - ${deg(a)} - ${deg(b)} = ${deg(c)}.`,
    distractors: [deg(Math.abs(180 - a - b) || 10), deg(c + 10), deg(a + b)],
    fill: near(c, deg, 5, 1),
  });
}

/** "Two angles in a triangle are 50° and 70°. Find the third angle." */
export function triangleAngles(rng: Rng, year: number, mc = false) {
  const a = rng.int(20, 100);
  const b = rng.int(20, 160 - a);
  const c = 180 - a - b;
  return finish(rng, mc, {
    question: `Two angles in a triangle are ${deg(a)} and ${deg(b)}. Find the third angle.`,
    answer: deg(c),
    explanation: `Angles in a triangle add up to 180°: 180° - ${deg(a)} - ${deg(b)} = ${deg(c)}.`,
    distractors: [deg(360 - a - b), deg(a + b), deg(c + 10)],
    fill: near(c, deg, 5, 1),
  });
}

const POLYGONS: Array<[string, number]> = [['pentagon', 5], ['hexagon', 6], ['octagon', 8], ['nonagon', 9], ['decagon', 10], ['dodecagon', 12]];

/** "Find the sum of the interior angles of a hexagon." / "…each interior angle of a regular hexagon." */
export function polygonAngles(rng: Rng, year: number, mc = false) {
  const [name, n] = rng.pick(POLYGONS);
  const sum = (n - 2) * 180;
  const each = rng.chance(0.5);
  const answer = each ? sum / n : sum;
  return finish(rng, mc, {
    question: each ? `Find the size of each interior angle of a regular ${name}.` : `Find the sum of the interior angles of a ${name}.`,
    answer: deg(answer),
    explanation: `A ${name} has ${n} sides, so it splits into ${n - 2} triangles: the interior angles add up to (${n} - 2) × 180° = ${sum}°.${each ? ` A regular ${name} has ${n} equal angles, so each is ${sum}° ÷ ${n} = ${deg(sum / n)}.` : ''}`,
    marks: 2,
    distractors: each ? [deg(360 / n), deg(sum), deg(180)] : [deg(n * 180), deg(360), deg((n - 1) * 180)],
    fill: near(answer, deg, 10, 10),
  });
}

const FACTS: Array<[string, number]> = [['angles on a straight line', 180], ['angles around a point', 360], ['angles in a triangle', 180], ['angles in a quadrilateral', 360]];

/** "True or false: angles in a triangle add up to 360°." */
export function angleFact(rng: Rng) {
  const [name, total] = rng.pick(FACTS);
  const claim = rng.chance(0.5) ? total : total === 180 ? 360 : 180;
  const truth = claim === total;
  return trueFalse(
    `${name} add up to ${deg(claim)}.`,
    truth,
    `The ${name} add up to ${deg(total)}, so the statement is ${truth ? 'true' : 'false'}.`,
    'remember',
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'quarterTurns', make: quarterTurns, minYear: 0, maxYear: 4, kind: 'fluency', objective: 'describe turns as quarter, half, three-quarter and whole turns' },
  { id: 'clockTurns', make: clockTurns, minYear: 1, maxYear: 4, kind: 'fluency', objective: 'describe turns on a clock face' },
  { id: 'rightAngles', make: (rng) => rightAngles(rng), minYear: 1, maxYear: 6, kind: 'reasoning', objective: 'recognise right angles in shapes' },
  { id: 'turnDegrees', make: turnDegrees, minYear: 3, maxYear: 8, kind: 'fluency', objective: 'know the number of degrees in a turn' },
  { id: 'classifyAngle', make: classifyAngle, minYear: 3, maxYear: 9, kind: 'fluency', objective: 'identify acute, right, obtuse and reflex angles' },
  { id: 'straightLine', make: straightLine, minYear: 5, kind: 'fluency', objective: 'find missing angles on a straight line' },
  { id: 'aroundPoint', make: aroundPoint, minYear: 5, kind: 'fluency', objective: 'find missing angles around a point' },
  { id: 'triangleAngles', make: triangleAngles, minYear: 6, kind: 'problem', objective: 'find missing angles in a triangle' },
  { id: 'polygonAngles', make: polygonAngles, minYear: 8, kind: 'problem', objective: 'find the interior angles of polygons' },
  { id: 'angleFact', make: (rng) => angleFact(rng), minYear: 5, kind: 'reasoning', objective: 'recall and justify angle facts' },
];

export const angles: MathsTopic = {
  id: 'angles',
  name: 'Angles',
  strong: /angles? (in|on|around|at|of) (a |an )?(triangles?|straight lines?|points?|polygons?|quadrilaterals?)|interior angles?|exterior angles?|measuring angles|angle facts|acute|obtuse|reflex angles?|right angles?|\bturns?\b.*\bangles?|angles and turns/i,
  weak: /\bangles?\b|\bturns\b/i,
  generators,
  materials: ['Protractors and rulers', 'Angle cards (acute, right, obtuse, reflex)'],
  vocabulary: [
    { term: 'angle', definition: 'The amount of turn between two lines that meet.' },
    { term: 'turn', definition: 'Moving round, like the hands of a clock.', maxYear: 4 },
    { term: 'quarter turn', definition: 'One of four equal turns that make a whole turn.', maxYear: 4 },
    { term: 'half turn', definition: 'Two quarter turns: you end up facing the other way.', maxYear: 4 },
    { term: 'degree', definition: 'The unit for measuring angles; a whole turn is 360°.', minYear: 3 },
    { term: 'right angle', definition: 'A quarter turn: exactly 90°.' },
    { term: 'acute angle', definition: 'An angle less than 90°.', minYear: 3 },
    { term: 'obtuse angle', definition: 'An angle between 90° and 180°.', minYear: 3 },
    { term: 'reflex angle', definition: 'An angle between 180° and 360°.', minYear: 5 },
    { term: 'protractor', definition: 'A tool for measuring angles in degrees.', minYear: 5 },
    { term: 'interior angle', definition: 'An angle inside a shape, between two of its sides.', minYear: 6 },
  ],
  priorKnowledge: [
    { text: 'Describe turns as quarter, half and whole turns.' },
    { text: 'Recognise right angles in shapes.', minYear: 3 },
    { text: 'Add and subtract numbers up to 360 mentally.', minYear: 5 },
  ],
  misconceptions: [
    { misconception: 'Longer arms make a bigger angle.', correction: 'An angle measures turn, not length; draw the same angle with short and long arms.' },
    { misconception: 'Reading the wrong scale on a protractor, so 50° is read as 130°.', correction: 'Decide first whether the angle is acute or obtuse, then check the reading makes sense.', minYear: 5 },
    { misconception: 'Angles in a triangle add up to 360°.', correction: 'Tear the corners off a paper triangle and put them on a straight line: they make 180°.', minYear: 6 },
  ],
  retrieval: [addition, subtraction, subtraction],
  hook: 'Show a clock at 3 o\'clock and 5 o\'clock and ask: "Which hands make the bigger angle? How do you know?"',
  extended: ['Angle hunt: pupils photograph or sketch ten angles around the school, estimate each, then classify and measure them.', 'Pupils write a "proof" that angles in a quadrilateral add up to 360° by splitting it into triangles, then present it.'],
};
