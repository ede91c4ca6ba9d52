/**
 * Progress events of a generation. Stage texts and percentages are fixed, but each is emitted
 * when the work it names has really happened, never on a timer.
 */
import type { PartName } from './providers/types';

export const STAGES = {
  analysing: { percent: 15, message: 'Analyzing your topic...' },
  structuring: { percent: 30, message: 'Structuring lesson plan...' },
  activities: { percent: 50, message: 'Creating engaging activities...' },
  worksheet: { percent: 70, message: 'Designing worksheet questions...' },
  quiz: { percent: 85, message: 'Generating quiz questions...' },
  finalising: { percent: 95, message: 'Finalizing your lesson...' },
} as const;
export type StageId = keyof typeof STAGES;

export type ProgressEvent =
  | { type: 'stage'; stage: StageId; percent: number; message: string }
  | { type: 'part-done'; part: PartName; ok: boolean }
  | { type: 'warning'; message: string }
  | { type: 'done'; id?: string; warnings?: string[]; preview?: unknown }
  | { type: 'error'; error: string; code: string };

export type ProgressListener = (event: ProgressEvent) => void;

export function stageEvent(stage: StageId): ProgressEvent {
  return { type: 'stage', stage, ...STAGES[stage] };
}
