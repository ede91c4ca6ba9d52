/**
 * Exact arithmetic and the way numbers are written in questions and answers. Decimals are
 * handled as whole numbers of tenths or hundredths, never as floats.
 */

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** A whole number with thousands separators: 3752 → "3,752", -12000 → "-12,000". */
export function fmt(n: number): string {
  const s = String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${s}` : s;
}

/** `units` tenths/hundredths/… as a decimal, trailing zeros dropped: fixed(615, 2) → "6.15". */
export function fixed(units: number, dp: number): string {
  const neg = units < 0;
  const scale = 10 ** dp;
  const abs = Math.abs(Math.round(units));
  const whole = Math.floor(abs / scale);
  const frac = dp > 0 ? String(abs % scale).padStart(dp, '0').replace(/0+$/, '') : '';
  return `${neg && abs !== 0 ? '-' : ''}${fmt(whole)}${frac ? `.${frac}` : ''}`;
}

/** Like `fixed` but keeps every decimal place: padded(350, 2) → "3.50" (for rounding answers). */
export function padded(units: number, dp: number): string {
  const scale = 10 ** dp;
  const abs = Math.abs(Math.round(units));
  const frac = dp > 0 ? `.${String(abs % scale).padStart(dp, '0')}` : '';
  return `${units < 0 && abs !== 0 ? '-' : ''}${fmt(Math.floor(abs / scale))}${frac}`;
}

/** Money from pence: 8400 → "£84", 7680 → "£76.80". */
export function money(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const p = pence % 100;
  return p === 0 ? `£${fmt(pounds)}` : `£${fmt(pounds)}.${String(p).padStart(2, '0')}`;
}

/** n/d in its simplest form: "2/3", or "4" when it is whole. */
export function fraction(n: number, d: number): string {
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1;
  const [a, b] = [n / g, d / g];
  return b === 1 ? `${a}` : `${a}/${b}`;
}

/** n/d in its simplest form as a mixed number when it is more than 1: "1 1/12". */
export function mixed(n: number, d: number): string {
  const g = gcd(n, d) || 1;
  const [a, b] = [n / g, d / g];
  if (b === 1) return `${a}`;
  if (a < b) return `${a}/${b}`;
  return `${Math.floor(a / b)} ${a % b}/${b}`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "2/3", "1 1/12" or "4" as [numerator, denominator], or null. */
export function parseFraction(s: string): [number, number] | null {
  const m = /^(-?\d+)(?: (\d+)\/(\d+))?$|^(-?\d+)\/(\d+)$/.exec(s.trim());
  if (!m) return null;
  if (m[4] !== undefined) return [Number(m[4]), Number(m[5])];
  if (m[2] !== undefined) return [Number(m[1]) * Number(m[3]) + Number(m[2]), Number(m[3])];
  return [Number(m[1]), 1];
}

/** A test for options equal in value to n/d, however they are written. */
export const sameFraction = (n: number, d: number) => (option: string) => {
  const f = parseFraction(option);
  return f !== null && f[1] !== 0 && f[0] * d === n * f[1];
};
