/**
 * Year group → key stage, the one rule the prompts and the offline writer share: Reception is
 * the Early Years Foundation Stage, Years 1–2 Key Stage 1, Years 3–6 Key Stage 2, Years 7–9 Key
 * Stage 3, Years 10–11 Key Stage 4 (GCSE) and Years 12–13 Key Stage 5 (the sixth form).
 */
export type KeyStage = 'eyfs' | 'ks1' | 'ks2' | 'ks3' | 'ks4' | 'ks5';

/**
 * The school year of a year group: 0 for "Reception", otherwise the number in it clamped to
 * 1–13 ("Year 8" → 8). Anything without a number counts as Year 7, the first secondary year.
 */
export function yearNumber(yearGroup: unknown): number {
  const text = typeof yearGroup === 'string' ? yearGroup.trim().toLowerCase() : '';
  if (text.startsWith('reception')) return 0;
  const m = /(\d{1,2})/.exec(text);
  if (!m) return 7;
  return Math.min(13, Math.max(1, Number(m[1])));
}

/** The key stage a year group belongs to ("Year 8" → 'ks3'), by the rule above. */
export function keyStageOf(yearGroup: unknown): KeyStage {
  const year = yearNumber(yearGroup);
  if (year === 0) return 'eyfs';
  if (year <= 2) return 'ks1';
  if (year <= 6) return 'ks2';
  if (year <= 9) return 'ks3';
  if (year <= 11) return 'ks4';
  return 'ks5';
}
