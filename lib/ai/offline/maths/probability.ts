/** Probability: the language of chance, single events, complements, expectation, independence. */
import type { Rng } from '../rng';
import type { GeneratorSpec, MathsTopic } from './topic';
import { fixed, fraction, fmt, gcd, sameFraction } from './numbers';
import { finish, near, trueFalse } from './questions';
import { fractionOfAmount, simplify } from './fractions';
import { multiplication } from './operations';
import { plural } from '@/lib/format';

const COLOURS = ['red', 'blue', 'green', 'yellow'];
export const LIKELIHOOD = ['impossible', 'unlikely', 'even chance', 'likely', 'certain'];

/** Likelihood word for a probability n/d. */
export function likelihoodOf(n: number, d: number): string {
  if (n === 0) return 'impossible';
  if (n === d) return 'certain';
  return 2 * n < d ? 'unlikely' : 2 * n === d ? 'even chance' : 'likely';
}

/** "A bag has 3 red counters and 7 blue counters. … How likely is it to be red?" */
export function likelihood(rng: Rng, year: number, mc = false) {
  const red = rng.int(0, 8);
  const blue = red === 0 || rng.chance(0.2) ? (red === 0 ? rng.int(1, 8) : 0) : rng.int(1, 8);
  const total = red + blue;
  const answer = likelihoodOf(red, total);
  return finish(rng, mc, {
    question: year <= 2
      ? `A bag has ${red} red and ${plural(blue, 'blue counter')}. You take one without looking. Will it be red? Is it impossible, unlikely, even chance, likely or certain?`
      : `A bag has ${plural(red, 'red counter')} and ${plural(blue, 'blue counter')}. One counter is taken without looking. Is getting a red counter impossible, unlikely, even chance, likely or certain?`,
    answer,
    explanation: `${red} of the ${total} counters are red. ${red === 0 ? 'There are no red counters, so it is impossible.' : red === total ? 'All the counters are red, so it is certain.' : 2 * red < total ? 'Fewer than half are red, so it is unlikely.' : 2 * red === total ? 'Exactly half are red, so it is an even chance.' : 'More than half are red, so it is likely.'}`,
    bloomLevel: 'understand',
    distractors: LIKELIHOOD.filter((w) => w !== answer),
  });
}

/** "A bag contains 3 red, 5 blue and 4 green counters. … probability that it is blue?" → "5/12". */
export function bagProbability(rng: Rng, year: number, mc = false) {
  const kinds = year <= 6 ? 2 : 3;
  const counts = COLOURS.slice(0, kinds).map(() => rng.int(1, 9));
  const total = counts.reduce((a, b) => a + b, 0);
  const i = rng.int(0, kinds - 1);
  const want = counts[i];
  const answer = fraction(want, total);
  const listText = counts.map((c, j) => `${c} ${COLOURS[j]}`).join(kinds === 2 ? ' and ' : ', ').replace(/, ([^,]*)$/, ' and $1');
  return finish(rng, mc, {
    question: `A bag contains ${listText} counters. One counter is taken at random. What is the probability that it is ${COLOURS[i]}? Give your answer as a fraction in its simplest form.`,
    answer,
    explanation: `There are ${total} counters and ${want} are ${COLOURS[i]}, so the probability is ${want}/${total}${answer !== `${want}/${total}` ? ` = ${answer}` : ''}.`,
    distractors: [`${want}/${total - want}`, `1/${kinds}`, fraction(total - want, total), `${want}/${total + 1}`],
    fill: (k) => `${want + k}/${total}`,
    same: sameFraction(want, total),
  });
}

/** "A fair six-sided dice is rolled. What is the probability of rolling a number greater than 4?" */
export function diceProbability(rng: Rng, year: number, mc = false) {
  const events: Array<[string, (x: number) => boolean]> = [
    ['an even number', (x) => x % 2 === 0],
    ['an odd number', (x) => x % 2 === 1],
    ['a multiple of 3', (x) => x % 3 === 0],
    ['a prime number', (x) => [2, 3, 5].includes(x)],
    ['a factor of 6', (x) => 6 % x === 0],
  ];
  const k = rng.int(1, 5);
  const event: [string, (x: number) => boolean] = rng.chance(0.5) ? rng.pick(events) : rng.chance(0.5) ? [`a number greater than ${k}`, (x) => x > k] : [`a number less than ${k + 1}`, (x) => x < k + 1];
  const hits = [1, 2, 3, 4, 5, 6].filter(event[1]);
  const answer = fraction(hits.length, 6);
  return finish(rng, mc, {
    question: `A fair six-sided dice is rolled. What is the probability of rolling ${event[0]}? Give your answer as a fraction in its simplest form.`,
    answer,
    explanation: `The outcomes that work are ${hits.join(', ')}: ${hits.length} out of 6 equally likely outcomes, so the probability is ${hits.length}/6${answer !== `${hits.length}/6` ? ` = ${answer}` : ''}.`,
    distractors: [`${hits.length}/${6 - hits.length}`, fraction(6 - hits.length, 6), `1/${hits.length}`, `${hits.length}/5`],
    fill: (j) => `${hits.length + j}/7`,
    same: sameFraction(hits.length, 6),
  });
}

/** "The probability that it rains tomorrow is 0.35. What is the probability that it does not rain?" */
export function complement(rng: Rng, year: number, mc = false) {
  const p = rng.int(1, 19) * 5;
  return finish(rng, mc, {
    question: `The probability that it rains tomorrow is ${fixed(p, 2)}. What is the probability that it does not rain tomorrow?`,
    answer: fixed(100 - p, 2),
    explanation: `The probabilities of an event happening and not happening add up to 1: 1 - ${fixed(p, 2)} = ${fixed(100 - p, 2)}.`,
    distractors: [fixed(p, 2), fixed(100 - p + 10, 2), String(100 - p), fixed(100 + p, 2)],
    fill: near(100 - p, (v) => fixed(v, 2), 5, 1),
  });
}

/** "The probability that a spinner lands on red is 1/4. It is spun 80 times. …expect red?" → "20". */
export function expected(rng: Rng, year: number, mc = false) {
  const d = rng.pick([2, 3, 4, 5, 6, 8, 10]);
  const n = rng.int(1, d - 1);
  const trials = d * rng.int(4, 25);
  const answer = (trials / d) * n;
  return finish(rng, mc, {
    question: `The probability that a spinner lands on red is ${fraction(n, d)}. The spinner is spun ${fmt(trials)} times. How many times would you expect it to land on red?`,
    answer: fmt(answer),
    explanation: `Expected frequency = probability × number of trials = ${fraction(n, d)} × ${fmt(trials)} = ${fmt(answer)}.`,
    distractors: [fmt(trials - answer), fmt(trials / d), fmt(n * trials), fmt(answer + n)],
    fill: near(answer, fmt, 1, 1),
  });
}

/** "Events A and B are independent. P(A) = 1/3 and P(B) = 1/4. Find P(A and B)." → "1/12". */
export function independent(rng: Rng, year: number, mc = false) {
  const prob = (): [number, number] => {
    const d = rng.int(2, 7);
    let n = rng.int(1, d - 1);
    while (gcd(n, d) !== 1) n -= 1;
    return [n, d];
  };
  const [pa, pb] = [prob(), prob()];
  const answer = fraction(pa[0] * pb[0], pa[1] * pb[1]);
  return finish(rng, mc, {
    question: `Events A and B are independent. P(A) = ${pa[0]}/${pa[1]} and P(B) = ${pb[0]}/${pb[1]}. Find P(A and B), giving your answer as a fraction in its simplest form.`,
    answer,
    explanation: `For independent events, multiply: P(A and B) = ${pa[0]}/${pa[1]} × ${pb[0]}/${pb[1]} = ${pa[0] * pb[0]}/${pa[1] * pb[1]}${answer !== `${pa[0] * pb[0]}/${pa[1] * pb[1]}` ? ` = ${answer}` : ''}.`,
    marks: 2,
    distractors: [fraction(pa[0] * pb[1] + pb[0] * pa[1], pa[1] * pb[1]), `${pa[0] + pb[0]}/${pa[1] + pb[1]}`, `${pa[0] * pb[0]}/${pa[1] + pb[1]}`],
    fill: (k) => `${pa[0] * pb[0] + k}/${pa[1] * pb[1]}`,
    same: sameFraction(pa[0] * pb[0], pa[1] * pb[1]),
  });
}

/** "True or false: a probability of 1.2 is possible." */
export function possibleProbability(rng: Rng) {
  const values = ['0', '0.5', '1', '0.75', '1.2', '-0.3', '3/2', '2/3', '7/6', '0.01'];
  const v = rng.pick(values);
  const numeric = v.includes('/') ? Number(v.split('/')[0]) / Number(v.split('/')[1]) : Number(v);
  const truth = numeric >= 0 && numeric <= 1;
  return trueFalse(
    `a probability of ${v} is possible.`,
    truth,
    `Probabilities go from 0 (impossible) to 1 (certain). ${v} is ${truth ? 'between 0 and 1, so it is possible: true' : 'outside that range, so it is not possible: false'}.`,
    'understand',
  );
}

export const generators: GeneratorSpec[] = [
  { id: 'likelihood', make: likelihood, minYear: 0, maxYear: 7, kind: 'fluency', objective: 'describe how likely an event is using the language of chance' },
  { id: 'bagProbability', make: bagProbability, minYear: 5, kind: 'fluency', objective: 'find the probability of a single event as a fraction in its simplest form' },
  { id: 'diceProbability', make: diceProbability, minYear: 6, kind: 'fluency', objective: 'list outcomes to find probabilities with a fair dice' },
  { id: 'complement', make: complement, minYear: 7, kind: 'fluency', objective: 'use the fact that probabilities of an event happening and not happening sum to 1' },
  { id: 'expected', make: expected, minYear: 8, kind: 'problem', objective: 'calculate expected frequencies' },
  { id: 'independent', make: independent, minYear: 10, kind: 'problem', objective: 'find the probability of two independent events both happening' },
  { id: 'possibleProbability', make: (rng) => possibleProbability(rng), minYear: 5, kind: 'reasoning', objective: 'recognise that probabilities lie between 0 and 1' },
];

export const probability: MathsTopic = {
  id: 'probability',
  name: 'Probability',
  strong: /probabilit|tree diagrams?|sample spaces?|expected frequency|relative frequency|independent events/i,
  weak: /\bchance\b|\blikelihood\b|\blikely\b/i,
  generators,
  materials: ['Dice, coins and bags of coloured counters', 'Spinners'],
  vocabulary: [
    { term: 'probability', definition: 'How likely something is to happen, from 0 (impossible) to 1 (certain).' },
    { term: 'impossible', definition: 'Cannot happen: a probability of 0.' },
    { term: 'certain', definition: 'Will definitely happen: a probability of 1.' },
    { term: 'even chance', definition: 'Just as likely to happen as not: a probability of 1/2.' },
    { term: 'outcome', definition: 'One possible result, such as rolling a 4.' },
    { term: 'event', definition: 'One or more outcomes we are interested in, such as rolling an even number.', minYear: 5 },
    { term: 'fair', definition: 'Every outcome is equally likely.', minYear: 5 },
    { term: 'expected frequency', definition: 'How many times we expect an outcome: probability × number of trials.', minYear: 8 },
    { term: 'independent events', definition: 'Events where one happening does not change the chance of the other.', minYear: 10 },
  ],
  priorKnowledge: [
    { text: 'Use words such as likely and unlikely in everyday talk.' },
    { text: 'Write and simplify fractions.', minYear: 5 },
    { text: 'Multiply fractions.', minYear: 9 },
  ],
  misconceptions: [
    { misconception: 'A 6 is harder to roll than a 3 on a fair dice.', correction: 'Each face of a fair dice is equally likely; roll a dice 60 times as a class and tally.' },
    { misconception: 'After several tails, heads is "due".', correction: 'A coin has no memory: each flip is independent with probability 1/2.', minYear: 5 },
    { misconception: 'Probabilities can be more than 1, or written as "1 in 4" ratios like 1 : 4.', correction: 'Probability is a number from 0 to 1 written as a fraction, decimal or percentage; 1 in 4 is 1/4.', minYear: 5 },
  ],
  retrieval: [fractionOfAmount, simplify, multiplication],
  hook: 'Hold up a bag of coloured counters and ask: "If I take one without looking, which colour am I most likely to get? Why?"',
  extended: ['Experiment: pairs roll a dice or spin a spinner 50 times, compare relative frequency with theoretical probability, and explain the difference.', 'Pupils design a fair and an unfair spinner game and explain, with probabilities, who is more likely to win.'],
};
