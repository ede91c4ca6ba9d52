import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { BASE_URL, STRIPE_APP_URL, STRIPE_FAKE_URL } from './base-url';
import { PASSWORD, generateLessonViaApi, onboardViaApi, signedInTeacher, snap, verifyViaMail } from './helpers';
import {
  FREE_LESSON_LIMIT,
  FREE_LIMIT_MESSAGE,
  MONEY_BACK_DAYS,
  PREMIUM_TRIAL_DAYS,
  STRIPE_NOT_CONFIGURED_MESSAGE,
} from '../../lib/constants/billing';
import { CUSTOMISATION_LIMIT } from '../../lib/constants/lessons';

/**
 * Plans and payments in the browser. The first server runs without Stripe (buttons off, saying
 * why); the second has payments on against a fake Stripe whose Checkout and Customer Portal
 * pages deliver signed webhooks, so Premium and credits arrive only by webhook.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const randomIp = () => `10.88.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;

async function expectNoSeriousA11yIssues(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

test('a visitor reads the plans, prices, credit packs, comparison and FAQ from the server on /pricing', async ({ page, request }) => {
  const tiers = (await (await request.get('/api/pricing/tiers')).json()).data;
  const rows = (await (await request.get('/api/pricing/features')).json()).data as Array<{ label: string }>;
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();

  const free = page.getByTestId('tier-free');
  const premium = page.getByTestId('tier-premium');
  const schools = page.getByTestId('tier-enterprise');
  await expect(free).toContainText('£0');
  await expect(free.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(premium).toContainText('£9.99');
  await expect(premium).toContainText('per month');
  await expect(premium).toContainText('Most Popular');
  await expect(premium).toContainText(`${PREMIUM_TRIAL_DAYS}-day free trial`);
  await expect(premium.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/signup');
  await expect(schools).toContainText('Custom pricing');
  await expect(schools.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  // The Schools card spans two columns of the four.
  const freeBox = (await free.boundingBox())!;
  const schoolsBox = (await schools.boundingBox())!;
  expect(schoolsBox.width).toBeGreaterThan(freeBox.width * 1.8);
  for (const tier of tiers.tiers) await expect(page.getByTestId(`tier-${tier.id}`)).toContainText(tier.priceLabel);

  const credits = page.getByRole('region', { name: 'Lesson credits' });
  for (const pack of tiers.creditPacks) await expect(credits).toContainText(pack.priceLabel);
  await expect(credits.getByRole('link', { name: 'Sign up to buy' }).first()).toHaveAttribute('href', '/signup');

  const table = page.getByRole('table');
  for (const row of rows) await expect(table.getByRole('rowheader', { name: row.label, exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Schools' })).toBeVisible();

  await page.getByText('Can I get my money back?').click();
  await expect(page.getByText(`we offer a ${MONEY_BACK_DAYS}-day money-back guarantee`)).toBeVisible();
  await page.getByText('How does the free trial work?').click();
  await expect(page.getByText(`starts with a ${PREMIUM_TRIAL_DAYS}-day free trial`)).toBeVisible();
  await snap(page, 'pricing-visitor');
  await expectNoSeriousA11yIssues(page, '/pricing');

  // It fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  await expect(premium).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/pricing scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await snap(page, 'pricing-phone');
});

test('a signed-in free teacher sees their plan and usage; without Stripe, upgrading is off and says why', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  await generateLessonViaApi(request, token);
  await page.goto('/pricing');
  await expect(page.getByTestId('pricing-usage')).toHaveText(`You are on the Free plan: 1 of ${FREE_LESSON_LIMIT} free lessons used.`);
  await expect(page.getByTestId('tier-free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByTestId('tier-premium').getByRole('button', { name: 'Upgrade Now' })).toBeDisabled();
  await expect(page.getByText(STRIPE_NOT_CONFIGURED_MESSAGE).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy 10-lesson pack/ })).toBeDisabled();

  // The dashboard's upgrade card says the same, and its "Learn more" opens the subscription tab.
  await page.goto('/dashboard');
  const card = page.getByTestId('upgrade-card');
  await expect(card.getByRole('button', { name: 'Upgrade Now' })).toBeDisabled();
  await expect(card).toContainText(STRIPE_NOT_CONFIGURED_MESSAGE);
  await card.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/account\?tab=subscription$/);
  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
});

test('a free teacher at the limit sees the notice, the way to Premium or credits, and Premium-only rewrites locked', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'Mathematics', yearGroup: 'Year 5' });
  let last = '';
  for (let i = 0; i < FREE_LESSON_LIMIT; i += 1) last = await generateLessonViaApi(request, token, { subject: 'Mathematics', topic: 'Fractions' });

  await page.goto('/generate');
  const notice = page.getByTestId('free-limit-notice');
  await expect(notice).toContainText(FREE_LIMIT_MESSAGE);
  await expect(notice.getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
  await expect(notice).toContainText(STRIPE_NOT_CONFIGURED_MESSAGE);
  await snap(page, 'generate-limit-upgrade-path');
  await notice.getByRole('link', { name: 'Or buy lesson credits' }).click();
  await expect(page).toHaveURL(/\/pricing#credits$/);
  await expect(page.getByRole('heading', { name: 'Lesson credits' })).toBeInViewport();

  // Rewriting a whole worksheet is Premium's: the button says so and explains instead.
  await page.goto(`/lessons/${last}`);
  await page.getByRole('tab', { name: 'Worksheet' }).click();
  await page.getByRole('button', { name: /Rewrite worksheet/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rewrite a whole worksheet with Premium' });
  await expect(dialog.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');
  const refused = await request.post('/api/generate/worksheet', { data: { lessonId: last }, headers: auth(token) });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('PREMIUM_REQUIRED');
  await page.keyboard.press('Escape');

  // So are PDF and Word downloads: the menu explains, and the server refuses.
  await page.getByRole('button', { name: /Download/ }).click();
  await expect(page.getByRole('menu')).toContainText('PDF and Word downloads');
  await expect(page.getByRole('menuitem', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');
  const download = await request.get(`/api/lessons/${last}/export?variant=worksheet&format=pdf`, { headers: auth(token) });
  expect(download.status()).toBe(403);
});

test('the account tabs: roles, subscription with feature access, goals coming soon, and settings', async ({ page, request }) => {
  const { email } = await signedInTeacher(page, request, { subject: 'History', yearGroup: 'Year 9' });
  await page.goto('/account');
  await expect(page.getByRole('tab', { name: 'Roles & Profiles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('History');
  await expect(page.getByRole('button', { name: /Add New Role/ })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /Goals/ })).toBeDisabled();

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/account\?tab=subscription$/);
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByText(`0 of ${FREE_LESSON_LIMIT} free lessons used`)).toBeVisible();
  await expect(page.getByTestId('credits-held')).toHaveText('No lesson credits');
  const features = page.getByRole('list', { name: 'Feature access' });
  const subscription = (await (await request.get('/api/account/subscription', { headers: auth(await tokenFromCookie(page)) })).json()).data;
  for (const f of subscription.featureList) await expect(features).toContainText(f.label);
  await expect(features.getByText('Premium Only')).toHaveCount(subscription.featureList.length);
  await snap(page, 'account-subscription-free');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('heading', { name: 'Danger zone' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Debug tools' })).toHaveCount(0);
  await snap(page, 'account-settings');
  await expectNoSeriousA11yIssues(page, '/account?tab=settings');
});

test('"Export my data" downloads a JSON file holding the account and its lessons', async ({ page, request }) => {
  const { email, token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'The water cycle', subject: 'Geography' });
  const title = (await (await request.get(`/api/lessons/${id}`, { headers: auth(token) })).json()).data.title;

  await page.goto('/account?tab=settings');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^plenary-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await file.path())!, 'utf8'));
  expect(data.format).toBe('plenary-account-export');
  expect(data.account.email).toBe(email);
  expect(data.lessons.map((l: { title: string }) => l.title)).toEqual([title]);
  expect(data.lessons[0].content.lessonPlan.objectives.length).toBeGreaterThanOrEqual(3);
});

test('deleting the account needs the typed word, signs out, and the e-mail can sign up again', async ({ page, request }) => {
  const { email, token } = await signedInTeacher(page, request);
  await generateLessonViaApi(request, token);
  await page.goto('/account?tab=settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await snap(page, 'account-delete-dialog');
  await confirm.click();
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Gone on the server: the old token is refused, and the address is free again.
  expect((await request.get('/api/user/profile', { headers: auth(token) })).status()).toBe(401);
  const again = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Jo Again' },
    headers: { 'x-forwarded-for': randomIp() },
  });
  expect(again.status()).toBe(201);
});

test('an admin resets their own account from the danger zone and starts onboarding again', async ({ page, request }) => {
  const email = 'reset.admin.e2e@plenary.test';
  const reg = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Rae Admin' },
    headers: { 'x-forwarded-for': randomIp() },
  });
  expect(reg.status()).toBe(201);
  const token = (await reg.json()).data.token as string;
  // ADMIN_EMAILS grants the role once the address is verified.
  await verifyViaMail(request, email);
  await onboardViaApi(request, token, { subject: 'Music' });
  await generateLessonViaApi(request, token);
  await page.context().addCookies([{ name: 'next-auth.session-token', value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);

  await page.goto('/account?tab=settings');
  await page.getByRole('button', { name: 'Reset Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your account?' });
  await expect(dialog).toContainText('all your lessons');
  await expect(dialog).toContainText('your profile and onboarding data');
  await expect(dialog).toContainText('your preferences');
  await snap(page, 'account-reset-dialog');
  await dialog.getByRole('button', { name: 'Reset Account' }).click();
  await expect(toast(page, 'Account reset successfully! Redirecting to onboarding...')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  const lessons = (await (await request.get('/api/lessons', { headers: auth(token) })).json()).data;
  expect(lessons.total).toBe(0);
  // The credentials remain.
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });
  expect(login.status()).toBe(200);
});

/** The session token the browser holds (the same JWT works as a bearer token). */
async function tokenFromCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'next-auth.session-token');
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

test.describe('with payments on (fake Stripe)', () => {
  test.use({ baseURL: STRIPE_APP_URL });

  /** The fake Stripe keeps the webhooks of the next payment until released, as a slow Stripe would. */
  async function holdWebhooks(request: APIRequestContext) {
    expect((await request.post(`${STRIPE_FAKE_URL}/test/webhooks/hold`)).ok()).toBe(true);
  }

  async function releaseWebhooks(request: APIRequestContext) {
    expect((await request.post(`${STRIPE_FAKE_URL}/test/webhooks/release`)).ok()).toBe(true);
  }

  async function subscriptionOf(request: APIRequestContext, token: string) {
    return (await (await request.get('/api/account/subscription', { headers: auth(token) })).json()).data;
  }

  test('a teacher upgrades through Checkout, is Premium only once the webhook lands, rewrites a worksheet, then cancels in the portal', async ({
    page,
    request,
  }) => {
    // A dozen pages, each rendered per request, plus a PDF and a Word file: more than the default minute on a busy machine.
    test.slow();
    const { token } = await signedInTeacher(page, request, { subject: 'Science', yearGroup: 'Year 8' }, STRIPE_APP_URL);
    await page.goto('/pricing');
    const upgrade = page.getByTestId('tier-premium').getByRole('button', { name: 'Upgrade Now' });
    await expect(upgrade).toBeEnabled();
    await expect(page.getByText(STRIPE_NOT_CONFIGURED_MESSAGE)).toHaveCount(0);
    await upgrade.click();

    // Stripe's page (the fake's): nothing is granted by getting here, nor by coming back.
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_FAKE_URL}/c/pay/`));
    await expect(page.getByText('Plenary Premium, monthly: £9.99')).toBeVisible();
    expect((await subscriptionOf(request, token)).subscription.isPremium).toBe(false);
    await holdWebhooks(request);
    await page.getByRole('button', { name: 'Pay £9.99' }).click();

    await expect(page).toHaveURL(/\/account\?tab=subscription&checkout=success&purchase=premium$/);
    await expect(page.getByText(/Processing your upgrade/)).toBeVisible();
    await snap(page, 'account-processing-upgrade');
    expect((await subscriptionOf(request, token)).subscription.isPremium).toBe(false);
    await releaseWebhooks(request);
    await expect(toast(page, 'Welcome to Premium!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/account\?tab=subscription$/);
    await expect(page.getByText('Status: Free trial')).toBeVisible();
    await expect(page.getByText(/Your free trial ends on/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Feature access' }).getByText('Premium Only')).toHaveCount(0);
    await snap(page, 'account-subscription-premium');
    const premium = await subscriptionOf(request, token);
    expect(premium.subscription).toMatchObject({ isPremium: true, status: 'trialing', trialEligible: false });

    await page.goto('/dashboard');
    await expect(page.getByText('Unlimited lessons').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toHaveCount(0);

    // Premium's whole-worksheet rewrite, which costs one edit.
    const id = await generateLessonViaApi(request, token);
    await page.goto(`/lessons/${id}`);
    await page.getByRole('tab', { name: 'Worksheet' }).click();
    await page.getByRole('button', { name: 'Rewrite worksheet' }).click();
    const rewrite = page.getByRole('dialog', { name: 'Rewrite the worksheet' });
    await rewrite.getByLabel('What should be different? (optional)').fill('More reasoning questions');
    await rewrite.getByRole('button', { name: 'Rewrite worksheet' }).click();
    await expect(toast(page, 'Worksheet rewritten successfully!')).toBeVisible();
    await expect(page.getByTestId('edits-counter')).toContainText(`1/${CUSTOMISATION_LIMIT} edits`);

    // Premium's downloads: a PDF by default, Word when chosen.
    await page.getByRole('button', { name: 'Download' }).click();
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Quiz answer key/ }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/-quiz-answers\.pdf$/);
    expect((await fs.readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitemradio', { name: 'Word (.docx)' }).click();
    await snap(page, 'lesson-download-menu');
    const wordDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Worksheet \(student copy\)/ }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toMatch(/-worksheet\.docx$/);
    // A .docx is a zip archive.
    expect((await fs.readFile((await word.path())!)).subarray(0, 2).toString()).toBe('PK');

    // Cancelling in the Customer Portal ends Premium when Stripe says so.
    await page.goto('/account?tab=subscription');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_FAKE_URL}/p/session/`));
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page).toHaveURL(/\/account\?tab=subscription$/);
    await expect(async () => {
      expect((await subscriptionOf(request, token)).subscription.isPremium).toBe(false);
    }).toPass({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByText('Free Plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
    // A second subscription gets no second trial, and the page no longer offers one.
    expect((await subscriptionOf(request, token)).subscription.trialEligible).toBe(false);
    await expect(page.getByText(/day free trial on your first subscription/)).toHaveCount(0);
  });

  test('a teacher buys a 10-lesson pack and the credits arrive with the webhook, once', async ({ page, request }) => {
    const { token } = await signedInTeacher(page, request, {}, STRIPE_APP_URL);
    await page.goto('/account?tab=subscription');
    await expect(page.getByTestId('credits-held')).toHaveText('No lesson credits');
    await page.getByRole('button', { name: 'Buy 10-lesson pack for £15' }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_FAKE_URL}/c/pay/`));
    await expect(page.getByText('Lesson credits (pack-10): £15.00')).toBeVisible();
    await holdWebhooks(request);
    await page.getByRole('button', { name: 'Pay £15.00' }).click();
    await expect(page.getByText(/Processing your purchase/)).toBeVisible();
    expect((await subscriptionOf(request, token)).usage.credits).toBe(0);
    await releaseWebhooks(request);
    await expect(toast(page, 'Your lesson credits have arrived.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('credits-held')).toHaveText('10 lesson credits to use after your free lessons');
    await snap(page, 'account-credits-arrived');
    expect((await subscriptionOf(request, token)).usage.credits).toBe(10);

    // Checkout cancelled: nothing charged, and the page says so.
    await page.getByRole('button', { name: 'Buy One lesson for £1.99' }).click();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(toast(page, 'Checkout cancelled. You have not been charged.')).toBeVisible();
    expect((await subscriptionOf(request, token)).usage.credits).toBe(10);
  });
});
