/**
 * Geometry, algebra and probability generators of the offline maths lessons: every answer is
 * recomputed here, independently, from the question text, for many seeds and every year group;
 * multiple-choice options are distinct and exactly one of them is correct.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@/lib/ai/offline/rng';
import type { OfflineQuestion } from '@/lib/ai/offline/types';
import type { GeneratorSpec } from '@/lib/ai/offline/maths';
import { generators as area } from '@/lib/ai/offline/maths/area-perimeter';
import { generators as angles } from '@/lib/ai/offline/maths/angles';
import { generators as equations } from '@/lib/ai/offline/maths/equations';
import { generators as sequences } from '@/lib/ai/offline/maths/sequences';
import { generators as probability } from '@/lib/ai/offline/maths/probability';

interface Expected {
  answer?: string;
  truth?: boolean;
  same?: (option: string) => boolean;
}
type Checker = (q: OfflineQuestion) => Expected;

const n = (s: string) => Number(s.replace(/,/g, ''));
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const match = (re: RegExp, s: string) => {
  const m = re.exec(s);
  if (!m) throw new Error(`unrecognised question: ${s}`);
  return m;
};
const simplest = (num: number, den: number) => {
  const g = gcd(num, den);
  return den / g === 1 ? `${num / g}` : `${num / g}/${den / g}`;
};
const fractionSame = (num: number, den: number) => (o: string) => {
  const m = /^(\d+)\/(\d+)$|^(\d+)$/.exec(o);
  return !!m && (m[3] !== undefined ? Number(m[3]) * den === num : Number(m[1]) * den === num * Number(m[2]));
};
/** "12 cm²", "22 cm", "115°": the number before a given unit. */
const withUnit = (value: number, unit: string): Expected => ({
  same: (o) => o.endsWith(unit) && close(n(o.slice(0, -unit.length).trim()), value),
});

const compiled = new Map<string, (v: number) => number>();
/** Evaluates a linear expression in one letter ("3x + 5", "4(x - 2)", "x/7", "20 - 2n"). */
function evaluate(expr: string, letter: 'x' | 'n', value: number): number {
  const key = `${letter}:${expr}`;
  let f = compiled.get(key);
  if (!f) {
    const js = expr
      .replace(new RegExp(`(\\d)\\s*${letter}`, 'g'), `$1*${letter}`)
      .replace(/(\d)\s*\(/g, '$1*(');
    if (!new RegExp(`^[\\d${letter}+\\-*/(). ]+$`).test(js)) throw new Error(`not an expression: ${expr}`);
    f = new Function(letter, `return ${js};`) as (v: number) => number;
    compiled.set(key, f);
  }
  return f(value);
}

function run(specs: GeneratorSpec[], checkers: Record<string, Checker>, seeds = 50) {
  const failures: string[] = [];
  for (const spec of specs) {
    const check = checkers[spec.id];
    if (!check) { failures.push(`no checker for ${spec.id}`); continue; }
    for (let year = 0; year <= 13; year++)
      for (let seed = 0; seed < seeds; seed++)
        for (const mc of [false, true]) {
          const q = spec.make(new Rng(seed * 7919 + year * 104729 + spec.id.length), year, mc);
          const fail = (why: string) => failures.push(`${spec.id} y${year} s${seed}: ${why} | ${q.question} => ${q.answer} [${q.options.join(' | ')}]`);
          let e: Expected;
          try { e = check(q); } catch (err) { fail(String(err)); continue; }
          if (!q.answer.trim() || !q.explanation.trim()) fail('empty answer or explanation');
          if (q.type === 'true-false') {
            if (JSON.stringify(q.options) !== '["True","False"]') fail('bad true/false options');
            if (q.answer !== (e.truth ? 'True' : 'False')) fail(`expected ${e.truth}`);
            continue;
          }
          const same = e.same ?? ((o: string) => o === e.answer);
          if (e.answer !== undefined && q.answer !== e.answer) fail(`expected ${e.answer}`);
          if (!same(q.answer)) fail('answer is wrong');
          if (q.type === 'multiple-choice') {
            const keys = new Set(q.options.map((o) => o.trim().toLowerCase()));
            if (q.options.length < 3 || q.options.length > 5 || keys.size !== q.options.length) fail('options not 3–5 distinct');
            if (!q.options.includes(q.answer)) fail('answer not among options');
            if (q.options.filter(same).length !== 1) fail('more than one option is correct');
          } else if (q.options.length) fail('short answer has options');
        }
  }
  expect(failures.slice(0, 8)).toEqual([]);
}

describe('area and perimeter', () => {
  it('computes areas, perimeters and missing lengths with units', () => {
    const RECT = /^A rectangle is (\d+) (cm|m) long and (\d+) \2 wide\. Find its (area|perimeter)\.$/;
    run(area, {
      rectangleArea: (q) => {
        const squares = /^A rectangle is made of (\d+) rows with (\d+) squares in each row\./.exec(q.question);
        if (squares) return { same: (o) => /^\d+$/.test(o) && n(o) === n(squares[1]) * n(squares[2]) };
        const [, l, u, w] = match(RECT, q.question);
        return withUnit(n(l) * n(w), `${u}²`);
      },
      rectanglePerimeter: (q) => {
        const [, l, u, w] = match(RECT, q.question);
        return withUnit(2 * (n(l) + n(w)), u);
      },
      triangleArea: (q) => {
        const [, b, u, h] = match(/^A triangle has a base of (\d+) (cm|m) and a perpendicular height of (\d+) \2\. Find its area\.$/, q.question);
        return withUnit((n(b) * n(h)) / 2, `${u}²`);
      },
      missingSide: (q) => {
        const [, a, u, l] = match(/^A rectangle has an area of ([\d,]+) (cm|m)² and a length of (\d+) \2\. Find its width\.$/, q.question);
        return withUnit(n(a) / n(l), u);
      },
      trapeziumArea: (q) => {
        const [, a, u, b, h] = match(/^A trapezium has parallel sides of (\d+) (cm|m) and (\d+) \2 and a perpendicular height of (\d+) \2\. Find its area\.$/, q.question);
        return withUnit(((n(a) + n(b)) * n(h)) / 2, `${u}²`);
      },
      circleArea: (q) => {
        const [, r] = match(/^A circle has a radius of (\d+) cm\. Find its area, giving your answer to 1 decimal place\.$/, q.question);
        return { answer: `${(Math.PI * n(r) ** 2).toFixed(1)} cm²` };
      },
    });
  });
});

describe('angles', () => {
  const SIDES: Record<string, number> = { pentagon: 5, hexagon: 6, octagon: 8, nonagon: 9, decagon: 10, dodecagon: 12 };
  const QUARTERS: Record<string, number> = { quarter: 1, half: 2, 'three-quarter': 3, whole: 4 };
  it('computes turns, angle types and missing angles', () => {
    run(angles, {
      quarterTurns: (q) => ({ answer: String(QUARTERS[match(/^How many quarter turns make a ([\w-]+) turn\?$/, q.question)[1]]) }),
      clockTurns: (q) => {
        const [, from, to] = match(/^The minute hand of a clock turns clockwise from (\d+) to (\d+)\./, q.question).map(Number);
        const quarters = ((((to % 12) - (from % 12)) / 3 + 4) % 4) || 4;
        return { answer: `${Object.keys(QUARTERS).find((k) => QUARTERS[k] === quarters)} turn` };
      },
      rightAngles: (q) => {
        const [, shape, claim] = match(/^True or false: a ([\w -]+) has (no|\d) right angles?\.$/, q.question);
        const actual = shape === 'square' || shape === 'rectangle' ? 4 : shape === 'right-angled triangle' ? 1 : 0;
        return { truth: (claim === 'no' ? 0 : Number(claim)) === actual };
      },
      turnDegrees: (q) => ({ answer: `${90 * QUARTERS[match(/^How many degrees are in a ([\w-]+) turn\?$/, q.question)[1]]}°` }),
      classifyAngle: (q) => {
        const a = n(match(/^What type of angle is (\d+)°/, q.question)[1]);
        expect(a === 180 || a === 0 || a >= 360).toBe(false);
        return { answer: a < 90 ? 'Acute' : a === 90 ? 'Right angle' : a < 180 ? 'Obtuse' : 'Reflex' };
      },
      straightLine: (q) => withUnit(180 - n(match(/One of them is (\d+)°\./, q.question)[1]), '°'),
      aroundPoint: (q) => {
        const [, a, b] = match(/^Three angles meet at a point\. Two of them are (\d+)° and (\d+)°\./, q.question);
        return withUnit(360 - n(a) - n(b), '°');
      },
      triangleAngles: (q) => {
        const [, a, b] = match(/^Two angles in a triangle are (\d+)° and (\d+)°\./, q.question);
        expect(180 - n(a) - n(b)).toBeGreaterThan(0);
        return withUnit(180 - n(a) - n(b), '°');
      },
      polygonAngles: (q) => {
        const [, kind, name] = match(/^Find the (size of each interior angle of a regular|sum of the interior angles of a) (\w+)\.$/, q.question);
        const sides = SIDES[name];
        const sum = (sides - 2) * 180;
        return withUnit(kind.startsWith('size') ? sum / sides : sum, '°');
      },
      angleFact: (q) => {
        const [, where, total] = match(/^True or false: angles (on a straight line|around a point|in a triangle|in a quadrilateral) add up to (\d+)°\.$/, q.question);
        const actual = where === 'around a point' || where === 'in a quadrilateral' ? 360 : 180;
        return { truth: n(total) === actual };
      },
    });
  });
});

describe('linear equations', () => {
  it('gives solutions that satisfy the equation, found by substitution', () => {
    const solve: Checker = (q) => {
      const [, left, right] = match(/^(?:Solve|Find the value of x:) (.+) = (-?[^=]+)\.$/, q.question);
      const satisfies = (o: string) => {
        const m = /^x = (-?\d+)$/.exec(o);
        return !!m && close(evaluate(left, 'x', Number(m[1])), evaluate(right, 'x', Number(m[1])));
      };
      // Linear and not an identity: another value of x does not work.
      expect(close(evaluate(left, 'x', 1000), evaluate(right, 'x', 1000))).toBe(false);
      return { same: satisfies };
    };
    const missing: Checker = (q) => {
      const [, left, right] = match(/^Find the missing number: (.+) = (.+)\.$/, q.question);
      const side = (s: string, x: number) => evaluate(s.replace(/\?/g, `(${x})`).replace(/×/g, '*').replace(/÷/g, '/').replace(/,/g, ''), 'x', 0);
      return { same: (o) => /^[\d,]+$/.test(o) && close(side(left, n(o)), side(right, n(o))) };
    };
    run(equations, {
      missingAddSub: missing,
      missingMulDiv: missing,
      oneStep: solve,
      twoStep: solve,
      brackets: solve,
      bothSides: solve,
      checkSolution: (q) => {
        const [, x, left, right] = match(/^True or false: x = (-?\d+) is the solution of (.+) = (-?\d+)\.$/, q.question);
        return { truth: close(evaluate(left, 'x', Number(x)), Number(right)) };
      },
      thinkOfANumber: (q) => {
        const [, , a, b, c] = match(/^(\w+) thinks of a number, multiplies it by (\d+) and then adds (\d+)\. The answer is (\d+)\./, q.question);
        return { same: (o) => /^\d+$/.test(o) && n(o) * n(a) + n(b) === n(c) };
      },
    });
  });
});

describe('sequences', () => {
  const terms = (list: string) => list.split(', ').map(Number);
  it('computes next terms, rules, nth terms and series', () => {
    run(sequences, {
      nextTerm: (q) => {
        const t = terms(match(/^(?:What is the next number in the sequence|What number comes next:) (.+), …\?$/, q.question)[1]);
        const d = t[1] - t[0];
        t.forEach((x, i) => expect(x).toBe(t[0] + i * d));
        return { answer: String(t[t.length - 1] + d) };
      },
      termToTerm: (q) => {
        const t = terms(match(/^What is the (?:term-to-term )?rule for the sequence (.+), …\?$/, q.question)[1]);
        const d = t[1] - t[0];
        t.forEach((x, i) => expect(x).toBe(t[0] + i * d));
        return { answer: d > 0 ? `Add ${d}` : `Subtract ${-d}` };
      },
      nthTerm: (q) => {
        const t = terms(match(/^Find the nth term of the sequence (.+), …\.$/, q.question)[1]);
        expect(q.answer).toMatch(/^(-?\d*n( [+-] \d+)?|\d+ - \d*n)$/);
        return { same: (o) => t.every((x, i) => { try { return evaluate(o, 'n', i + 1) === x; } catch { return false; } }) };
      },
      termFromRule: (q) => {
        const [, rule, k] = match(/^The nth term of a sequence is (.+)\. Find the (\d+)(?:st|nd|rd|th) term\.$/, q.question);
        return { same: (o) => n(o) === evaluate(rule, 'n', Number(k)) };
      },
      isTerm: (q) => {
        const [, x, rule] = match(/^True or false: (-?\d+) is a term in the sequence with nth term (.+)\.$/, q.question);
        let found = false;
        for (let k = 1; k <= 2000 && !found; k++) found = evaluate(rule, 'n', k) === Number(x);
        return { truth: found };
      },
      arithmeticSeries: (q) => {
        const [, count, a, b] = match(/^Find the sum of the first (\d+) terms of the arithmetic series (-?\d+) \+ (-?\d+) \+ (-?\d+) \+ …$/, q.question);
        let total = 0;
        for (let i = 0; i < Number(count); i++) total += Number(a) + i * (Number(b) - Number(a));
        return { same: (o) => n(o) === total };
      },
    });
  });
});

describe('probability', () => {
  it('computes likelihoods, probabilities, complements and expected frequencies', () => {
    run(probability, {
      likelihood: (q) => {
        const [, red, blue] = match(/^A bag has (\d+) red (?:counters? )?and (\d+) blue counters?\./, q.question).map(Number);
        const total = red + blue;
        return { answer: red === 0 ? 'impossible' : red === total ? 'certain' : 2 * red < total ? 'unlikely' : 2 * red === total ? 'even chance' : 'likely' };
      },
      bagProbability: (q) => {
        const [, list, colour] = match(/^A bag contains (.+) counters\. One counter is taken at random\. What is the probability that it is (\w+)\?/, q.question);
        const counts = Object.fromEntries(list.replace(' and ', ', ').split(', ').map((p) => { const [c, name] = p.split(' '); return [name, Number(c)]; }));
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        return { answer: simplest(counts[colour], total), same: fractionSame(counts[colour], total) };
      },
      diceProbability: (q) => {
        const [, event] = match(/^A fair six-sided dice is rolled\. What is the probability of rolling (.+)\? Give/, q.question);
        const tests: Record<string, (x: number) => boolean> = {
          'an even number': (x) => x % 2 === 0,
          'an odd number': (x) => x % 2 === 1,
          'a multiple of 3': (x) => x % 3 === 0,
          'a prime number': (x) => x === 2 || x === 3 || x === 5,
          'a factor of 6': (x) => 6 % x === 0,
        };
        const gt = /^a number greater than (\d)$/.exec(event);
        const lt = /^a number less than (\d)$/.exec(event);
        const test = tests[event] ?? (gt ? (x: number) => x > Number(gt[1]) : lt ? (x: number) => x < Number(lt[1]) : null);
        if (!test) throw new Error(`unknown event ${event}`);
        const hits = [1, 2, 3, 4, 5, 6].filter(test).length;
        return { answer: simplest(hits, 6), same: fractionSame(hits, 6) };
      },
      complement: (q) => {
        const [, p] = match(/^The probability that it rains tomorrow is ([\d.]+)\. What is the probability that it does not rain tomorrow\?$/, q.question);
        return { same: (o) => /^0\.\d+$/.test(o) && close(Number(o), 1 - Number(p)) };
      },
      expected: (q) => {
        const [, a, b, trials] = match(/is (\d+)\/(\d+)\. The spinner is spun ([\d,]+) times\./, q.question);
        return { same: (o) => close(n(o), (n(a) / n(b)) * n(trials)) };
      },
      independent: (q) => {
        const [, a, b, c, d] = match(/P\(A\) = (\d+)\/(\d+) and P\(B\) = (\d+)\/(\d+)\./, q.question).map(Number);
        return { answer: simplest(a * c, b * d), same: fractionSame(a * c, b * d) };
      },
      possibleProbability: (q) => {
        const [, v] = match(/^True or false: a probability of (.+) is possible\.$/, q.question);
        const value = v.includes('/') ? Number(v.split('/')[0]) / Number(v.split('/')[1]) : Number(v);
        return { truth: value >= 0 && value <= 1 };
      },
    });
  });
});
