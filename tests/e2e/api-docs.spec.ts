/**
 * The API reference at /docs/api: a visitor finds it from the footer, and it renders the served
 * OpenAPI document offline (nothing fetched from another host) and under a Content-Security-
 * Policy that forbids eval, with its own loading and error states.
 */
import { test, expect, type Page } from '@playwright/test';
import { SCREENS } from './helpers';
import { BASE_URL } from './base-url';

/** Collects every request the page makes to a host other than the site's own. */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  const site = new URL(BASE_URL).origin;
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(site) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

test('a visitor opens the API reference from the footer and reads the operations, with nothing fetched from elsewhere', async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  const reference = page.getByTestId('api-reference');
  const sidebar = reference.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: 'lessons', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(sidebar.getByRole('link', { name: 'generate', exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(reference.getByRole('heading', { name: 'Plenary API' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/api-docs.png` });

  await sidebar.getByRole('link', { name: 'lessons', exact: true }).click();
  await sidebar.getByRole('link', { name: /^Read one lesson/ }).click();
  await expect(reference.getByRole('heading', { name: 'Read one lesson' })).toBeVisible();
  await expect(reference.getByText('/api/lessons/{id}', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/api-docs-operation.png` });

  await sidebar.getByRole('link', { name: 'generate', exact: true }).click();
  await sidebar.getByRole('link', { name: /^Write and save a lesson/ }).click();
  await expect(reference.getByRole('heading', { name: 'Write and save a lesson' })).toBeVisible();
  await expect(reference.getByText('/api/generate/lesson', { exact: true }).first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test('renders under a Content-Security-Policy without unsafe-eval, and with no other host reachable', async ({ page }) => {
  const site = new URL(BASE_URL).origin;
  // No other host answers, as on a machine without internet.
  await page.route('**/*', (route) => (route.request().url().startsWith(site) ? route.fallback() : route.abort()));
  // The page itself is served with a strict policy: scripts only from this site (no eval), no other hosts.
  await page.route('**/docs/api', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'content-security-policy':
          "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      },
    });
  });
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|unsafe-eval/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`);
    });
  });

  await page.goto('/docs/api');
  const reference = page.getByTestId('api-reference');
  const sidebar = reference.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'generate', exact: true }).click({ timeout: 30_000 });
  await sidebar.getByRole('link', { name: /^Write and save a lesson/ }).click();
  await expect(reference.getByRole('heading', { name: 'Write and save a lesson' })).toBeVisible();
  await expect(reference.getByText('/api/generate/lesson', { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('shows a loading state while the description loads, and an error with Retry when it cannot', async ({ page }) => {
  let fail = true;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/openapi.json', async (route) => {
    await held;
    if (fail) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":"Down","code":"SERVICE_UNAVAILABLE"}' });
    return route.fallback();
  });

  await page.goto('/docs/api');
  await expect(page.getByRole('status').getByText('Loading the API reference...')).toBeVisible();
  release();
  const alert = page.getByRole('alert');
  await expect(alert.getByText('The API reference could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SCREENS}/api-docs-error.png` });

  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('api-reference').getByRole('link', { name: 'lessons', exact: true })).toBeVisible({ timeout: 30_000 });
});
