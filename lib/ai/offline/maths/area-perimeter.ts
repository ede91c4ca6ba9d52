/** Area and perimeter: rectangles, triangles, trapeziums, circles and missing lengths. */
import type { Rng } from '../rng';
import { pickBy, type GeneratorSpec, type MathsTopic } from './topic';
import { fmt } from './numbers';
import { finish, near } from './questions';
import { addition, multiplication } from './operations';

const maxSide = (year: number) => pickBy(year, [[0, 5], [3, 12], [5, 20], [7, 30], [9, 50]]);
const unit = (year: number) => (year >= 7 ? 'm' : 'cm');

/** "A rectangle is 7 cm long and 4 cm wide. Find its area." → "28 cm²" (Years R–2: count squares). */
export function rectangleArea(rng: Rng, year: number, mc = false) {
  const l = rng.int(2, maxSide(year));
  let w = rng.int(2, maxSide(year));
  if (w === l) w = l + 1;
  if (year <= 2) {
    return finish(rng, mc, {
      question: `A rectangle is made of ${w} rows with ${l} squares in each row. How many squares is that?`,
      answer: String(l * w),
      explanation: `Count the squares in rows: ${w} rows of ${l} is ${l * w}.`,
      bloomLevel: 'understand',
      distractors: [String(l + w), String(2 * (l + w)), String(l * w + 1)],
      fill: near(l * w, String, 1, 1),
    });
  }
  const u = unit(year);
  return finish(rng, mc, {
    question: `A rectangle is ${l} ${u} long and ${w} ${u} wide. Find its area.`,
    answer: `${fmt(l * w)} ${u}²`,
    explanation: `Area of a rectangle = length × width = ${l} × ${w} = ${fmt(l * w)} ${u}². Area is measured in square units.`,
    distractors: [`${2 * (l + w)} ${u}²`, `${l + w} ${u}²`, `${fmt(l * w * 2)} ${u}²`],
    fill: near(l * w, (v) => `${fmt(v)} ${u}²`, 1, 1),
  });
}

/** "A rectangle is 7 cm long and 4 cm wide. Find its perimeter." → "22 cm". */
export function rectanglePerimeter(rng: Rng, year: number, mc = false) {
  const l = rng.int(2, maxSide(year));
  let w = rng.int(1, maxSide(year));
  if (w === l) w = l + 1;
  const u = unit(year);
  return finish(rng, mc, {
    question: `A rectangle is ${l} ${u} long and ${w} ${u} wide. Find its perimeter.`,
    answer: `${2 * (l + w)} ${u}`,
    explanation: `The perimeter is the distance all the way round: ${l} + ${w} + ${l} + ${w} = ${2 * (l + w)} ${u}.`,
    distractors: [`${l + w} ${u}`, `${fmt(l * w)} ${u}`, `${2 * l + w} ${u}`],
    fill: near(2 * (l + w), (v) => `${v} ${u}`, 2, 2),
  });
}

/** "A triangle has a base of 10 cm and a perpendicular height of 6 cm. Find its area." */
export function triangleArea(rng: Rng, year: number, mc = false) {
  let b = rng.int(2, maxSide(year));
  const h = rng.int(2, maxSide(year));
  if ((b * h) % 2 === 1) b += 1;
  const u = unit(year);
  return finish(rng, mc, {
    question: `A triangle has a base of ${b} ${u} and a perpendicular height of ${h} ${u}. Find its area.`,
    answer: `${fmt((b * h) / 2)} ${u}²`,
    explanation: `Area of a triangle = 1/2 × base × perpendicular height = 1/2 × ${b} × ${h} = ${fmt((b * h) / 2)} ${u}².`,
    marks: 2,
    distractors: [`${fmt(b * h)} ${u}²`, `${b + h} ${u}²`, `${fmt((b + h) * 2)} ${u}²`],
    fill: near((b * h) / 2, (v) => `${fmt(v)} ${u}²`, 1, 1),
  });
}

/** "A rectangle has an area of 48 cm² and a length of 8 cm. Find its width." → "6 cm". */
export function missingSide(rng: Rng, year: number, mc = false) {
  const l = rng.int(3, maxSide(year));
  let w = rng.int(2, maxSide(year));
  if (w === l) w = l - 1;
  const u = unit(year);
  return finish(rng, mc, {
    question: `A rectangle has an area of ${fmt(l * w)} ${u}² and a length of ${l} ${u}. Find its width.`,
    answer: `${w} ${u}`,
    explanation: `Area = length × width, so width = area ÷ length = ${fmt(l * w)} ÷ ${l} = ${w} ${u}.`,
    marks: 2,
    bloomLevel: 'analyse',
    distractors: [`${fmt(l * w - l)} ${u}`, `${fmt(l * w * l)} ${u}`, `${w + 1} ${u}`],
    fill: near(w, (v) => `${v} ${u}`, 1, 1),
  });
}

/** "A trapezium has parallel sides of 5 cm and 9 cm and a perpendicular height of 4 cm. Find its area." */
export function trapeziumArea(rng: Rng, year: number, mc = false) {
  const a = rng.int(2, maxSide(year));
  let b = rng.int(2, maxSide(year));
  if (b === a) b = a + 2;
  let h = rng.int(2, maxSide(year));
  if (((a + b) * h) % 2 === 1) h += 1;
  const u = unit(year);
  const area = ((a + b) * h) / 2;
  return finish(rng, mc, {
    question: `A trapezium has parallel sides of ${a} ${u} and ${b} ${u} and a perpendicular height of ${h} ${u}. Find its area.`,
    answer: `${fmt(area)} ${u}²`,
    explanation: `Area of a trapezium = 1/2 × (a + b) × h = 1/2 × (${a} + ${b}) × ${h} = ${fmt(area)} ${u}².`,
    marks: 2,
    distractors: [`${fmt((a + b) * h)} ${u}²`, `${fmt(a * b * h)} ${u}²`, `${fmt(a * b)} ${u}²`],
    fill: near(area, (v) => `${fmt(v)} ${u}²`, 1, 1),
  });
}

/** "A circle has a radius of 5 cm. Find its area, giving your answer to 1 decimal place." */
export function circleArea(rng: Rng, year: number, mc = false) {
  const r = rng.int(2, 15);
  const u = 'cm';
  const oneDp = (x: number) => (Math.round(x * 10) / 10).toFixed(1);
  const area = oneDp(Math.PI * r * r);
  return finish(rng, mc, {
    question: `A circle has a radius of ${r} ${u}. Find its area, giving your answer to 1 decimal place.`,
    answer: `${area} ${u}²`,
    explanation: `Area of a circle = πr² = π × ${r}² = π × ${r * r} = ${area} ${u}² (to 1 decimal place).`,
    marks: 2,
    distractors: [`${oneDp(2 * Math.PI * r)} ${u}²`, `${oneDp(Math.PI * 4 * r * r)} ${u}²`, `${oneDp(Math.PI * r * 2)} ${u}`, `${oneDp(Math.PI * r)} ${u}²`],
  });
}

export const generators: GeneratorSpec[] = [
  { id: 'rectangleArea', make: rectangleArea, minYear: 0, kind: 'fluency', objective: 'find the area of a rectangle by counting squares or multiplying' },
  { id: 'rectanglePerimeter', make: rectanglePerimeter, minYear: 2, kind: 'fluency', objective: 'find the perimeter of a rectangle' },
  { id: 'triangleArea', make: triangleArea, minYear: 6, kind: 'fluency', objective: 'find the area of a triangle using its perpendicular height' },
  { id: 'trapeziumArea', make: trapeziumArea, minYear: 8, kind: 'fluency', objective: 'find the area of a trapezium' },
  { id: 'circleArea', make: circleArea, minYear: 9, kind: 'fluency', objective: 'find the area of a circle using πr²' },
  { id: 'missingSide', make: missingSide, minYear: 5, kind: 'problem', objective: 'work backwards from an area to find a missing length' },
];

export const areaPerimeter: MathsTopic = {
  id: 'area-perimeter',
  name: 'Area and perimeter',
  strong: /\bperimeters?\b|area of (a |an )?(rectangles?|triangles?|circles?|shapes?|compound|parallelograms?|trapeziums?)|area and perimeter|areas? of 2d shapes/i,
  weak: /\barea\b/i,
  generators,
  materials: ['Squared paper and rulers', 'Cut-out rectangles and triangles'],
  vocabulary: [
    { term: 'area', definition: 'The amount of flat space a shape covers, measured in square units.' },
    { term: 'perimeter', definition: 'The total distance around the outside edge of a shape.' },
    { term: 'rectangle', definition: 'A flat shape with four straight sides and four right angles.' },
    { term: 'length', definition: 'How long something is from end to end.' },
    { term: 'width', definition: 'How wide something is from side to side.' },
    { term: 'square centimetre', definition: 'The area of a square with sides of 1 cm, written cm².', minYear: 3 },
    { term: 'perpendicular height', definition: 'The height measured at a right angle to the base.', minYear: 6 },
    { term: 'radius', definition: 'The distance from the centre of a circle to its edge.', minYear: 8 },
  ],
  priorKnowledge: [
    { text: 'Know the properties of rectangles and squares.' },
    { text: 'Recall multiplication facts up to 12 × 12.', minYear: 3 },
    { text: 'Measure lengths in centimetres and metres.', minYear: 2 },
  ],
  misconceptions: [
    { misconception: 'Area and perimeter are the same thing.', correction: 'Perimeter is a length around the edge (cm); area is the space inside (cm²). Trace the edge, then shade the inside.' },
    { misconception: 'The area of a triangle is base × height.', correction: 'A triangle is half of a rectangle with the same base and height, so halve the product.', minYear: 6 },
    { misconception: 'Use the slant side as the height.', correction: 'The height must be perpendicular (at a right angle) to the base; mark the right angle.', minYear: 6 },
  ],
  retrieval: [multiplication, addition, multiplication],
  hook: 'Show two rectangles, 6 × 4 and 8 × 3, and ask: "Which needs more carpet? Which needs more skirting board?"',
  extended: ['Design a garden on squared paper with a fixed perimeter of fencing, and find the layout with the largest area.', 'Pupils measure real surfaces in the classroom (desk, whiteboard, door) and calculate their areas and perimeters.'],
};
