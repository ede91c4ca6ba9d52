/**
 * The status rules for feedback and tickets, read from the one table in lib/constants/
 * (FEEDBACK_TRANSITIONS, SUPPORT_TRANSITIONS). The server enforces them and the admin screens
 * use the same functions to decide which buttons to offer.
 */
import { FEEDBACK_TRANSITIONS, type FeedbackStatus } from '@/lib/constants/feedback';
import { SUPPORT_TRANSITIONS, type SupportStatus } from '@/lib/constants/support';

/** True when an admin may move feedback from `from` to `to` (never to its own status). */
export function canMoveFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return FEEDBACK_TRANSITIONS[from]?.includes(to) ?? false;
}

/** True when an admin may set a ticket in `from` to `to`; keeping `from` (notes only) is always allowed. */
export function canMoveTicket(from: SupportStatus, to: SupportStatus): boolean {
  return from === to || (SUPPORT_TRANSITIONS[from]?.includes(to) ?? false);
}

/** The statuses a ticket in `from` may be given, the current one first. */
export function ticketStatusChoices(from: SupportStatus): SupportStatus[] {
  return [from, ...(SUPPORT_TRANSITIONS[from] ?? [])];
}
