/**
 * The offline lesson writer: deterministic, no network, no model. A request is
 * answered, in order of preference, by a hand-checked library lesson, a maths lesson with
 * computed questions, or a generic scaffold built around the topic as inert text. Every lesson
 * passes LessonContentSchema and the invariants.
 */
import type { LessonContent, LessonRequest } from '@/lib/ai/schemas';
import { assemble } from './assemble';
import { genericOutline } from './generic';
import { libraryOutline, matchLibrary } from './library';
import { matchMathsTopic, mathsOutline } from './maths';
import { rngFor } from './rng';
import { stageFor } from './stage';
import type { Outline } from './types';

export type OfflineSource = 'library' | 'maths' | 'generic';

/** Text as a plain single line: control characters removed, whitespace collapsed. */
export function inertText(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim() : '';
  return text || fallback;
}

/** A stable key for a request: the fields that shape a lesson, in a fixed order. */
export function requestKey(request: LessonRequest): string {
  const r = request as Partial<LessonRequest>;
  return JSON.stringify([r.subject ?? null, r.topic ?? null, r.yearGroup ?? null, r.duration ?? null, r.examBoard ?? null, r.location ?? null, r.specialRequirements ?? null]);
}

/** Which source writes the lesson for a request (exported for tests and the UI). */
export function offlineSource(request: LessonRequest): OfflineSource {
  const topic = inertText(request.topic, '');
  if (matchLibrary(topic)) return 'library';
  if (matchMathsTopic(topic, inertText(request.subject, ''))) return 'maths';
  return 'generic';
}

/** Minutes for the lesson: the request's duration, or 60 if it is not a usable number. */
function minutes(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 1 ? Math.min(600, Math.round(n)) : 60;
}

/**
 * The offline lesson for a request. `variant` (e.g. a teacher's feedback on a rewrite) seeds a
 * different but equally valid lesson: new computed maths questions and activity choices.
 */
export function offlineLesson(request: LessonRequest, variant = ''): LessonContent {
  const topic = inertText(request.topic, 'this topic');
  const subject = inertText(request.subject, 'General');
  const stage = stageFor(request.yearGroup);
  const duration = minutes(request.duration);
  const rng = rngFor(variant ? `${requestKey(request)}\u0000${variant}` : requestKey(request));

  let outline: Outline;
  const library = matchLibrary(topic);
  const maths = library ? null : matchMathsTopic(topic, subject);
  if (library) outline = libraryOutline(library, stage);
  else if (maths) outline = mathsOutline(maths, topic, stage, duration, rng);
  else outline = genericOutline(topic, subject, stage, duration, rng);

  return assemble(outline, {
    stage,
    duration,
    topic,
    examBoard: typeof request.examBoard === 'string' && request.examBoard ? request.examBoard : null,
    hasSpecialRequirements: typeof request.specialRequirements === 'string' && request.specialRequirements.trim().length > 0,
  });
}
