/**
 * Minutes: the lesson is split into starter, main and plenary (about 15% / 70% / 15%, to the
 * nearest five minutes where the lesson allows), and each phase among its activities, in whole
 * minutes that always add up exactly.
 */

/** Splits `total` whole minutes in proportion to `weights` (largest remainder). */
export function allocate(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.map((x) => (x > 0 ? x : 0));
  const sum = w.reduce((a, b) => a + b, 0) || w.length;
  const exact = w.map((x) => ((sum === w.length && x === 0 ? 1 : x) / sum) * total);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k].i] += 1;
  return out;
}

/** Starter, main and plenary minutes for a lesson of `duration` minutes; they sum exactly. */
export function splitLesson(duration: number): [number, number, number] {
  const total = Math.max(0, Math.round(duration));
  if (total < 3) return [0, total, 0];
  const share = total * 0.15;
  let edge = total >= 30 ? Math.max(5, Math.round(share / 5) * 5) : Math.max(1, Math.round(share));
  if (total - 2 * edge < 1) edge = Math.floor((total - 1) / 2);
  return [edge, total - 2 * edge, edge];
}

export interface Timed<T> {
  item: T;
  minutes: number;
}

/**
 * Gives each item at least one minute and shares the rest by weight. When the phase is shorter
 * than the list, the first items (by order) are kept, so no activity lasts zero minutes.
 */
export function fitActivities<T extends { weight: number }>(minutes: number, items: T[]): Timed<T>[] {
  if (items.length === 0) return [];
  const keep = minutes <= 0 ? items.slice(0, 1) : items.slice(0, Math.max(1, Math.min(items.length, minutes)));
  if (minutes <= 0) return [{ item: keep[0], minutes: 0 }];
  const extra = allocate(minutes - keep.length, keep.map((a) => a.weight));
  return keep.map((item, i) => ({ item, minutes: 1 + extra[i] }));
}
