/** Feedback from the widget: its types and statuses, the moves admins may make, and its lengths. */

/** Feedback types. */
export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Feedback statuses. New feedback starts as 'new'. */
export const FEEDBACK_STATUSES = ['new', 'reviewed', 'resolved', 'ignored'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/**
 * The statuses an admin may move feedback to from each status, enforced by the server
 * (resolved unless already resolved, ignored unless already ignored, from any state; nothing
 * returns to 'new'; 'reviewed' only from 'new').
 */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ['reviewed', 'resolved', 'ignored'],
  reviewed: ['resolved', 'ignored'],
  resolved: ['ignored'],
  ignored: ['resolved'],
};
/** Feedback message length (the maximum is enforced by the server). */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** The page path sent with feedback, cut to this length. */
export const FEEDBACK_PAGE_MAX = 500;
