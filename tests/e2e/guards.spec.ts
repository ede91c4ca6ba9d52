import { test, expect } from '@playwright/test';
import { BASE_URL } from './base-url';
import { PASSWORD, registerViaApi, signInViaForm, snap, uniqueEmail } from './helpers';

test('a signed-out visitor is sent to sign in and brought back to the page they asked for', async ({ page, request }) => {
  const email = uniqueEmail();
  await registerViaApi(request, email);
  await page.goto('/account?tab=settings');
  await expect(page).toHaveURL(/\/login\?from=%2Faccount%3Ftab%3Dsettings/);

  await signInViaForm(page, email);
  // No role yet: the guard sends the user to onboarding first.
  await expect(page).toHaveURL(/\/onboarding/);
});

test('an onboarded teacher returns to the page they came from after signing in', async ({ page, request }) => {
  const email = uniqueEmail();
  const { token } = await registerViaApi(request, email, 'Sam Lee');
  const res = await request.post('/api/user/onboarding', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'teacher', subject: 'History', yearGroup: 'Year 9' },
  });
  expect(res.ok()).toBeTruthy();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?from=%2Faccount/);
  await signInViaForm(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await snap(page, 'account');
});

test('a sign-in link whose "from" points off the site ends on the dashboard, never on the other site', async ({ page, request }) => {
  const email = uniqueEmail();
  const { token } = await registerViaApi(request, email);
  const res = await request.post('/api/user/onboarding', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'teacher', subject: 'History', yearGroup: 'Year 9' },
  });
  expect(res.ok()).toBeTruthy();
  const offSite: string[] = [];
  await page.route((url) => url.hostname.endsWith('evil.example'), (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });

  // `from` arrives as "/<tab>/evil.example", which a browser reads as //evil.example.
  await page.goto('/login?from=/%09/evil.example');
  await signInViaForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(new URL(page.url()).host).toBe(new URL(BASE_URL).host);
  expect(offSite).toEqual([]);
});

test('a wrong password is refused with a message that does not say whether the account exists', async ({ page, request }) => {
  const email = uniqueEmail();
  await registerViaApi(request, email);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await snap(page, 'login-error');
});

test('an unknown address shows the 404 page with ways back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: /support|contact/i }).first()).toBeVisible();
  await snap(page, 'not-found');
});

test('the auth callback without a session says so and returns to sign in', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByText('No authentication token received')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/auth/callback?error=OAuthSignin');
  await expect(page.getByText('Authentication failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the public pages read well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/', 'phone-landing'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/signup', 'phone-signup'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    await snap(page, name);
  }
});
