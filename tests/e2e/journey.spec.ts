import { test, expect } from '@playwright/test';
import { PASSWORD, SCREENS, signInViaForm, snap, uniqueEmail } from './helpers';
import { PREMIUM_FEATURE_IDS, PREMIUM_FEATURES } from '../../lib/billing/features';

test('a new teacher signs up, onboards, reaches the dashboard, signs out and back in', async ({ page }) => {
  const email = uniqueEmail();
  const header = page.getByRole('banner');

  await page.goto('/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await snap(page, 'landing');

  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  // The form's validation messages, shown before anything is sent.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Full name').fill('J');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await snap(page, 'signup-errors');

  // Show/hide password.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByLabel('Full name').fill('Priya Shah');
  await page.getByLabel('Email').fill(email);
  await password.fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();

  // Onboarding: role → subject → location → year group → complete.
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: /Tutor/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Self-Learner/ })).toBeDisabled();
  await snap(page, 'onboarding-role');
  await page.getByRole('button', { name: /^Teacher/ }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Mathematics', exact: true }).click();
  await snap(page, 'onboarding-subject');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('button', { name: 'England', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: /^Primary/ }).click();
  await page.getByRole('button', { name: 'Year 5', exact: true }).click();
  // Choosing another level clears the year group.
  await page.getByRole('button', { name: /^Secondary/ }).click();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('button', { name: 'Year 8', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Year 8', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'onboarding-year');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Create My First Lesson' }).click();
  await expect(page.getByText('Welcome! Ready to create your first lesson?')).toBeVisible();
  await expect(page).toHaveURL(/\/generate/);

  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Priya Shah/ })).toBeVisible();
  await expect(page.getByText('Ready to create your first lesson?')).toBeVisible();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await snap(page, 'dashboard-empty');

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
  await snap(page, 'login');
  await signInViaForm(page, email);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Priya Shah/ })).toBeVisible();

  // The signed-in pages fit a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/dashboard', 'phone-dashboard'],
    ['/account?tab=subscription', 'phone-account-subscription'],
    ['/generate', 'phone-generate'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    await snap(page, name);
  }

  // Without Stripe configured, upgrading is switched off and says why.
  await page.goto('/account?tab=subscription');
  await expect(page.getByText('Stripe is not configured. Please contact support.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Upgrade/ })).toBeDisabled();
});

test('the landing page’s Premium plan lists every Premium feature the server unlocks', async ({ page }) => {
  await page.goto('/');
  const premium = page.getByRole('article', { name: 'Premium' });
  await premium.scrollIntoViewIfNeeded();
  for (const id of PREMIUM_FEATURE_IDS) {
    await expect(premium.getByRole('listitem').filter({ hasText: PREMIUM_FEATURES[id].label })).toBeVisible();
  }
  await expect(premium.getByRole('listitem').filter({ hasText: 'PDF and Word export' })).toBeVisible();
  await expect(premium.getByRole('listitem').filter({ hasText: 'Advanced customisation' })).toBeVisible();
  await page.locator('#pricing').screenshot({ path: `${SCREENS}/landing-plans.png` });
});
