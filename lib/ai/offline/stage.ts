/**
 * Year group → school stage, so wording, difficulty and pedagogy fit the pupils
 * (Reception is the Early Years Foundation Stage; Years 12–13 are the sixth form).
 */
import { keyStageOf, yearNumber, type KeyStage } from '@/lib/ai/key-stage';

export interface Stage {
  id: KeyStage;
  /** 0 for Reception, otherwise the year number 1–13. */
  year: number;
  /** "Reception" or "Year 8". */
  yearLabel: string;
  /** "Key Stage 3", "the Early Years Foundation Stage", "the sixth form (Key Stage 5)". */
  keyStage: string;
  /** Reception to Year 6. */
  primary: boolean;
  /** Reception to Year 2: very short sentences and simple words. */
  early: boolean;
}

/** The stage of a year group ("Year 8", "Reception"); see lib/ai/key-stage.ts for the rule. */
export function stageFor(yearGroup: unknown): Stage {
  const year = yearNumber(yearGroup);
  const id = keyStageOf(yearGroup);
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
    primary: id === 'eyfs' || id === 'ks1' || id === 'ks2',
    early: id === 'eyfs' || id === 'ks1',
  };
}

/** Picks the wording for a stage: very simple (R–Y2), primary (Y3–6), secondary, sixth form. */
export function byStage<T>(stage: Stage, early: T, primary: T, secondary: T, sixthForm: T = secondary): T {
  if (stage.early) return early;
  if (stage.primary) return primary;
  return stage.id === 'ks5' ? sixthForm : secondary;
}
