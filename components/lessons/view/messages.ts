/**
 * The lesson screen's messages and toasts (loading, deleting, section updates, regenerating),
 * timed by TOAST_MS. Limits come from lib/constants.
 */
import { ApiClientError, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { CUSTOMISATION_LIMIT, CUSTOMISATION_WARNING_AT } from '@/lib/constants/lessons';
import { TOAST_MS } from '@/lib/constants/ui';
import { plural } from '@/lib/format';
import type { PhaseName } from '@/lib/ai/schemas';

export const LESSON_MESSAGES = {
  loadFailed: 'Failed to load lesson',
  deleted: 'Lesson deleted successfully',
  deleteFailed: 'Failed to delete lesson',
  deleteConfirm: 'Are you sure you want to delete this lesson?',
  popupBlocked: 'Please allow popups to print',
  sectionUpdated: 'Section updated successfully',
  sectionUpdateFailed: 'Failed to update section',
  regenerateFailed: 'Failed to regenerate section',
  editLimit: `You've reached the edit limit for this lesson (${CUSTOMISATION_LIMIT} edits). Create a new lesson for major changes.`,
} as const;

/** The name a teacher sees for each phase. */
export const PHASE_TITLES: Record<PhaseName, string> = {
  starter: 'Starter',
  main: 'Main Activity',
  plenary: 'Plenary',
};

/** "Starter section regenerated successfully!" for the given phase. */
export function regeneratedMessage(section: PhaseName): string {
  return `${section.charAt(0).toUpperCase()}${section.slice(1)} section regenerated successfully!`;
}

/** Success toast of a section edit: a 4 s warning once 5 or fewer edits remain. */
export function toastSectionUpdated(remaining: number): void {
  if (remaining <= CUSTOMISATION_WARNING_AT) {
    notify.success(`Section updated! (${plural(remaining, 'edit')} remaining)`, TOAST_MS.error);
  } else {
    notify.success(LESSON_MESSAGES.sectionUpdated);
  }
}

/** True for the server's 400 "Customization limit…" answer (lib/lessons/customisations.ts). */
export function isEditLimitError(err: unknown): boolean {
  return err instanceof ApiClientError && err.status === 400 && err.message.includes('Customization limit');
}

/** Failure toast of a section edit: the 20-edit message for 6 s, else the server's text. */
export function toastSectionUpdateFailed(err: unknown): void {
  if (isEditLimitError(err)) notify.error(LESSON_MESSAGES.editLimit, TOAST_MS.editLimit);
  else notify.error(errorMessage(err, LESSON_MESSAGES.sectionUpdateFailed));
}
