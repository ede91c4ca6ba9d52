/**
 * The texts the feedback, support and admin feedback screens show, word for word, and the labels
 * of the enumerations in lib/constants/. Response hours come from SUPPORT_RESPONSE_HOURS.
 */
import { type FeedbackStatus, type FeedbackType } from '@/lib/constants/feedback';
import {
  SUPPORT_RESPONSE_HOURS,
  type SupportCategory,
  type SupportPriority,
  type SupportStatus,
} from '@/lib/constants/support';

export const FEEDBACK_SENT = 'Thank you for your feedback!';
export const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';
export const TICKET_SENT_PRIORITY = `Priority support ticket submitted! We'll respond within ${SUPPORT_RESPONSE_HOURS.premium} hours.`;
export const TICKET_SENT_STANDARD = `Support ticket submitted! We'll respond within ${SUPPORT_RESPONSE_HOURS.standard} hours.`;
export const TICKET_FAILED = 'Failed to submit support ticket. Please try again.';

export const ADMIN_UNAUTHORIZED = 'Unauthorized access';
export const ADMIN_FEEDBACK_LOAD_FAILED = 'Failed to load feedback';
export const ADMIN_TICKETS_LOAD_FAILED = 'Failed to load support tickets';
export const STATUS_UPDATED = 'Status updated';
export const STATUS_UPDATE_FAILED = 'Failed to update status';
export const MY_TICKETS_LOAD_FAILED = 'Failed to load your support tickets';

/** The success toast for a ticket, by the priority the server gave it. */
export function ticketSentMessage(priority: SupportPriority): string {
  return priority === 'high' ? TICKET_SENT_PRIORITY : TICKET_SENT_STANDARD;
}

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug report',
  feature: 'Feature request',
  improvement: 'Improvement',
  other: 'Other',
};

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  resolved: 'Resolved',
  ignored: 'Ignored',
};

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  technical: 'Technical problem',
  billing: 'Billing and subscription',
  feature_help: 'Help with a feature',
  other: 'Something else',
};

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = {
  high: 'High priority',
  normal: 'Normal priority',
};
