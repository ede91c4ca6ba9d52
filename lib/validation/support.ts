/**
 * Support ticket bodies and queries (product-spec §3 "Support ticket", §5): one schema each,
 * used by the widget, the /contact page and the route handlers alike.
 */
import { z } from 'zod';
import {
  SUPPORT_ADMIN_NOTES_MAX,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '@/lib/constants/support';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/constants/lists';
import { emailSchema } from './auth';

/** The spec's messages (product-spec §5) and the server's caps (DECISIONS §1). */
export const SUBJECT_TOO_SHORT = `Please provide a subject (at least ${SUPPORT_SUBJECT_MIN} characters)`;
export const SUBJECT_TOO_LONG = `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`;
export const MESSAGE_TOO_SHORT = `Please provide a message (at least ${SUPPORT_MESSAGE_MIN} characters)`;
export const MESSAGE_TOO_LONG = `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`;
export const ADMIN_NOTES_TOO_LONG = `Admin notes must be at most ${SUPPORT_ADMIN_NOTES_MAX} characters`;
/** A visitor has no account e-mail, so they give one to be answered at. */
export const VISITOR_EMAIL_REQUIRED = 'Please give your email address so we can reply';

export const supportSubjectSchema = z
  .string({ error: SUBJECT_TOO_SHORT })
  .trim()
  .min(SUPPORT_SUBJECT_MIN, SUBJECT_TOO_SHORT)
  .max(SUPPORT_SUBJECT_MAX, SUBJECT_TOO_LONG);

export const supportMessageSchema = z
  .string({ error: MESSAGE_TOO_SHORT })
  .trim()
  .min(SUPPORT_MESSAGE_MIN, MESSAGE_TOO_SHORT)
  .max(SUPPORT_MESSAGE_MAX, MESSAGE_TOO_LONG);

export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES, {
  error: `category must be one of: ${SUPPORT_CATEGORIES.join(', ')}`,
});

/**
 * POST /api/support/submit {subject, message, category, email?}. `email` is required of visitors
 * only (the service checks, since it knows who is calling); a signed-in user's account e-mail
 * is used instead.
 */
export const supportSubmitSchema = z.object({
  subject: supportSubjectSchema,
  message: supportMessageSchema,
  category: supportCategorySchema,
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), emailSchema.nullish()),
});
export type SupportSubmitInput = z.infer<typeof supportSubmitSchema>;

export const supportStatusSchema = z.enum(SUPPORT_STATUSES, {
  error: `status must be one of: ${SUPPORT_STATUSES.join(', ')}`,
});

/**
 * PUT /api/support/{id}/status {status, adminNotes?}. Omitted notes are kept; null or "" clears
 * them. Whether the move is allowed is the service's rule.
 */
export const supportStatusBodySchema = z.object({
  status: supportStatusSchema,
  adminNotes: z
    .string({ error: 'adminNotes must be text' })
    .trim()
    .max(SUPPORT_ADMIN_NOTES_MAX, ADMIN_NOTES_TOO_LONG)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type SupportStatusBody = z.infer<typeof supportStatusBodySchema>;

export const SUPPORT_STATUS_FILTERS = ['all', ...SUPPORT_STATUSES] as const;
export type SupportStatusFilter = (typeof SUPPORT_STATUS_FILTERS)[number];
export const SUPPORT_PRIORITY_FILTERS = ['all', ...SUPPORT_PRIORITIES] as const;
export type SupportPriorityFilter = (typeof SUPPORT_PRIORITY_FILTERS)[number];

const pageSchema = z.coerce.number().int().min(1, 'page must be 1 or more').default(1);
const limitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
  .default(ADMIN_PAGE_SIZE);

/** GET /api/support/my-tickets?page&limit. */
export const myTicketsQuerySchema = z.object({ page: pageSchema, limit: limitSchema });
export type MyTicketsQuery = z.infer<typeof myTicketsQuerySchema>;

/** GET /api/support/all?page&limit&status&priority ('all' or absent = no filter). */
export const supportListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema,
  status: z
    .enum(SUPPORT_STATUS_FILTERS, { error: `status must be one of: ${SUPPORT_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  priority: z
    .enum(SUPPORT_PRIORITY_FILTERS, { error: `priority must be one of: ${SUPPORT_PRIORITY_FILTERS.join(', ')}` })
    .default('all'),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;
