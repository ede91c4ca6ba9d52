/** Support tickets: categories, statuses, the moves admins may make, priority, lengths and response times. */

/** Support ticket categories. */
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'feature_help', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
/** Support ticket statuses. New tickets start as 'open'. */
export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/**
 * The statuses an admin may move a ticket to from each status, enforced by the server. Keeping
 * the current status is always allowed (that saves the admin notes alone).
 */
export const SUPPORT_TRANSITIONS: Record<SupportStatus, readonly SupportStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: ['open'],
};
/** Ticket priority, set from the sender's plan when the ticket is sent (Premium gets priority support). */
export const SUPPORT_PRIORITIES = ['high', 'normal'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
/** Support field lengths (the maxima are enforced by the server). */
export const SUPPORT_SUBJECT_MIN = 5;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_ADMIN_NOTES_MAX = 5000;

/** Support response times in hours. */
export const SUPPORT_RESPONSE_HOURS = { premium: 24, standard: 48 } as const;
