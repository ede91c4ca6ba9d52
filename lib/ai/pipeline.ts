/**
 * generateLesson(request, onEvent) → { content, warnings }: the three parts are written
 * concurrently, so a lesson takes about as long as its slowest part. Each part is validated
 * against its schema, repaired where the fault is mechanical, checked against the invariants,
 * and sent back to the provider once with the list of problems if it still fails.
 * A plan that fails fails the request; a worksheet or quiz that fails is left empty with a
 * warning.
 */
import type { z } from 'zod';
import { ApiError, isApiError } from '@/lib/http/errors';
import { log } from '@/lib/log';
import { LessonPlanInput, QuizInput, WorksheetInput, type LessonContent, type LessonRequest } from './schemas';
import {
  checkLessonPlan,
  checkQuiz,
  checkWorksheet,
  describeProblems,
  repairLessonPlan,
  repairQuiz,
  repairWorksheet,
  type Problem,
} from './invariants';
import type { LessonProvider, PartName, PartRequest } from './providers/types';
import { stageEvent, type ProgressListener, type StageId } from './progress';

export const PART_LABELS: Record<PartName, string> = { lessonPlan: 'lesson plan', worksheet: 'worksheet', quiz: 'quiz' };

/** A part as stored in a lesson: the lesson plan, the worksheet or the quiz. */
export type PartValue<P extends PartName> = NonNullable<LessonContent[P]>;

interface PartRules<P extends PartName> {
  /** The lenient input schema: accepts the allowed input variants, returns the stored shape. */
  schema: z.ZodType<PartValue<P>>;
  repair: (value: PartValue<P>, durationMinutes: number) => PartValue<P>;
  check: (value: PartValue<P>, durationMinutes: number) => Problem[];
}

/** Each part's schema, mechanical repairs and invariant checks. */
const PART_RULES: { [P in PartName]: PartRules<P> } = {
  lessonPlan: { schema: LessonPlanInput, repair: (plan, minutes) => repairLessonPlan(plan, minutes).plan, check: checkLessonPlan },
  worksheet: { schema: WorksheetInput, repair: (worksheet) => repairWorksheet(worksheet).worksheet, check: checkWorksheet },
  quiz: { schema: QuizInput, repair: (quiz) => repairQuiz(quiz).quiz, check: checkQuiz },
};

/**
 * Validates one part against its schema, makes the mechanical repairs (timings, totals, answer
 * spelling) and checks the lesson invariants for a lesson of `request.duration` minutes.
 * Returns the repaired part, or the problems found as "[check] path: message" lines (schema
 * faults first, at most 20 of them). Used for written parts and for teachers' edits alike.
 */
export function validatePart<P extends PartName>(
  part: P,
  raw: unknown,
  request: { duration: number },
): { ok: true; value: PartValue<P> } | { ok: false; problems: string[] } {
  const rules: PartRules<P> = PART_RULES[part];
  const parsed = rules.schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 20).map((i) => `[schema] ${i.path.join('.') || part}: ${i.message}`),
    };
  }
  const value = rules.repair(parsed.data, request.duration);
  const problems = rules.check(value, request.duration);
  return problems.length ? { ok: false, problems: describeProblems(problems) } : { ok: true, value };
}

/**
 * Writes one part, asking once more with the problems if the first attempt is unsound. Returns
 * the validated, repaired part; rejects with PROVIDER_ERROR (502) when the second attempt is
 * unsound too, or with the provider's own ApiError.
 */
export async function producePart<P extends PartName>(
  provider: LessonProvider,
  part: P,
  request: LessonRequest,
  signal?: AbortSignal,
  feedback?: PartRequest['feedback'],
): Promise<PartValue<P>> {
  const first = await provider.generatePart({ part, request, feedback }, { signal });
  const checked = validatePart(part, first, request);
  if (checked.ok) return checked.value;
  log.warn({ part, provider: provider.name, problems: checked.problems }, 'part failed checks; asking again');
  const second = await provider.generatePart({ part, request, feedback, problems: checked.problems, previous: first }, { signal });
  const rechecked = validatePart(part, second, request);
  if (rechecked.ok) return rechecked.value;
  throw new ApiError('PROVIDER_ERROR', `The ${PART_LABELS[part]} could not be written correctly. Please try again.`);
}

export interface GeneratedLesson {
  content: LessonContent;
  warnings: string[];
  provider: LessonProvider['name'];
}

/**
 * Writes a whole lesson. Emits progress events as parts really finish; rejects with ApiError
 * (PROVIDER_ERROR 502 / PROVIDER_UNAVAILABLE 503) when the plan cannot be written.
 */
export async function generateLesson(
  request: LessonRequest,
  provider: LessonProvider,
  onEvent: ProgressListener = () => {},
  signal?: AbortSignal,
): Promise<GeneratedLesson> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });

  const emitted = new Set<StageId>();
  const done = new Set<PartName>();
  const emit = (stage: StageId) => {
    if (!emitted.has(stage)) {
      emitted.add(stage);
      onEvent(stageEvent(stage));
    }
  };
  // The progress stages in order, each once what it names has happened.
  const advance = () => {
    if (done.has('lessonPlan')) emit('activities');
    if (done.has('lessonPlan') && done.has('worksheet')) emit('worksheet');
    if (done.size === 3) emit('quiz');
  };

  emit('analysing');
  const run = (part: PartName) =>
    producePart(provider, part, request, controller.signal).then(
      (value) => {
        done.add(part);
        onEvent({ type: 'part-done', part, ok: true });
        advance();
        return value;
      },
      (err: unknown) => {
        done.add(part);
        onEvent({ type: 'part-done', part, ok: false });
        advance();
        throw err;
      },
    );

  const plan = run('lessonPlan');
  // Without a plan there is no lesson: stop the other parts at once.
  plan.catch(() => controller.abort());
  const worksheet = run('worksheet');
  const quiz = run('quiz');
  emit('structuring');

  try {
    const [planResult, worksheetResult, quizResult] = await Promise.allSettled([plan, worksheet, quiz]);
    if (planResult.status === 'rejected') {
      const err = planResult.reason;
      throw isApiError(err) ? err : new ApiError('PROVIDER_ERROR', 'The lesson could not be written. Please try again.');
    }
    const warnings: string[] = [];
    const partOrNull = (result: PromiseSettledResult<unknown>, part: PartName) => {
      if (result.status === 'fulfilled') return result.value;
      const message = `The ${PART_LABELS[part]} could not be created; you can regenerate it from the lesson.`;
      warnings.push(message);
      onEvent({ type: 'warning', message });
      return null;
    };
    const content = {
      lessonPlan: planResult.value,
      worksheet: partOrNull(worksheetResult, 'worksheet'),
      quiz: partOrNull(quizResult, 'quiz'),
    } as LessonContent;
    emit('finalising');
    return { content, warnings, provider: provider.name };
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
