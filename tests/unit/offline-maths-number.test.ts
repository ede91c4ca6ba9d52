/**
 * Number generators of the offline maths lessons: every answer is recomputed here,
 * independently, from the question text, for many seeds and every year group; multiple-choice
 * options are distinct and exactly one of them is correct.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@/lib/ai/offline/rng';
import type { OfflineQuestion } from '@/lib/ai/offline/types';
import type { GeneratorSpec } from '@/lib/ai/offline/maths';
import { generators as placeValue } from '@/lib/ai/offline/maths/place-value';
import { generators as operations } from '@/lib/ai/offline/maths/operations';
import { generators as fractions } from '@/lib/ai/offline/maths/fractions';
import { generators as decimals } from '@/lib/ai/offline/maths/decimals';
import { generators as percentages } from '@/lib/ai/offline/maths/percentages';
import { generators as ratio } from '@/lib/ai/offline/maths/ratio';
import { generators as negatives } from '@/lib/ai/offline/maths/negative-numbers';

/** What the test expects: the exact answer (or a truth value) and which options count as correct. */
interface Expected {
  answer?: string;
  truth?: boolean;
  /** Whether an option is equivalent to the correct answer (default: same number, or same text). */
  same?: (option: string) => boolean;
}
type Checker = (q: OfflineQuestion) => Expected;

const n = (s: string) => Number(s.replace(/[,£]/g, ''));
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const match = (re: RegExp, s: string) => {
  const m = re.exec(s);
  if (!m) throw new Error(`unrecognised question: ${s}`);
  return m;
};

/** "2/3", "1 1/12" or "4" as [numerator, denominator] in lowest terms. */
function rat(s: string): [number, number] {
  const m = /^(-?\d+)(?: (\d+)\/(\d+))?$|^(-?\d+)\/(\d+)$/.exec(s.trim());
  if (!m) return [NaN, 1];
  const [num, den] = m[4] !== undefined ? [Number(m[4]), Number(m[5])] : m[2] !== undefined ? [Number(m[1]) * Number(m[3]) + Number(m[2]), Number(m[3])] : [Number(m[1]), 1];
  const g = gcd(num, den) || 1;
  return [num / g, den / g];
}
const sameRat = (a: string, b: [number, number]) => { const r = rat(a); return r[0] * b[1] === b[0] * r[1]; };
/** Simplest form, as a mixed number when above 1. */
function canon(num: number, den: number): string {
  const g = gcd(num, den);
  const [a, b] = [num / g, den / g];
  if (b === 1) return `${a}`;
  return a < b ? `${a}/${b}` : `${Math.floor(a / b)} ${a % b}/${b}`;
}
const numeric = (value: number): Expected => ({ same: (o) => close(n(o), value) });

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

describe('place value', () => {
  it('computes digit values, powers of ten, rounding and comparisons', () => {
    run(placeValue, {
      digitValue: (q) => {
        const [, d, raw] = match(/^What is the value of the digit (\d) in ([\d,.]+)\?$/, q.question);
        const s = raw.replace(/,/g, '');
        expect(s.split(d).length - 1).toBe(1);
        const point = s.includes('.') ? s.indexOf('.') : s.length;
        const i = s.indexOf(d);
        return numeric(Number(d) * 10 ** (i < point ? point - i - 1 : point - i));
      },
      powersOfTen: (q) => {
        const [, a, op, b] = match(/^Calculate ([\d,.]+) (×|÷) ([\d,]+)\.$/, q.question);
        return numeric(op === '×' ? n(a) * n(b) : n(a) / n(b));
      },
      rounding: (q) => {
        const whole = /^Round ([\d,]+) to the nearest ([\d,]+)\.$/.exec(q.question);
        if (whole) return numeric(Math.floor(n(whole[1]) / n(whole[2]) + 0.5) * n(whole[2]));
        const [, x, dp] = match(/^Round ([\d.]+) to (\d) decimal places?\.$/, q.question);
        const thousandths = Math.round(Number(x) * 1000);
        const step = 10 ** (3 - Number(dp));
        return { answer: (Math.floor(thousandths / step + 0.5) / 10 ** Number(dp)).toFixed(Number(dp)) };
      },
      compareNumbers: (q) => {
        const [, a, rel, b] = match(/^True or false: ([\d,]+) is (greater|less) than ([\d,]+)\.$/, q.question);
        return { truth: rel === 'greater' ? n(a) > n(b) : n(a) < n(b) };
      },
    });
  });
});

const ARITH = /^(?:Calculate|What is) ([\d,]+) ([+\-×÷]) ([\d,]+)[.?]$/;
const arith = (a: number, op: string, b: number) => (op === '+' ? a + b : op === '-' ? a - b : op === '×' ? a * b : a / b);
/** Evaluates "a op b" where one side may be "?" replaced by x. */
const side = (s: string, x: number) => {
  const [a, op, b] = s.replace(/\?/g, String(x)).split(' ');
  return op ? arith(n(a), op, n(b)) : n(a);
};

describe('the four operations', () => {
  it('computes calculations, missing numbers and word problems', () => {
    const calc: Checker = (q) => {
      const dbl = /^What is double (\d+)\?$/.exec(q.question);
      if (dbl) return numeric(2 * n(dbl[1]));
      const plates = /^There are (\d+) plates with (\d+) cakes? on each plate\. How many cakes are there\?$/.exec(q.question);
      if (plates) return numeric(n(plates[1]) * n(plates[2]));
      const share = /^Share (\d+) sweets equally between (\d+) friends\./.exec(q.question);
      if (share) return numeric(n(share[1]) / n(share[2]));
      const [, a, op, b] = match(ARITH, q.question);
      const v = arith(n(a), op, n(b));
      expect(Number.isInteger(v) && v >= 0).toBe(true);
      return numeric(v);
    };
    const missing: Checker = (q) => {
      const [, left, right] = match(/^Find the missing number: (.+) = (.+)\.$/, q.question);
      return { same: (o) => close(side(left, n(o)), side(right, n(o))) };
    };
    run(operations, {
      addition: calc,
      subtraction: calc,
      multiplication: calc,
      division: calc,
      missingAddSub: missing,
      missingMulDiv: missing,
      wordAddSub: (q) => {
        const [, , a, verb, b] = match(/^(\w+) has ([\d,]+) stickers and (is given|gives away) ([\d,]+)/, q.question);
        return numeric(verb === 'is given' ? n(a) + n(b) : n(a) - n(b));
      },
      wordMulDiv: (q) => {
        const mul = /^There are ([\d,]+) pencils in each box\. How many pencils are there in ([\d,]+) boxes\?$/.exec(q.question);
        if (mul) return numeric(n(mul[1]) * n(mul[2]));
        const [, a, b] = match(/^([\d,]+) stickers are shared equally between ([\d,]+) pupils\./, q.question);
        expect(n(a) % n(b)).toBe(0);
        return numeric(n(a) / n(b));
      },
    });
  });
});

describe('fractions', () => {
  it('computes fractions of amounts, equivalence, simplifying and the four operations', () => {
    const ops: Checker = (q) => {
      const [, a, b, op, c, d] = match(/^Calculate (\d+)\/(\d+) ([+\-×÷]) (\d+)\/(\d+), giving your answer in its simplest form\.$/, q.question);
      const [A, B, C, D] = [a, b, c, d].map(Number);
      const [num, den] = op === '+' ? [A * D + C * B, B * D] : op === '-' ? [A * D - C * B, B * D] : op === '×' ? [A * C, B * D] : [A * D, B * C];
      expect(num).toBeGreaterThan(0);
      return { answer: canon(num, den), same: (o) => sameRat(o, [num, den]) };
    };
    run(fractions, {
      fractionOfAmount: (q) => {
        const words = /^What is (half|a quarter) of (\d+)\?$/.exec(q.question);
        if (words) return numeric(n(words[2]) / (words[1] === 'half' ? 2 : 4));
        const [, a, b, amount] = match(/^Find (\d+)\/(\d+) of (\d+)\.$/, q.question);
        return numeric((n(amount) * n(a)) / n(b));
      },
      equivalentMissing: (q) => {
        const [, a, b, c, d] = match(/^Find the missing number: (\d+)\/(\d+) = (\?|\d+)\/(\?|\d+)\.$/, q.question);
        return numeric(c === '?' ? (n(a) * n(d)) / n(b) : (n(b) * n(c)) / n(a));
      },
      simplify: (q) => {
        const [, a, b] = match(/^Simplify (\d+)\/(\d+) fully\.$/, q.question);
        const g = gcd(n(a), n(b));
        expect(g).toBeGreaterThan(1);
        return { answer: `${n(a) / g}/${n(b) / g}` };
      },
      addFractions: ops,
      subtractFractions: ops,
      multiplyFractions: ops,
      divideFractions: ops,
      compareFractions: (q) => {
        const [, a, b, rel, c, d] = match(/^True or false: (\d+)\/(\d+) is (greater|less) than (\d+)\/(\d+)\.$/, q.question);
        const [x, y] = [n(a) * n(d), n(c) * n(b)];
        expect(x).not.toBe(y);
        return { truth: rel === 'greater' ? x > y : x < y };
      },
      spotMistake: (q) => {
        const [, , a, b, c, d, e, f] = match(/^(\w+) says (\d+)\/(\d+) \+ (\d+)\/(\d+) = (\d+)\/(\d+)\./, q.question).map(Number);
        const [num, den] = [a * d + c * b, b * d];
        expect(e * den).not.toBe(num * f);
        const stated = match(/The correct answer is (.+)\.$/, q.answer)[1];
        expect(stated).toBe(canon(num, den));
        return { answer: q.answer };
      },
    });
  });
});

describe('decimals', () => {
  it('computes conversions, calculations and ordering', () => {
    const calc: Checker = (q) => {
      const [, a, op, b] = match(/^Calculate ([\d,.]+) ([+\-×]) ([\d,.]+)\.$/, q.question);
      expect(q.answer).toMatch(/^\d{1,3}(,\d{3})*(\.\d*[1-9])?$/);
      return numeric(op === '+' ? n(a) + n(b) : op === '-' ? n(a) - n(b) : n(a) * n(b));
    };
    run(decimals, {
      fractionToDecimal: (q) => {
        const [, a, b] = match(/^Write (\d+)\/(10|100) as a decimal\.$/, q.question);
        return numeric(n(a) / n(b));
      },
      addDecimals: calc,
      subtractDecimals: calc,
      multiplyDecimals: calc,
      decimalToFraction: (q) => {
        const [, x] = match(/^Write (0\.\d+) as a fraction in its simplest form\.$/, q.question);
        const hundredths = Math.round(Number(x) * 100);
        return { answer: canon(hundredths, 100), same: (o) => sameRat(o, [hundredths, 100]) };
      },
      orderDecimals: (q) => {
        if (q.type === 'multiple-choice') {
          expect(q.question).toBe('Which of these numbers is the largest?');
          return { answer: q.options.slice().sort((p, r) => Number(r) - Number(p))[0] };
        }
        const [, list] = match(/^Write these numbers in order from smallest to largest: (.+)\.$/, q.question);
        return { answer: list.split(', ').sort((p, r) => Number(p) - Number(r)).join(', ') };
      },
      compareDecimals: (q) => {
        const [, a, rel, b] = match(/^True or false: ([\d.]+) is (greater|less) than ([\d.]+)\.$/, q.question);
        return { truth: rel === 'greater' ? n(a) > n(b) : n(a) < n(b) };
      },
    });
  });
});

describe('percentages', () => {
  it('computes percentages of amounts, changes, conversions and reverse percentages', () => {
    const pounds = (value: number): Expected => ({ same: (o) => o.startsWith('£') && close(n(o), value) });
    run(percentages, {
      percentOfAmount: (q) => {
        const [, p, amount] = match(/^Find (\d+)% of £([\d,]+)\.$/, q.question);
        return pounds((n(p) * n(amount)) / 100);
      },
      percentChange: (q) => {
        const [, dir, amount, p] = match(/^(Increase|Decrease) £([\d,]+) by (\d+)%\.$/, q.question);
        return pounds(n(amount) * (1 + ((dir === 'Increase' ? 1 : -1) * n(p)) / 100));
      },
      fractionToPercent: (q) => {
        const [, a, b] = match(/^Write (\d+)\/(\d+) as a percentage\.$/, q.question);
        return { answer: `${(n(a) * 100) / n(b)}%`, same: (o) => o.endsWith('%') && close(n(o.slice(0, -1)), (n(a) * 100) / n(b)) };
      },
      expressAsPercent: (q) => {
        const [, a, b] = match(/^What percentage is (\d+) out of (\d+)\?$/, q.question);
        return { answer: `${(n(a) * 100) / n(b)}%`, same: (o) => close(n(o.slice(0, -1)), (n(a) * 100) / n(b)) };
      },
      reversePercent: (q) => {
        const [, p, dir, now] = match(/^After a (\d+)% (increase|decrease), a price is £([\d,.]+)\. Find the original price\.$/, q.question);
        const original = n(now) / (1 + ((dir === 'increase' ? 1 : -1) * n(p)) / 100);
        return pounds(original);
      },
      swapTrueFalse: (q) => {
        const [, a, b, rel, c, d] = match(/^True or false: (\d+)% of (\d+) is (the same as|greater than) (\d+)% of (\d+)\.$/, q.question);
        const [x, y] = [(n(a) * n(b)) / 100, (n(c) * n(d)) / 100];
        return { truth: rel === 'the same as' ? close(x, y) : x > y };
      },
    });
  });
});

describe('ratio', () => {
  it('computes simplified ratios, shares, missing amounts and recipes', () => {
    run(ratio, {
      simplifyRatio: (q) => {
        const parts = match(/^Simplify the ratio ([\d : ]+)\.$/, q.question)[1].split(' : ').map(Number);
        const g = parts.reduce(gcd);
        return { answer: parts.map((p) => p / g).join(' : ') };
      },
      shareRatio: (q) => {
        const [, total, a, b] = match(/^Share £([\d,]+) in the ratio (\d+) : (\d+)\.$/, q.question);
        const part = n(total) / (n(a) + n(b));
        return { answer: `£${(n(a) * part).toLocaleString('en-GB')} and £${(n(b) * part).toLocaleString('en-GB')}` };
      },
      missingRatio: (q) => {
        const m = match(/(?:For every (\d+) red beads? on a necklace there (?:are|is) (\d+) blue beads?\.|The ratio of red beads to blue beads on a necklace is (\d+) : (\d+)\.) There are (\d+) red beads\. How many blue beads are there\?$/, q.question);
        const [a, b] = m[1] ? [n(m[1]), n(m[2])] : [n(m[3]), n(m[4])];
        return numeric((n(m[5]) / a) * b);
      },
      recipe: (q) => {
        const [, people, grams, wanted] = match(/^A recipe for (\d+) people uses ([\d,]+) g of flour\. How much flour is needed for (\d+) people\?$/, q.question);
        const value = (n(grams) / n(people)) * n(wanted);
        return { same: (o) => o.endsWith(' g') && close(n(o.slice(0, -2)), value) };
      },
      equivalentRatio: (q) => {
        const [, a, b, c, d] = match(/^True or false: the ratio (\d+) : (\d+) is equivalent to (\d+) : (\d+)\.$/, q.question).map(Number);
        return { truth: a * d === b * c };
      },
    });
  });
});

describe('negative numbers', () => {
  it('computes signed calculations, temperatures and orderings', () => {
    const signed: Checker = (q) => {
      const [, a, op, b] = match(/^Calculate (-?\d+) ([+\-×÷]) \(?(-?\d+)\)?\.$/, q.question);
      const v = arith(Number(a), op, Number(b));
      expect(Number.isInteger(v)).toBe(true);
      return { answer: String(v) };
    };
    run(negatives, {
      addSubtractNegatives: signed,
      multiplyDivideNegatives: signed,
      temperature: (q) => {
        const [, start, dir, by] = match(/^The temperature at midnight is (-?\d+) °C\. By midday it has (risen|fallen) by (\d+) degrees\./, q.question);
        return { answer: `${Number(start) + (dir === 'risen' ? 1 : -1) * Number(by)} °C` };
      },
      compareNegatives: (q) => {
        const [, a, rel, b] = match(/^True or false: (-?\d+) is (greater|less) than (-?\d+)\.$/, q.question);
        return { truth: rel === 'greater' ? Number(a) > Number(b) : Number(a) < Number(b) };
      },
      orderNegatives: (q) => {
        if (q.type === 'multiple-choice') return { answer: String(Math.min(...q.options.map(Number))) };
        const [, list] = match(/^Write these numbers in order from smallest to largest: (.+)\.$/, q.question);
        return { answer: list.split(', ').map(Number).sort((p, r) => p - r).join(', ') };
      },
    });
  });
});
