/** Bodies, queries and answers of the lesson API. */
import { z } from 'zod';
import { isoDateTime } from './time';
import { SUBJECT_MAX } from '@/lib/constants/curriculum';
import { EXPORT_FORMATS } from '@/lib/constants/lessons';
import { PRINT_VARIANTS, type PrintVariant } from '@/lib/lessons/print-variants';
import { LessonPlanSchema, LessonRequestSchema, PHASES, PhaseSchema, QuizSchema, WorksheetSchema } from '@/lib/ai/schemas';
import { isId } from '@/lib/http/ids';
import { pageQuerySchema, pageSchema } from '@/lib/http/paging';

/** POST /api/generate/lesson: the request, with the role it is made as (teacher only for now). */
export const generateLessonBodySchema = LessonRequestSchema.extend({
  role: z.literal('teacher', { error: 'role: only the teacher role can generate lessons for now' }).optional(),
});

/** GET /api/lessons?page&limit&search&subject: search matches the title or topic. */
export const listLessonsQuerySchema = pageQuerySchema().extend({
  search: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(SUBJECT_MAX).optional(),
});

/** A saved lesson's id in a body: a row id, so a malformed one is refused before any query (400). */
const lessonId = z
  .string({ error: 'lessonId is required' })
  .trim()
  .min(1, 'lessonId is required')
  .refine(isId, 'must be a valid id');
const FEEDBACK_MAX = 1000;

/** The message for empty feedback. */
export const FEEDBACK_REQUIRED_MESSAGE = "Please provide feedback for how you'd like this section changed";

/** POST /api/generate/regenerate-section {lessonId, section, feedback, currentContent?}. */
export const regenerateSectionBodySchema = z.object({
  lessonId,
  section: z.enum(['starter', 'main', 'plenary'], { error: 'section must be starter, main or plenary' }),
  feedback: z
    .string({ error: FEEDBACK_REQUIRED_MESSAGE })
    .trim()
    .min(1, FEEDBACK_REQUIRED_MESSAGE)
    .max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`),
  // Sent by older clients; the stored lesson is the source of truth.
  currentContent: z.unknown().optional(),
});

/** POST /api/generate/lesson-plan | worksheet | quiz {lessonId, feedback?}. */
export const regeneratePartBodySchema = z.object({
  lessonId,
  feedback: z.string().trim().max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`).optional(),
});

const minutes = z.number().int().min(0).meta({ description: 'Minutes.' });

/** A lesson in a list: what the library and the dashboard show. */
export const lessonSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    topic: z.string(),
    yearGroup: z.string().nullable(),
    duration: minutes,
    createdAt: isoDateTime,
  })
  .meta({ id: 'LessonSummary' });
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET /api/lessons: one page of the owner's lessons, newest first. */
export const lessonPageSchema = pageSchema(lessonSummarySchema);

/** A saved lesson with its plan, worksheet and quiz; a part that could not be written is null with a warning. */
export const lessonViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    topic: z.string(),
    yearGroup: z.string().nullable(),
    examBoard: z.string().nullable(),
    location: z.string().nullable(),
    duration: minutes,
    createdAt: isoDateTime,
    createdAsRole: z.string(),
    provider: z.string().nullable().meta({ description: 'Who wrote it: the lesson writer\'s provider name.' }),
    warnings: z.array(z.string()).meta({ description: 'Problems the teacher should know about, e.g. a part that could not be written.' }),
    metadata: z.object({
      customizationCount: z.number().int().min(0),
      customizationsRemaining: z.number().int().min(0),
    }),
    lessonPlan: LessonPlanSchema,
    worksheet: WorksheetSchema.nullable(),
    quiz: QuizSchema.nullable(),
  })
  .meta({ id: 'Lesson' });
export type LessonView = z.infer<typeof lessonViewSchema>;

/** The id of a newly saved lesson. */
export const lessonIdSchema = z.object({ id: z.string() });

/** Beside `data` in POST /api/generate/lesson's JSON answer: what the teacher should know (absent when nothing). */
export const generateLessonExtras = { warnings: z.array(z.string()).optional() };

/** POST /api/generate/regenerate-section: the rewritten phase and the customisations left. */
export const regenerateSectionResultSchema = z.object({
  section: z.enum(PHASES),
  content: PhaseSchema,
  customizationsRemaining: z.number().int().min(0),
});

/** PUT /api/lessons/{id}/section/{sectionId}: the customisations left. */
export const sectionUpdateResultSchema = z.object({ customizationsRemaining: z.number().int().min(0) });

/** GET /api/lessons/stats/usage: the plan's allowance and the lessons kept. */
export const lessonUsageSchema = z.object({
  isPremium: z.boolean(),
  limit: z.number().int().nullable().meta({ description: 'Free lessons in the plan; null when unlimited.' }),
  used: z.number().int().min(0),
  remaining: z.number().int().nullable().meta({ description: 'Free lessons left; null when unlimited.' }),
  credits: z.number().int().min(0),
  totalLessons: z.number().int().min(0),
  thisMonth: z.number().int().min(0),
  customizationsPerLesson: z.number().int(),
});

const variantIds = PRINT_VARIANTS.map((v) => v.id) as [PrintVariant, ...PrintVariant[]];

/** GET /api/lessons/{id}/export?variant&format: which print copy, as Word or PDF. */
export const lessonExportQuerySchema = z.object({
  variant: z.enum(variantIds, { error: `variant must be one of ${variantIds.join(', ')}` }),
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` }),
});
