import { ApiClientError } from '@/lib/client/api';

/**
 * The toast text for a failed submission: the server's own words for a refusal the sender can
 * act on (400 too long, 429 too many, without the "field: " prefix), else the fixed fallback text.
 */
export function submitErrorText(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError && (err.status === 400 || err.status === 429) && err.message) {
    return err.message.replace(/^[A-Za-z.]+: /, '');
  }
  return fallback;
}
