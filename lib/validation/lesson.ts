/** Bodies and queries of the lesson API. */
import { z } from 'zod';
import { SUBJECT_MAX } from '@/lib/constants/curriculum';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/constants/lists';
import { LessonRequestSchema } from '@/lib/ai/schemas';

/** POST /api/generate/lesson: the request, with the role it is made as (teacher only for now). */
export const generateLessonBodySchema = LessonRequestSchema.extend({
  role: z.literal('teacher', { error: 'role: only the teacher role can generate lessons for now' }).optional(),
});

/** GET /api/lessons?page&limit&search&subject. */
export const listLessonsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(SUBJECT_MAX).optional(),
});

const lessonId = z.string({ error: 'lessonId is required' }).trim().min(1, 'lessonId is required').max(64);
const FEEDBACK_MAX = 1000;

/** The spec's message for empty feedback (product-spec §5). */
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
