import { test, expect, type Page, type Response } from '@playwright/test';
import { generateLessonViaApi, PASSWORD, registerViaApi, signedInTeacher, snap, uniqueEmail } from './helpers';

/**
 * Every page carries a Content-Security-Policy that runs only its own scripts, and still works
 * under it: no script, style or font the policy refuses, no error thrown on the page.
 */

/** Console errors and uncaught page errors from now on (a CSP refusal is logged as a console error). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** The policy's directives, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectStrictPolicy(response: Response | null, where: string): void {
  expect(response, where).not.toBeNull();
  expect(response!.status(), where).toBe(200);
  const policy = response!.headers()['content-security-policy'];
  expect(policy, `${where} has a Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy);
  expect(csp.get('script-src'), where).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/), "'strict-dynamic'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  // Served over http here: no HSTS.
  expect(response!.headers()['strict-transport-security'], where).toBeUndefined();
}

test('the landing page, sign-in and pricing run under the policy with no refusals or errors', async ({ page, request }) => {
  const errors = watchErrors(page);

  expectStrictPolicy(await page.goto('/'), '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expectStrictPolicy(await page.goto('/pricing'), '/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expectStrictPolicy(await page.goto('/login'), '/login');
  // The form's own checks and the toast run in the browser: the page's scripts were allowed.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  const email = uniqueEmail('csp');
  await registerViaApi(request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await snap(page, 'csp-login-toast');

  // The wrong password answers 401, which the browser reports as a failed resource: that is not a refusal.
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

  // And the policy is enforced: markup injected into the page cannot run script.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__injected = true">'),
  );
  await expect.poll(() => errors.some((e) => /Content Security Policy/.test(e))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('a lesson page, its tabs and its print copy run under the policy with no refusals or errors', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'Photosynthesis', subject: 'Science' });
  const errors = watchErrors(page);

  expectStrictPolicy(await page.goto(`/lessons/${id}`), 'the lesson page');
  await expect(page.getByRole('tab', { name: 'Lesson Plan' })).toHaveAttribute('aria-selected', 'true');
  // Radix tabs switch in the browser.
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  await snap(page, 'csp-lesson');

  expectStrictPolicy(await page.goto(`/lessons/${id}/print/lesson-plan?autoprint=0`), 'the print page');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(errors).toEqual([]);
});

test('two loads of a page get different nonces', async ({ request }) => {
  const nonce = async () => /'nonce-([^']+)'/.exec((await request.get('/pricing')).headers()['content-security-policy'] ?? '')?.[1];
  const [a, b] = [await nonce(), await nonce()];
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(a).not.toBe(b);
});
