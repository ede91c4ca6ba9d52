import { expect, type Page, type APIRequestContext } from '@playwright/test';
import crypto from 'node:crypto';

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
