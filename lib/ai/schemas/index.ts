/**
 * The engine's schemas, their lenient input forms, and the JSON Schemas sent to the model
 * (derived, never written twice).
 */
import { z } from 'zod';
import { LessonPlanSchema } from './lesson-plan';
import { QuizSchema, WorksheetSchema } from './questions';
import { normaliseLessonPlan, normaliseQuiz, normaliseWorksheet } from './normalise';

export * from './lesson-plan';
export * from './questions';
export * from './request';
export { normaliseLessonPlan, normaliseQuiz, normaliseWorksheet } from './normalise';

/** Lenient parsers: accept the allowed input variants, return the stored shape. */
export const LessonPlanInput = z.preprocess(normaliseLessonPlan, LessonPlanSchema);
export const WorksheetInput = z.preprocess(normaliseWorksheet, WorksheetSchema);
export const QuizInput = z.preprocess(normaliseQuiz, QuizSchema);

/** A saved lesson's content. A worksheet or quiz that could not be made is null (with a warning). */
export const LessonContentSchema = z.object({
  lessonPlan: LessonPlanSchema,
  worksheet: WorksheetSchema.nullable(),
  quiz: QuizSchema.nullable(),
});
export type LessonContent = z.infer<typeof LessonContentSchema>;

/** JSON Schemas for structured output, derived from the zod schemas. */
export const jsonSchemas = {
  lessonPlan: z.toJSONSchema(LessonPlanSchema, { target: 'draft-7' }),
  worksheet: z.toJSONSchema(WorksheetSchema, { target: 'draft-7' }),
  quiz: z.toJSONSchema(QuizSchema, { target: 'draft-7' }),
};
