/**
 * Editing the homework, assessment, support and challenge sections of a saved lesson
 * (PUT /api/lessons/{id}/section/{sectionId}). Every edit spends one of the lesson's
 * customisations, saved in the same statement (spendCustomisation), so parallel edits can never
 * pass the limit.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { lessons } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { describeZodError } from '@/lib/http/zod-error';
import { idSchema, isId } from '@/lib/http/ids';
import { LessonPlanSchema, normaliseLessonPlan } from '@/lib/ai/schemas';
import { spendCustomisation } from './customisations';
import { ownsLesson } from './service';

export const EDITABLE_SECTIONS = ['homework', 'assessment', 'support', 'challenge'] as const;
export type EditableSection = (typeof EDITABLE_SECTIONS)[number];

/** Path parameters of PUT /api/lessons/{id}/section/{sectionId}: a lesson id and an editable section. */
export const sectionParamsSchema = z.object({ id: idSchema, sectionId: z.enum(EDITABLE_SECTIONS) });

/**
 * The 404 message for path parameters that fail sectionParamsSchema: a malformed lesson id is
 * a missing lesson; an unknown section names the ones that can be edited.
 */
export function sectionNotFound(raw: Record<string, string | string[]>): string {
  if (typeof raw.id !== 'string' || !isId(raw.id)) return 'Lesson not found';
  return `No editable section "${String(raw.sectionId)}". Editable: ${EDITABLE_SECTIONS.join(', ')}`;
}

const plan = LessonPlanSchema.shape;
const SECTION_SCHEMAS = {
  homework: plan.homework,
  assessment: plan.assessment,
  support: plan.differentiation.shape.support,
  challenge: plan.differentiation.shape.challenge,
} as const;
/** Where each section lives inside the stored content. */
const SECTION_PATHS: Record<EditableSection, string[]> = {
  homework: ['lessonPlan', 'homework'],
  assessment: ['lessonPlan', 'assessment'],
  support: ['lessonPlan', 'differentiation', 'support'],
  challenge: ['lessonPlan', 'differentiation', 'challenge'],
};

/** Validates a section's new data, accepting items given as strings or as objects. */
export function parseSection(section: EditableSection, data: unknown): unknown {
  // Reuse the plan normaliser by placing the section where it would sit in a plan.
  const wrapped =
    section === 'support' || section === 'challenge'
      ? { differentiation: { support: [], challenge: [], [section]: data } }
      : { [section]: data };
  const normalised = normaliseLessonPlan(wrapped) as Record<string, Record<string, unknown>>;
  const value = section === 'support' || section === 'challenge' ? normalised.differentiation[section] : normalised[section];
  const result = SECTION_SCHEMAS[section].safeParse(value);
  if (!result.success) throw new ApiError('VALIDATION_ERROR', `data: ${describeZodError(result.error)}`);
  return result.data;
}

/**
 * Saves the section and counts one customisation. Returns the customisations left.
 * NOT_FOUND (404) for a lesson that is missing or not the user's; CUSTOMIZATION_LIMIT (400,
 * text contains "Customization limit") when none are left.
 */
export async function updateSection(
  userId: string,
  lessonId: string,
  section: EditableSection,
  data: unknown,
): Promise<{ customizationsRemaining: number }> {
  const value = parseSection(section, data);
  if (!(await ownsLesson(userId, lessonId))) throw new ApiError('NOT_FOUND', 'Lesson not found');
  const path = `{${SECTION_PATHS[section].join(',')}}`;
  const customizationsRemaining = await spendCustomisation(userId, lessonId, {
    content: sql`jsonb_set(${lessons.content}, ${path}::text[], ${JSON.stringify(value)}::jsonb)`,
  });
  return { customizationsRemaining };
}

/** PUT /api/lessons/{id}/section/{sectionId} {data}: the section's new content (checked by parseSection). */
export const sectionBodySchema = z.object({
  data: z
    .unknown()
    .refine((v) => v !== undefined, 'data is required')
    .meta({ description: 'homework {description, tasks}, assessment {formative, summative}, or a list of strings for support and challenge.' }),
});
