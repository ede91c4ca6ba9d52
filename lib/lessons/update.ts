/**
 * Replacing parts of a saved lesson (PUT /api/lessons/{id}): a new title, and/or a whole lesson
 * plan, worksheet or quiz written by the teacher. Edited parts go through the same schema,
 * mechanical repairs and invariants as generated ones. Changing content spends one
 * customisation in the same statement as the save (spendCustomisation), so parallel edits never
 * pass the limit; renaming alone is free.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { lessons } from '@/db/schema';
import { TITLE_MAX } from '@/lib/constants/lessons';
import { ApiError } from '@/lib/http/errors';
import { LessonPlanInput, QuizInput, WorksheetInput } from '@/lib/ai/schemas';
import { validatePart, type PartValue } from '@/lib/ai/pipeline';
import type { PartName } from '@/lib/ai/providers/types';
import { spendCustomisation } from './customisations';
import { getLesson, type LessonView } from './service';

/** PUT /api/lessons/{id} body: at least one of title, lessonPlan, worksheet, quiz. */
export const updateLessonBodySchema = z
  .object({
    title: z.string().trim().min(1, 'title must not be empty').max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`).optional(),
    lessonPlan: LessonPlanInput.optional(),
    worksheet: WorksheetInput.optional(),
    quiz: QuizInput.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one of title, lessonPlan, worksheet or quiz');
export type UpdateLessonBody = z.infer<typeof updateLessonBodySchema>;

/**
 * A teacher's part after the same validation, mechanical repairs and invariant checks as a
 * written one; VALIDATION_ERROR (400) "<part>: <where>: <first broken rule>" otherwise.
 */
function checkedEdit<P extends PartName>(part: P, value: unknown, durationMinutes: number): PartValue<P> {
  const checked = validatePart(part, value, { duration: durationMinutes });
  if (checked.ok) return checked.value;
  throw new ApiError('VALIDATION_ERROR', `${part}: ${checked.problems[0].replace(/^\[[^\]]+\]\s*/, '')}`);
}

/**
 * Saves the changes and returns the updated lesson. NOT_FOUND (404) for a lesson that is missing
 * or not the user's; VALIDATION_ERROR (400) naming the first broken rule; CUSTOMIZATION_LIMIT
 * (400, "Customization limit…") when content changes and no customizations are left.
 */
export async function updateLesson(userId: string, lessonId: string, body: UpdateLessonBody): Promise<LessonView> {
  const lesson = await getLesson(userId, lessonId);
  const changes: { [P in PartName]?: PartValue<P> } = {};
  if (body.lessonPlan) changes.lessonPlan = checkedEdit('lessonPlan', body.lessonPlan, lesson.duration);
  if (body.worksheet) changes.worksheet = checkedEdit('worksheet', body.worksheet, lesson.duration);
  if (body.quiz) changes.quiz = checkedEdit('quiz', body.quiz, lesson.duration);

  const contentChanged = Object.keys(changes).length > 0;
  // The row's title and the plan's title are one title: a rename or a new plan sets both.
  const title = body.title ?? changes.lessonPlan?.title;
  let content = sql`${lessons.content}`;
  if (contentChanged) content = sql`${content} || ${JSON.stringify(changes)}::jsonb`;
  if (title) content = sql`jsonb_set(${content}, '{lessonPlan,title}', ${JSON.stringify(title)}::jsonb)`;
  const set = { content, ...(title ? { title } : {}) };
  if (contentChanged) {
    await spendCustomisation(userId, lessonId, set);
  } else {
    // A rename alone is free.
    const db = await getDb();
    const [row] = await db
      .update(lessons)
      .set(set)
      .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)))
      .returning({ id: lessons.id });
    if (!row) throw new ApiError('NOT_FOUND', 'Lesson not found');
  }
  return getLesson(userId, lessonId);
}
