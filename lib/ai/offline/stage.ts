/**
 * Year group → school stage, so wording, difficulty and pedagogy fit the pupils
 * (Reception is the Early Years Foundation Stage; Years 12–13 are the sixth form).
 */
export type StageId = 'eyfs' | 'ks1' | 'ks2' | 'ks3' | 'ks4' | 'ks5';

export interface Stage {
  id: StageId;
  /** 0 for Reception, otherwise the year number 1–13. */
  year: number;
  /** "Reception" or "Year 8". */
  yearLabel: string;
  /** "Key Stage 3", "the Early Years Foundation Stage", "the sixth form (Key Stage 5)". */
  keyStage: string;
  primary: boolean;
  /** Reception to Year 2: very short sentences and simple words. */
  early: boolean;
}

export function yearNumber(yearGroup: unknown): number {
  const text = typeof yearGroup === 'string' ? yearGroup.trim().toLowerCase() : '';
  if (text.startsWith('reception')) return 0;
  const m = /(\d{1,2})/.exec(text);
  if (!m) return 7;
  return Math.min(13, Math.max(1, Number(m[1])));
}

export function stageFor(yearGroup: unknown): Stage {
  const year = yearNumber(yearGroup);
  const id: StageId = year === 0 ? 'eyfs' : year <= 2 ? 'ks1' : year <= 6 ? 'ks2' : year <= 9 ? 'ks3' : year <= 11 ? 'ks4' : 'ks5';
  const keyStage = {
    eyfs: 'the Early Years Foundation Stage',
    ks1: 'Key Stage 1',
    ks2: 'Key Stage 2',
    ks3: 'Key Stage 3',
    ks4: 'Key Stage 4 (GCSE)',
    ks5: 'the sixth form (Key Stage 5)',
  }[id];
  return {
    id,
    year,
    yearLabel: year === 0 ? 'Reception' : `Year ${year}`,
    keyStage,
    primary: year <= 6,
    early: year <= 2,
  };
}

/** Picks the wording for a stage: very simple (R–Y2), primary (Y3–6), secondary, sixth form. */
export function byStage<T>(stage: Stage, early: T, primary: T, secondary: T, sixthForm: T = secondary): T {
  if (stage.early) return early;
  if (stage.primary) return primary;
  return stage.id === 'ks5' ? sixthForm : secondary;
}
