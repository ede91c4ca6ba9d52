/**
 * Support ticket bodies and queries: one schema each, used by the widget, the /contact page
 * and the route handlers alike.
 */
import { z } from 'zod';
import { isoDateTime } from './time';
import { ADMIN_PAGE_SIZE } from '@/lib/constants/lists';
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
import { pageQuerySchema, pageSchema } from '@/lib/http/paging';
import { emailSchema } from './auth';
import { senderViewSchema } from './feedback';

/** The forms' messages and the server's caps. */
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

/** GET /api/support/my-tickets?page&limit. */
export const myTicketsQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE);
export type MyTicketsQuery = z.infer<typeof myTicketsQuerySchema>;

/** GET /api/support/all?page&limit&status&priority ('all' or absent = no filter). */
export const supportListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: z
    .enum(SUPPORT_STATUS_FILTERS, { error: `status must be one of: ${SUPPORT_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  priority: z
    .enum(SUPPORT_PRIORITY_FILTERS, { error: `priority must be one of: ${SUPPORT_PRIORITY_FILTERS.join(', ')}` })
    .default('all'),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

/** A ticket as its sender sees it ("My tickets"): admin notes stay with the admins. */
export const myTicketViewSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    message: z.string(),
    category: z.enum(SUPPORT_CATEGORIES),
    status: z.enum(SUPPORT_STATUSES),
    priority: z.enum(SUPPORT_PRIORITIES).meta({ description: 'high for Premium senders.' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'MyTicket' });
export type MyTicketView = z.infer<typeof myTicketViewSchema>;

/** A ticket as the admin screen sees it: the reply address, the sender (null for a visitor) and the notes too. */
export const ticketViewSchema = myTicketViewSchema
  .extend({
    email: z.string(),
    adminNotes: z.string().nullable(),
    user: senderViewSchema.nullable(),
  })
  .meta({ id: 'Ticket' });
export type TicketView = z.infer<typeof ticketViewSchema>;

/** GET /api/support/my-tickets: one page of the caller's tickets, newest first. */
export const myTicketPageSchema = pageSchema(myTicketViewSchema);
/** GET /api/support/all: one page of every ticket, high priority first. */
export const ticketPageSchema = pageSchema(ticketViewSchema);
