/** The short label a session gets from its browser's User-Agent, as Settings and the export show it. */
import { describe, expect, it } from 'vitest';
import { sessionLabel } from '@/lib/auth/sessions';

describe('sessionLabel', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Linux'],
  ])('names the browser and system of %s', (ua, label) => {
    expect(sessionLabel(ua)).toBe(label);
  });

  it('keeps a short prefix of an unknown client, and nothing without one', () => {
    expect(sessionLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(sessionLabel('x'.repeat(500))).toHaveLength(60);
    expect(sessionLabel(null)).toBeNull();
  });
});
