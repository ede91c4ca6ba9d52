/**
 * Feedback bodies and queries: one schema each, used by the widget's form and the route
 * handlers alike.
 */
import { z } from 'zod';
import { isoDateTime } from './time';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
} from '@/lib/constants/feedback';
import { ADMIN_PAGE_SIZE } from '@/lib/constants/lists';
import { pageQuerySchema, pageSchema } from '@/lib/http/paging';

/** The message for feedback that is too short. */
export const FEEDBACK_TOO_SHORT = `Please provide at least ${FEEDBACK_MESSAGE_MIN} characters of feedback`;
/** The server's cap; the client's counter warns at the same number. */
export const FEEDBACK_TOO_LONG = `Feedback must be at most ${FEEDBACK_MESSAGE_MAX} characters`;

export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, {
  error: `type must be one of: ${FEEDBACK_TYPES.join(', ')}`,
});

/** The feedback text: at least 10 characters after trimming, at most 2000. */
export const feedbackMessageSchema = z
  .string({ error: FEEDBACK_TOO_SHORT })
  .trim()
  .min(FEEDBACK_MESSAGE_MIN, FEEDBACK_TOO_SHORT)
  .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_TOO_LONG);

/** POST /api/feedback/submit {type, message, page}. `page` is the path the widget was on. */
export const feedbackSubmitSchema = z.object({
  type: feedbackTypeSchema,
  message: feedbackMessageSchema,
  page: z
    .string()
    .trim()
    .transform((p) => p.slice(0, FEEDBACK_PAGE_MAX))
    .nullish()
    .transform((p) => p || null),
});
export type FeedbackSubmitInput = z.infer<typeof feedbackSubmitSchema>;

export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES, {
  error: `status must be one of: ${FEEDBACK_STATUSES.join(', ')}`,
});

/** PUT /api/feedback/{id}/status {status}. Whether the move is allowed is the service's rule. */
export const feedbackStatusBodySchema = z.object({ status: feedbackStatusSchema });
export type FeedbackStatusBody = z.infer<typeof feedbackStatusBodySchema>;

/** The admin filter: 'all' or one status. */
export const FEEDBACK_FILTERS = ['all', ...FEEDBACK_STATUSES] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];

/** GET /api/feedback/all?page&limit&status (status 'all' or absent = every status). */
export const feedbackListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: z
    .enum(FEEDBACK_FILTERS, { error: `status must be one of: ${FEEDBACK_FILTERS.join(', ')}` })
    .default('all'),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** Who sent feedback or a ticket, as the admin screens show them. */
export const senderViewSchema = z
  .object({ name: z.string().nullable(), email: z.string(), isPremium: z.boolean() })
  .meta({ id: 'Sender' });
export type SenderView = z.infer<typeof senderViewSchema>;

/** One piece of feedback as the API answers it; `user` is null for a visitor. */
export const feedbackViewSchema = z
  .object({
    id: z.string(),
    type: z.enum(FEEDBACK_TYPES),
    status: z.enum(FEEDBACK_STATUSES),
    message: z.string(),
    page: z.string().nullable().meta({ description: 'The path the widget was on.' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    user: senderViewSchema.nullable(),
  })
  .meta({ id: 'Feedback' });
export type FeedbackView = z.infer<typeof feedbackViewSchema>;

/** GET /api/feedback/all: one page of feedback, newest first. */
export const feedbackPageSchema = pageSchema(feedbackViewSchema);
