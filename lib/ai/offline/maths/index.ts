/**
 * Maths topics with procedural question generators. A topic is matched by keywords in the
 * request's topic: strong keywords for any subject ("equivalent fractions"), weak ones only when
 * the subject is maths ("division" could be cell division in biology).
 */
import type { MathsTopic } from './topic';
import { angles } from './angles';
import { areaPerimeter } from './area-perimeter';
import { decimals } from './decimals';
import { equations } from './equations';
import { fractions } from './fractions';
import { negativeNumbers } from './negative-numbers';
import { operations } from './operations';
import { percentages } from './percentages';
import { placeValue } from './place-value';
import { probability } from './probability';
import { ratio } from './ratio';
import { sequences } from './sequences';

export type { MathsTopic, GeneratorSpec, Generator } from './topic';
export { mathsOutline } from './lesson';

/** Every maths topic; earlier entries win when two match at the same place. */
export const MATHS_TOPICS: readonly MathsTopic[] = [
  fractions,
  decimals,
  percentages,
  ratio,
  negativeNumbers,
  areaPerimeter,
  angles,
  equations,
  sequences,
  probability,
  placeValue,
  operations,
];

export const isMathsSubject = (subject: string) => /\bmath|maths\b|mathematics|numeracy|arithmetic|statistics/i.test(subject);

/** Position of the first match of `re` in `text`, or Infinity. */
function at(re: RegExp | undefined, text: string): number {
  if (!re) return Infinity;
  const m = new RegExp(re.source, re.flags.replace('g', '')).exec(text);
  return m ? m.index : Infinity;
}

/** The maths topic a request is about, or null. */
export function matchMathsTopic(topic: string, subject: string): MathsTopic | null {
  const earliest = (pick: (t: MathsTopic) => RegExp | undefined) => {
    let best: MathsTopic | null = null;
    let bestAt = Infinity;
    for (const t of MATHS_TOPICS) {
      const i = at(pick(t), topic);
      if (i < bestAt) [best, bestAt] = [t, i];
    }
    return best;
  };
  const strong = earliest((t) => t.strong);
  if (strong) return strong;
  const maths = isMathsSubject(subject) || /\bmaths?\b|mathematics|numeracy/i.test(topic);
  return maths ? earliest((t) => t.weak) : null;
}
