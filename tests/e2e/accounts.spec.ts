import { test, expect, type Page } from '@playwright/test';
import {
  PASSWORD,
  linkIn,
  mailCount,
  mailTo,
  registerViaApi,
  signInViaForm,
  signedInTeacher,
  snap,
  uniqueEmail,
} from './helpers';

/**
 * Accounts you can trust, in Chromium, with every e-mail caught by the local mail server and its
 * link followed as the teacher would: verifying the address, forgot → reset → sign in, changing
 * the password, and signing out everywhere.
 */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a new teacher confirms their address from the e-mail and the dashboard stops asking', async ({ page, request }) => {
  const { email } = await signedInTeacher(page, request);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  await snap(page, 'accounts-verify-notice');

  // Resend, then follow the newest link.
  await notice.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, 'We have sent you a new link')).toBeVisible();
  await expect.poll(() => mailCount(email)).toBe(2);
  const mail = await mailTo(email, 1);
  expect(mail.subject).toBe('Confirm your e-mail address for Plenary');
  expect(mail.html).toContain('Confirm my e-mail address');
  const link = linkIn(mail, '/verify-email');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await snap(page, 'accounts-verified');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please verify your e-mail address' })).toHaveCount(0);

  // The same link a second time says so, and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.locator('main').getByText('This link has already been used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  await snap(page, 'accounts-verify-link-used');
});

test('a teacher who forgot their password resets it from the e-mail and signs in with the new one', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  await registerViaApi(request, email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await snap(page, 'accounts-forgot-password');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await snap(page, 'accounts-forgot-sent');

  const mail = await mailTo(email, { subject: 'Reset your Plenary password' });
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('not the same');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await snap(page, 'accounts-reset-password');

  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your password has been changed')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('Invalid email or password');
  await signInViaForm(page, email, 'a-brand-new-password');

  // The used link says so and offers a new one.
  await page.goto(link);
  await expect(page.locator('main').getByText('This link has already been used.')).toBeVisible();
  await snap(page, 'accounts-reset-link-used');
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('changing the password signs out the other devices and keeps this one', async ({ page, request, browser }) => {
  const { email } = await signedInTeacher(page, request);
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto('/login');
  await signInViaForm(phone, email);
  await expect(phone.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.goto('/account?tab=settings');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret-pass');
  await page.getByLabel('Confirm new password').fill('a-new-secret-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Settings' }).getByText('Your current password is not correct')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await snap(page, 'accounts-change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed. You have been signed out on your other devices.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // This browser is still signed in; the phone is not.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/login/);
  await signInViaForm(phone, email, 'a-new-secret-pass');
  await expect(phone.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await phoneContext.close();
});

test('sign out everywhere signs out every browser, this one included', async ({ page, request, browser }) => {
  const { email } = await signedInTeacher(page, request);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/login');
  await signInViaForm(other, email);
  await expect(other.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.goto('/account?tab=settings');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await snap(page, 'accounts-sign-out-everywhere');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(toast(page, 'You have been signed out everywhere')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await otherContext.close();
});
