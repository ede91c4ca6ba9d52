import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import { BASE_URL, STRIPE_APP_URL } from './base-url';
import { PASSWORD, SCREENS, onboardViaApi, premiumViaFakeCheckout, registerViaApi, signedInTeacher, snap, uniqueEmail, verifyViaMail } from './helpers';
import { FEEDBACK_MESSAGE_MAX } from '../../lib/constants/feedback';
import { SUPPORT_MESSAGE_MAX } from '../../lib/constants/support';

/** The admin the e2e server grants from ADMIN_EMAILS (playwright.config.ts). */
const ADMIN_EMAIL = 'admin.e2e@plenary.test';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const launcher = (page: Page) => page.getByRole('button', { name: 'Feedback & Support' });
const widget = (page: Page) => page.getByRole('dialog', { name: 'Feedback & Support' });
const randomIp = () => `10.77.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
const tag = () => crypto.randomBytes(3).toString('hex');

async function expectNoSeriousA11yIssues(page: Page, what: string) {
  // Toasts are left out: they fade in and out, which axe reads as low contrast mid-animation.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

/** The ADMIN_EMAILS account, registered on first use, onboarded, with its session in the browser. */
async function signedInAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await signedInAdminToken(request);
  await onboardViaApi(request, token, { subject: 'English' });
  const profile = await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile.json()).data.role).toBe('admin');
  await page.context().addCookies([
    { name: 'next-auth.session-token', value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  return token;
}

/** All feedback the admin API returns (every page), to check what the widget really sent. */
async function allFeedback(request: APIRequestContext, adminToken: string) {
  const res = await request.get('/api/feedback/all?limit=100', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.items as Array<{ message: string; page: string | null; type: string; user: { email: string } | null }>;
}

/** The page's own buttons and links (not the widget's) that the floating launcher overlaps. */
async function elementsUnderLauncher(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('[data-feedback-launcher]');
    if (!button) return ['launcher missing'];
    const l = button.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')) {
      if (el === button || el.closest('[data-sonner-toaster]')) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || el.closest('.sr-only')) continue;
      if (r.bottom <= 0 || r.top >= window.innerHeight) continue;
      const overlaps = r.left < l.right && r.right > l.left && r.top < l.bottom && r.bottom > l.top;
      if (overlaps) hits.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
    }
    return hits;
  });
}

test('a visitor sends feedback from the widget on the landing page, with the page it came from', async ({ page, request }) => {
  const adminToken = await signedInAdminToken(request);
  const message = `The landing page is lovely but the hero text wraps oddly (${tag()})`;
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();

  // Keyboard: Enter opens it, Escape closes it and gives focus back to the launcher.
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(widget(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(widget(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await launcher(page).click();
  const dialog = widget(page);
  await expect(dialog.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
  const send = dialog.getByRole('button', { name: 'Send Feedback' });
  await expect(send).toBeDisabled();
  await expect(dialog.getByText('Please provide at least 10 characters of feedback')).toBeVisible();
  await expect(dialog.getByText(`0/${FEEDBACK_MESSAGE_MAX}`)).toBeVisible();

  // Ten characters only counts after trimming.
  await dialog.getByLabel('Your feedback').fill('   too short   ');
  await expect(send).toBeDisabled();
  await dialog.getByText('Feature request').click();
  await expect(dialog.getByRole('radio', { name: 'Feature request' })).toBeChecked();
  await dialog.getByLabel('Your feedback').fill(message);
  await expect(dialog.getByText(`${message.length}/${FEEDBACK_MESSAGE_MAX}`)).toBeVisible();
  await expect(dialog.getByText('Please provide at least 10 characters of feedback')).toBeHidden();
  await expect(send).toBeEnabled();
  await expectNoSeriousA11yIssues(page, 'feedback widget');
  await snap(page, 'support-widget-feedback-landing');

  await send.click();
  await expect(toast(page, 'Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await allFeedback(request, adminToken)).find((f) => f.message === message);
  expect(saved).toMatchObject({ type: 'feature', page: '/', user: null });
});

test('a signed-in teacher sends feedback and a ticket from the dashboard and sees the ticket in My tickets', async ({ page, request }) => {
  const adminToken = await signedInAdminToken(request);
  const { email } = await signedInTeacher(page, request);
  const message = `Please let me reorder the recent lessons list (${tag()})`;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await launcher(page).click();
  const dialog = widget(page);
  await dialog.getByText('Improvement').click();
  await dialog.getByLabel('Your feedback').fill(message);
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(toast(page, 'Thank you for your feedback!')).toBeVisible();
  const saved = (await allFeedback(request, adminToken)).find((f) => f.message === message);
  expect(saved).toMatchObject({ type: 'improvement', page: '/dashboard', user: { email } });

  // Support: a free teacher gets the standard button and the 48-hour toast; no e-mail field.
  const subject = `Quiz will not print ${tag()}`;
  await launcher(page).click();
  await dialog.getByRole('tab', { name: 'Support' }).click();
  await expect(dialog.getByLabel('Your email')).toHaveCount(0);
  await expect(dialog.getByText(`We'll reply to ${email}.`)).toBeVisible();
  const sendTicket = dialog.getByRole('button', { name: 'Send Ticket' });
  await expect(sendTicket).toBeDisabled();
  await dialog.getByLabel('Subject').fill('Help');
  await dialog.getByLabel('Message').fill('The quiz page is blank when printed.');
  await expect(dialog.getByText('Please provide a subject (at least 5 characters)')).toBeVisible();
  await expect(sendTicket).toBeDisabled();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Category').selectOption('technical');
  await expect(sendTicket).toBeEnabled();
  await snap(page, 'support-widget-support-dashboard');
  await sendTicket.click();
  await expect(toast(page, "Support ticket submitted! We'll respond within 48 hours.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/account?tab=settings');
  const mine = page.getByRole('region', { name: 'Your support tickets' });
  await expect(mine.getByText(subject)).toBeVisible();
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();
  await mine.scrollIntoViewIfNeeded();
  await snap(page, 'support-my-tickets');
});

test.describe('with payments on (fake Stripe)', () => {
  test.use({ baseURL: STRIPE_APP_URL });

  test('a Premium teacher sees the gold priority-support button, the 24-hour toast, and a high-priority ticket', async ({ page, request }) => {
    const { token } = await signedInTeacher(page, request, {}, STRIPE_APP_URL);
    await premiumViaFakeCheckout(request, token);
    await page.goto('/dashboard');
    await launcher(page).click();
    const dialog = widget(page);
    await dialog.getByRole('tab', { name: 'Support' }).click();
    await dialog.getByLabel('Subject').fill('Export to Word fails');
    await dialog.getByLabel('Category').selectOption('feature_help');
    await dialog.getByLabel('Message').fill('The Word export button does nothing for my Year 9 lesson.');
    const priority = dialog.getByRole('button', { name: 'Send Priority Ticket' });
    await expect(priority).toBeEnabled();
    await expect(priority).toHaveClass(/bg-amber-500/);
    await expect(dialog.getByText('Priority support: we reply within 24 hours.')).toBeVisible();
    await snap(page, 'support-widget-premium');
    await priority.click();
    await expect(toast(page, "Priority support ticket submitted! We'll respond within 24 hours.")).toBeVisible();
    const tickets = (await (await request.get('/api/support/my-tickets', { headers: { authorization: `Bearer ${token}` } })).json()).data;
    expect(tickets.items[0]).toMatchObject({ subject: 'Export to Word fails', priority: 'high' });
  });
});

test('a visitor sends a support ticket from /contact with their e-mail', async ({ page, request }) => {
  const adminToken = await signedInAdminToken(request);
  const subject = `Question about school licences ${tag()}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/contact');
  await snap(page, 'support-contact');

  const send = page.getByRole('button', { name: 'Send Ticket' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Category').selectOption('billing');
  // The counter warns past the server's cap and Send stays off.
  await page.getByLabel('Message').fill('x'.repeat(SUPPORT_MESSAGE_MAX + 1));
  await expect(page.getByText(`${SUPPORT_MESSAGE_MAX + 1}/${SUPPORT_MESSAGE_MAX}`)).toBeVisible();
  await expect(page.getByText(`Message must be at most ${SUPPORT_MESSAGE_MAX} characters`)).toBeVisible();
  await expect(send).toBeDisabled();
  await page.getByLabel('Message').fill('Can our whole department share one Premium account? <b>Thanks</b>');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await snap(page, 'support-contact-errors');

  const visitorEmail = uniqueEmail('head.of.maths');
  await page.getByLabel('Your email').fill(visitorEmail);
  await send.click();
  await expect(toast(page, "Support ticket submitted! We'll respond within 48 hours.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thanks, your ticket is with us' })).toBeVisible();
  await snap(page, 'support-contact-sent');

  const res = await request.get('/api/support/all?limit=100', { headers: { authorization: `Bearer ${adminToken}` } });
  const ticket = (await res.json()).data.items.find((t: { subject: string }) => t.subject === subject);
  expect(ticket).toMatchObject({
    email: visitorEmail,
    category: 'billing',
    priority: 'normal',
    status: 'open',
    user: null,
    message: 'Can our whole department share one Premium account? <b>Thanks</b>',
  });
});

test('an admin filters, resolves and ignores feedback, pages through it, and updates a ticket', async ({ page, request }) => {
  const run = tag();
  // Enough feedback for a second page, from three teachers (each may send ten an hour).
  const senders = await Promise.all(
    [0, 1, 2].map(async (i) => registerViaApi(request, uniqueEmail(`sender${i}`), `Sender ${i} ${run}`)),
  );
  const post = (token: string, data: unknown, path: string) =>
    request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  for (const [i, s] of senders.entries()) {
    for (let n = 0; n < 7; n += 1) {
      const res = await post(s.token, { type: 'other', message: `Filler feedback ${run} ${i}-${n}`, page: '/lessons' }, '/api/feedback/submit');
      expect(res.status()).toBe(201);
    }
  }
  const html = `<b>Bold claim</b> the quiz timer is wrong ${run}`;
  const target = `Printing the worksheet cuts off question 12 (${run})`;
  expect((await post(senders[0].token, { type: 'bug', message: html, page: '/lessons/abc' }, '/api/feedback/submit')).status()).toBe(201);
  expect((await post(senders[1].token, { type: 'bug', message: target, page: '/lessons/xyz/print/worksheet' }, '/api/feedback/submit')).status()).toBe(201);
  const subject = `Cannot change my year group ${run}`;
  expect(
    (await post(senders[2].token, { subject, message: 'The onboarding form will not let me pick Year 12.', category: 'technical' }, '/api/support/submit')).status(),
  ).toBe(201);

  await signedInAdmin(page, request);
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const item = (text: string) => page.getByTestId('feedback-item').filter({ hasText: text });

  // HTML shows as the text that was typed.
  await expect(item(html).getByText(html)).toBeVisible();
  await expect(item(html).locator('b')).toHaveCount(0);
  const targetItem = item(target);
  await expect(targetItem.getByText('Bug report')).toBeVisible();
  await expect(targetItem.getByText(`Sender 1 ${run}`)).toBeVisible();
  await expect(targetItem.getByText('/lessons/xyz/print/worksheet')).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/admin/feedback');
  await snap(page, 'support-admin-feedback');

  // Pagination: 23 of ours alone fill more than one page of 20.
  await expect(page.getByText(/^Showing 1–20 of \d+ feedback$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 21–/)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/page=/);

  // Filter New, then resolve: it leaves the New list.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  await targetItem.getByRole('button', { name: 'Resolve' }).click();
  await expect(toast(page, 'Status updated').first()).toBeVisible();
  await expect(targetItem).toHaveCount(0);

  // In Resolved it offers Ignore only.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Resolved' }).click();
  await expect(targetItem.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(targetItem.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await snap(page, 'support-admin-feedback-resolved');
  await targetItem.getByRole('button', { name: 'Ignore' }).click();
  await expect(toast(page, 'Status updated').first()).toBeVisible();
  await expect(targetItem).toHaveCount(0);

  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Ignored' }).click();
  await expect(targetItem.getByText('Ignored', { exact: true })).toBeVisible();
  await expect(targetItem.getByRole('button', { name: 'Ignore' })).toHaveCount(0);
  await expect(targetItem.getByRole('button', { name: 'Resolve' })).toBeVisible();

  // The admin screen never sets "reviewed": that filter is empty, with its empty-state text.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Reviewed' }).click();
  await expect(page.getByText('No reviewed feedback.')).toBeVisible();
  await snap(page, 'support-admin-feedback-empty');

  // Support tickets: status and admin notes.
  await page.getByRole('link', { name: 'Support tickets' }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  const ticket = page.getByTestId('ticket-item').filter({ hasText: subject });
  await expect(ticket.locator('span').filter({ hasText: /^Open$/ })).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Save' })).toBeDisabled();
  await ticket.getByLabel('Status').selectOption('in_progress');
  await ticket.getByLabel('Admin notes').fill('Asked for a screenshot of the year picker.');
  await ticket.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Status updated').first()).toBeVisible();
  await expect(ticket.locator('span').filter({ hasText: /^In progress$/ })).toBeVisible();
  await expect(ticket.getByLabel('Admin notes')).toHaveValue('Asked for a screenshot of the year picker.');
  await expectNoSeriousA11yIssues(page, '/admin/support');
  await snap(page, 'support-admin-support');

  const statusGroup = page.getByRole('group', { name: 'Status' });
  await statusGroup.getByRole('button', { name: 'In progress' }).click();
  await expect(ticket).toBeVisible();
  await statusGroup.getByRole('button', { name: 'Closed' }).click();
  await page.getByRole('group', { name: 'Priority' }).getByRole('button', { name: 'High (Premium)' }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(page).toHaveURL(/priority=high/);
  await expect(page.getByText('No closed high priority tickets.')).toBeVisible();

  // On a phone the admin screens fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [['/admin/feedback', 'support-phone-admin-feedback'], ['/admin/support', 'support-phone-admin-support']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    // The admin screen itself (the shared header is checked by its own tests).
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`),
    );
    expect(tooWide, `${path} is wider than a phone`).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/${name}.png` });
  }

  // The sender sees the new status in their own list.
  const mine = await request.get('/api/support/my-tickets', { headers: { authorization: `Bearer ${senders[2].token}` } });
  expect((await mine.json()).data.items[0]).toMatchObject({ subject, status: 'in_progress' });
});

test('the admin inbox says when it is empty, when it fails to load, and when the role is gone', async ({ page, request }) => {
  await signedInAdmin(page, request);
  const empty = { success: true, data: { items: [], page: 1, limit: 20, total: 0 } };
  await page.route('**/api/feedback/all?*', (route) => route.fulfill({ json: empty }));
  await page.goto('/admin/feedback');
  await expect(page.getByText('No Feedback Yet')).toBeVisible();
  await page.route('**/api/support/all?*', (route) => route.fulfill({ json: empty }));
  await page.goto('/admin/support');
  await expect(page.getByText('No Support Tickets Yet')).toBeVisible();
  await snap(page, 'support-admin-support-empty');

  await page.unroute('**/api/feedback/all?*');
  await page.route('**/api/feedback/all?*', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' } }),
  );
  await page.goto('/admin/feedback');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load feedback' })).toBeVisible();
  await expect(toast(page, 'Failed to load feedback')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await snap(page, 'support-admin-feedback-error');

  // The server stops answering as an admin (role removed while the page is open).
  await page.unroute('**/api/feedback/all?*');
  await page.route('**/api/feedback/all?*', (route) =>
    route.fulfill({ status: 403, json: { success: false, error: 'Unauthorized access', code: 'FORBIDDEN' } }),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(toast(page, 'Unauthorized access')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a teacher who is not an admin is sent away from the admin screens and refused by the API', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  await page.goto('/admin/feedback');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/support');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/api/feedback/all', '/api/support/all']) {
    const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: 'Unauthorized access', code: 'FORBIDDEN' });
  }
});

test('a signed-out visitor asking for an admin screen is sent to sign in', async ({ page }) => {
  await page.goto('/admin/feedback');
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin%2Ffeedback/);
});

test('on a phone the widget never sits on the page\'s own buttons', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const check = async (path: string, name: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(launcher(page)).toBeVisible();
    expect(await elementsUnderLauncher(page), `${path} at the top`).toEqual([]);
    // What the phone shows (the viewport, where the launcher floats), not the whole page.
    await page.screenshot({ path: `${SCREENS}/${name}-top.png` });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    expect(await elementsUnderLauncher(page), `${path} at the bottom`).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/${name}-bottom.png` });
  };
  await check('/', 'support-phone-landing');
  await check('/contact', 'support-phone-contact');
  // While the page's own field is being typed in, the launcher steps aside.
  await page.getByLabel('Message').focus();
  await expect(launcher(page)).toBeHidden();
  await page.getByLabel('Message').blur();
  await expect(launcher(page)).toBeVisible();
  await signedInTeacher(page, request);
  await check('/dashboard', 'support-phone-dashboard');
  await check('/account?tab=settings', 'support-phone-account');

  await launcher(page).click();
  await expect(widget(page)).toBeVisible();
  const box = await widget(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/support-phone-widget.png` });
});

test('on a laptop the launcher leaves the footer links free at the bottom of the page', async ({ page }) => {
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    expect(await elementsUnderLauncher(page), `${path} at the bottom`).toEqual([]);
  }
  await page.screenshot({ path: `${SCREENS}/support-laptop-contact-bottom.png` });
});

/** A bearer token for the ADMIN_EMAILS account, for checking what the screens sent. */
async function signedInAdminToken(request: APIRequestContext): Promise<string> {
  const headers = { 'x-forwarded-for': randomIp() };
  const reg = await request.post('/api/auth/register', { data: { email: ADMIN_EMAIL, password: PASSWORD, name: 'Ada Admin' }, headers });
  if (reg.status() === 201) {
    // ADMIN_EMAILS grants the role once the address is verified.
    await verifyViaMail(request, ADMIN_EMAIL);
    return (await reg.json()).data.token;
  }
  const login = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: PASSWORD }, headers });
  expect(login.status()).toBe(200);
  return (await login.json()).data.token;
}
