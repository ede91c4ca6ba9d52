/** Bodies and answers of the preview API. */
import { z } from 'zod';
import { durationSchema, topicSchema } from '@/lib/ai/schemas/request';
import { subjectSchema, yearGroupSchema } from './user';
import { DEFAULT_DURATION } from '@/lib/constants/lessons';

/** POST /api/generate/preview {subject, topic, duration?, yearGroup}. */
export const previewBodySchema = z.object({
  subject: subjectSchema,
  topic: topicSchema,
  duration: durationSchema.default(DEFAULT_DURATION),
  yearGroup: yearGroupSchema,
});

/** POST /api/generate/claim-preview {previewToken}. */
export const claimPreviewBodySchema = z.object({
  previewToken: z.string({ error: 'previewToken is required' }).trim().min(10, 'previewToken is required').max(200),
});

const phase = z.object({ duration: z.number().int(), description: z.string() });

/** What a visitor's preview shows: the start of the lesson, and what an account unlocks (counts only). */
export const lessonPreviewSchema = z
  .object({
    token: z.string().meta({ description: 'Send to POST /api/generate/claim-preview after signing up to keep the lesson.' }),
    title: z.string(),
    subject: z.string(),
    topic: z.string(),
    yearGroup: z.string(),
    duration: z.number().int().meta({ description: 'Minutes.' }),
    objectives: z.array(z.string()),
    materials: z.array(z.string()),
    keyVocabulary: z.array(z.object({ term: z.string(), definition: z.string() })),
    starter: phase,
    main: phase,
    plenary: phase,
    locked: z.object({
      homework: z.boolean(),
      assessment: z.boolean(),
      support: z.boolean(),
      challenge: z.boolean(),
      worksheetQuestions: z.number().int(),
      quizQuestions: z.number().int(),
    }),
    notice: z.string().nullable(),
  })
  .meta({ id: 'LessonPreview' });

/** POST /api/generate/preview. */
export const previewResultSchema = z.object({ preview: lessonPreviewSchema });
