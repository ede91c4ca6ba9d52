import { expect, type Page, type APIRequestContext } from '@playwright/test';
import crypto from 'node:crypto';
import { BASE_URL, MAIL_HTTP_URL } from './base-url';

/** Where journeys save the screenshots we look at. */
export const SCREENS = 'test-results/screens';

export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

export function uniqueEmail(prefix = 'teacher') {
  return `${prefix}.${crypto.randomBytes(4).toString('hex')}@school.test`;
}

export const PASSWORD = 'correct-horse-battery';

/** Creates an account through the public API (no onboarding). */
export async function registerViaApi(request: APIRequestContext, email: string, name = 'Jo Bloggs') {
  const res = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name },
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { user: { id: string }; token: string };
}

/** Signs in through the login page and waits to leave it. */
export async function signInViaForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Completes onboarding as a teacher through the API. */
export async function onboardViaApi(
  request: APIRequestContext,
  token: string,
  profile: { subject?: string; yearGroup?: string; location?: string; examBoard?: string } = {},
) {
  const res = await request.post('/api/user/onboarding', {
    data: { role: 'teacher', subject: 'Science', yearGroup: 'Year 8', location: 'England', ...profile },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

/**
 * A fresh, onboarded teacher whose session is already in the browser: the bearer token is the
 * same signed JWT as the session cookie, so it is set as next-auth's cookie directly.
 */
export async function signedInTeacher(
  page: Page,
  request: APIRequestContext,
  profile: Parameters<typeof onboardViaApi>[2] = {},
  /** The server the session is for (the payments server has its own address). */
  url: string = BASE_URL,
) {
  const email = uniqueEmail();
  const { user, token } = await registerViaApi(request, email);
  await onboardViaApi(request, token, profile);
  await page.context().addCookies([
    { name: 'next-auth.session-token', value: token, url, httpOnly: true, sameSite: 'Lax' },
  ]);
  return { email, token, userId: user.id };
}

/** Generates a lesson through the API (offline provider by default) and returns its id. */
export async function generateLessonViaApi(
  request: APIRequestContext,
  token: string,
  body: Partial<{ subject: string; topic: string; yearGroup: string; duration: number; examBoard: string; specialRequirements: string }> = {},
) {
  const res = await request.post('/api/generate/lesson', {
    data: { subject: 'Science', topic: 'Photosynthesis', yearGroup: 'Year 8', duration: 60, ...body },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.id as string;
}

/**
 * Makes a teacher Premium the way Stripe does, on the payments server (STRIPE_APP_URL): starts
 * Checkout through the API, pays on the fake's hosted page, and waits for the verified webhook.
 */
export async function premiumViaFakeCheckout(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const tiers = (await (await request.get('/api/pricing/tiers', { headers })).json()).data;
  const priceId = tiers.tiers.find((t: { id: string }) => t.id === 'premium').stripePriceId as string;
  const session = await request.post('/api/stripe/create-checkout-session', { data: { priceId }, headers });
  expect(session.status(), await session.text()).toBe(200);
  const pay = await request.post((await session.json()).data.url, { maxRedirects: 0 });
  expect(pay.status()).toBe(303);
  await expect
    .poll(async () => (await (await request.get('/api/stripe/subscription-status', { headers })).json()).data.isPremium, {
      timeout: 20_000,
    })
    .toBe(true);
}

/** A message the e2e mail catcher received (tests/e2e/mail-server.ts). */
export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A message sent to `email`, waiting up to 10 s for it: the `index`th (default: the newest), or
 * the first with `subject` (e-mails are sent independently, so their order is not fixed).
 */
export async function mailTo(email: string, index?: number | { subject: string }): Promise<CaughtMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(email)}`);
    const list = (await res.json()) as CaughtMail[];
    const found =
      index === undefined ? list.at(-1) : typeof index === 'number' ? list[index] : list.find((m) => m.subject === index.subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many messages the catcher holds for `email`. */
export async function mailCount(email: string): Promise<number> {
  const res = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as CaughtMail[]).length;
}

/** The first link to `path` (e.g. '/verify-email') in a message's text, as a path with its query. */
export function linkIn(mail: CaughtMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${path}\\?token=[A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}

/** Verifies `email` through the link in its newest verification e-mail (as its owner would). */
export async function verifyViaMail(request: APIRequestContext, email: string) {
  const link = linkIn(await mailTo(email), '/verify-email');
  const token = decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!);
  const res = await request.post('/api/auth/verify-email', { data: { token } });
  expect(res.status()).toBe(200);
}
