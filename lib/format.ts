import { USER_ROLES, type UserRole } from '@/lib/constants/accounts';
import { CURRENCY, PREMIUM_PRICE_PENCE } from '@/lib/constants/billing';

const ROLE_LABELS: Record<UserRole, string> = {
  teacher: 'Teacher',
  tutor: 'Tutor',
  self_learner: 'Self-Learner',
};

/** The name a person sees for a role: "Teacher", "Tutor", "Self-Learner". */
export function roleLabel(role: string | null | undefined): string {
  if (role && (USER_ROLES as readonly string[]).includes(role)) return ROLE_LABELS[role as UserRole];
  return 'Not set';
}

/** "22 Nov 2026". */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** "22 November 2026". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** An amount in pence as money, without pence when whole: 999 → "£9.99", 0 → "£0". */
export function formatPence(pence: number, currency: string = CURRENCY): string {
  const whole = pence % 100 === 0;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(pence / 100);
}

/** The Premium monthly price, e.g. "£9.99". */
export const PREMIUM_PRICE = formatPence(PREMIUM_PRICE_PENCE);

/** "1 free lesson", "3 free lessons". */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
