/**
 * The one interface every lesson-writing provider implements. A provider returns raw part content;
 * the pipeline validates, repairs and retries.
 */
import type { LessonRequest } from '@/lib/ai/schemas';

export type PartName = 'lessonPlan' | 'worksheet' | 'quiz';

export interface PartRequest {
  part: PartName;
  request: LessonRequest;
  /** Problems found in the previous attempt, when the pipeline asks once more. */
  problems?: string[];
  /** The previous attempt, sent back with `problems`. */
  previous?: unknown;
  /** The teacher's feedback when rewriting part of a saved lesson. */
  feedback?: { text: string; section?: 'starter' | 'main' | 'plenary'; current?: unknown };
}

export interface LessonProvider {
  readonly name: 'anthropic' | 'offline';
  /** Writes one part of the lesson. Resolves with raw JSON-like content; rejects with ApiError. */
  generatePart(req: PartRequest, options?: { signal?: AbortSignal }): Promise<unknown>;
}
