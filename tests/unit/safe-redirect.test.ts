/** Where the sign-in form sends a teacher next: back to the page they wanted, never off the site. */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/client/safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/%09/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%0A/evil.example'],
    ['/%250A/evil.example'],
    ['/\\evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2Fevil.example'],
    ['/%252F%252Fevil.example'],
    ['https://evil.example'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/\u0000/evil.example'],
    [' //evil.example'],
  ])('refuses %j and sends the teacher to their dashboard', (from) => {
    expect(safeRedirect(from)).toBe('/dashboard');
  });

  it.each([['/login'], ['/login?from=/dashboard'], ['/signup'], ['/auth/callback'], ['/./login'], ['/%6Cogin'], ['/lessons/../login']])(
    'never returns to a sign-in page (%j)',
    (from) => {
      expect(safeRedirect(from)).toBe('/dashboard');
    },
  );

  it.each([
    ['/lessons', '/lessons'],
    ['/lessons/3f2c9a4e-0d1b-4c8e-9a51-6a2b1c0d9e7f?tab=quiz', '/lessons/3f2c9a4e-0d1b-4c8e-9a51-6a2b1c0d9e7f?tab=quiz'],
    ['/lessons?search=adding%20fractions&page=2', '/lessons?search=adding%20fractions&page=2'],
    ['/account?tab=subscription#billing', '/account?tab=subscription#billing'],
    ['/generate?topic=50%25%20off', '/generate?topic=50%25%20off'],
  ])('keeps a path on this site: %j', (from, expected) => {
    expect(safeRedirect(from)).toBe(expected);
  });

  it('uses the fallback when there is no `from`, or it is refused', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined, '/onboarding')).toBe('/onboarding');
    expect(safeRedirect('', '/onboarding')).toBe('/onboarding');
    expect(safeRedirect('//evil.example', '/onboarding')).toBe('/onboarding');
  });
});
