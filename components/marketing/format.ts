import { PREMIUM_PRICE_PENCE } from '@/lib/constants';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbpWhole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Formats an amount in pence as pounds sterling: 999 → "£9.99", 0 → "£0". */
export function formatPence(pence: number): string {
  return pence % 100 === 0 ? gbpWhole.format(pence / 100) : gbp.format(pence / 100);
}

/** The Premium monthly price, e.g. "£9.99". */
export const PREMIUM_PRICE = formatPence(PREMIUM_PRICE_PENCE);
