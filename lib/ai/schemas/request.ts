/**
 * What a teacher asks for. Used by the generate form, the preview form and the route handlers.
 */
import { z } from 'zod';
import { DURATIONS, TOPIC_MAX, TOPIC_MIN } from '@/lib/constants/lessons';
import { examBoardSchema, nationSchema, subjectSchema, yearGroupSchema } from '@/lib/validation/user';

/** The message for a topic without a vowel. */
export const INVALID_TOPIC_MESSAGE =
  'Please provide a valid educational topic (not random characters). Try: "Solving equations", "Photosynthesis", "Shakespeare"';

export const SPECIAL_REQUIREMENTS_MAX = 1000;

export const topicSchema = z
  .string({ error: 'Topic is required' })
  .trim()
  .min(1, 'Topic is required')
  .min(TOPIC_MIN, `Topic must be at least ${TOPIC_MIN} characters`)
  .max(TOPIC_MAX, `Topic must be at most ${TOPIC_MAX} characters`)
  .refine((t) => /[aeiouy]/i.test(t), INVALID_TOPIC_MESSAGE);

export const durationSchema = z.coerce
  .number({ error: 'Duration is required' })
  .refine((d): d is (typeof DURATIONS)[number] => (DURATIONS as readonly number[]).includes(d), {
    message: `Duration must be one of ${DURATIONS.join(', ')} minutes`,
  });

export const LessonRequestSchema = z.object({
  subject: subjectSchema,
  topic: topicSchema,
  duration: durationSchema,
  yearGroup: yearGroupSchema,
  location: nationSchema.nullish(),
  examBoard: examBoardSchema.nullish(),
  specialRequirements: z
    .string()
    .trim()
    .max(SPECIAL_REQUIREMENTS_MAX, `Special requirements must be at most ${SPECIAL_REQUIREMENTS_MAX} characters`)
    .nullish(),
});
export type LessonRequest = z.infer<typeof LessonRequestSchema>;
