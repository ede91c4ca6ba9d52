/** Bodies of the preview API. */
import { z } from 'zod';
import { durationSchema, topicSchema } from '@/lib/ai/schemas/request';
import { subjectSchema, yearGroupSchema } from './user';
import { DEFAULT_DURATION } from '@/lib/constants/lessons';

/** POST /api/generate/preview {subject, topic, duration?, yearGroup} (product-spec §3, §5). */
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
