/**
 * The visitor's free preview: the form, the preview page and claiming it after sign-up (2 previews
 * a UTC day per visitor). Each test is a new browser context with its own address, so the daily
 * limit of one test never touches another.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PASSWORD, SCREENS, registerViaApi, onboardViaApi, snap, uniqueEmail } from './helpers';
import { BASE_URL } from './base-url';

const byte = () => 1 + Math.floor(Math.random() * 250);
/** An address no other test uses (the limit counts per address and per visitor cookie). */
const freshIp = () => `10.${100 + Math.floor(Math.random() * 100)}.${byte()}.${byte()}`;

/** The server's stages in order (lib/ai/progress.ts). */
const STAGE_PERCENTS = [15, 30, 50, 70, 85, 95];
const STAGE_TEXTS = [
  'Analyzing your topic...',
  'Structuring lesson plan...',
  'Creating engaging activities...',
  'Designing worksheet questions...',
  'Generating quiz questions...',
  'Finalizing your lesson...',
];

async function asNewVisitor(page: Page): Promise<string> {
  const ip = freshIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

async function expectNoSeriousA11yProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A close-up of one part of the page, beside the full-page `snap`. */
async function snapPart(part: Locator, name: string) {
  await part.screenshot({ path: `${SCREENS}/${name}.png` });
}

function tryFree(page: Page) {
  return page.locator('#try-free');
}

async function fillPreviewForm(page: Page, { topic = 'Photosynthesis', subject = 'Science', yearGroup = 'Year 8', minutes = 45 } = {}) {
  const form = tryFree(page);
  await form.getByLabel('Subject').selectOption(subject);
  await form.getByLabel('Year group').selectOption(yearGroup);
  await form.getByLabel('Topic').fill(topic);
  const radio = form.getByRole('radio', { name: `${minutes} minutes` });
  await form.locator('label', { has: page.getByRole('radio', { name: `${minutes} minutes` }) }).click();
  await expect(radio).toBeChecked();
}

/**
 * Makes the browser receive the preview's progress events 400 ms apart, as from a real model
 * (the offline writer finishes in well under a second), so each stage is really on screen, and
 * records every progress state the form shows (read back with `shownProgress`).
 */
async function slowProgressStream(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = shown;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        const bar = document.querySelector('#try-free [role=progressbar]');
        const text = document.querySelector('#try-free [role=status]')?.textContent?.trim();
        const entry = bar && text ? `${bar.getAttribute('aria-valuenow')}|${text}` : null;
        if (entry && shown[shown.length - 1] !== entry) shown.push(entry);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/generate/preview') || !(res.headers.get('content-type') ?? '').includes('event-stream')) return res;
      const events = (await res.text()).split('\n\n').filter(Boolean);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const event of events) {
            await new Promise((resolve) => setTimeout(resolve, 400));
            controller.enqueue(encoder.encode(`${event}\n\n`));
          }
          controller.close();
        },
      });
      return new Response(body, { status: res.status, headers: res.headers });
    };
  });
}

/** Generates a preview through the landing form and waits for /preview. */
async function previewThroughLanding(page: Page, topic = 'Photosynthesis') {
  await page.goto('/');
  await fillPreviewForm(page, { topic });
  await tryFree(page).getByRole('button', { name: 'Generate free preview' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByRole('heading', { name: 'Learning objectives' })).toBeVisible();
}

async function lessonsOf(page: Page) {
  const res = await page.request.get('/api/lessons');
  expect(res.status()).toBe(200);
  return (await res.json()).data as { items: Array<{ id: string; topic: string }>; total: number };
}

test('a visitor previews a lesson, signs up from the preview and lands on it as a saved lesson', async ({ page }) => {
  await asNewVisitor(page);
  await slowProgressStream(page);
  await page.goto('/');
  const form = tryFree(page);
  const submit = form.getByRole('button', { name: 'Generate free preview' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Be specific: a single lesson topic works best')).toBeVisible();
  await expect(form.getByRole('radio', { name: '60 minutes' })).toBeChecked();
  await expectNoSeriousA11yProblems(page);

  // The server's own stages appear in turn while the preview is written; the form is locked.
  await fillPreviewForm(page, { topic: 'Photosynthesis' });
  await submit.click();
  await expect(form.getByRole('button', { name: 'Generating preview...' })).toBeDisabled();
  await expect(form.getByLabel('Topic')).toBeDisabled();
  await expect(form.getByRole('progressbar', { name: 'Writing your preview' })).not.toHaveAttribute('aria-valuenow', '0');
  await snap(page, 'preview-generating');
  await snapPart(form, 'preview-generating-form');
  await expect(page).toHaveURL(/\/preview$/);
  const shown = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  expect(shown).toEqual([
    '0|Starting your preview...',
    ...STAGE_TEXTS.map((text, i) => `${STAGE_PERCENTS[i]}|${text}`),
    '100|Your preview is ready. Opening it...',
  ]);

  // The open parts, cut to the preview lengths, and the locked ones.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Topic: Photosynthesis')).toBeVisible();
  await expect(page.getByText('45 min').first()).toBeVisible();
  expect(await page.getByRole('heading', { name: 'Learning objectives' }).locator('..').locator('li').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: 'Key vocabulary' })).toBeVisible();
  for (const [phase, max] of [['Starter', 200], ['Main activity', 200], ['Plenary', 150]] as const) {
    const text = await page.getByRole('heading', { name: phase, exact: true }).locator('xpath=../following-sibling::p').textContent();
    expect(text?.length ?? 0, phase).toBeGreaterThan(0);
    expect(text!.length, phase).toBeLessThanOrEqual(max);
  }
  const locked = page.getByRole('region', { name: 'Included in the full lesson' });
  for (const name of ['Homework', 'Assessment', 'Support strategies', 'Challenge activities', 'Worksheet', 'Quiz']) {
    await expect(locked.getByRole('heading', { name: `${name} (locked)` })).toBeVisible();
  }
  await expect(locked.getByText(/^1[2-5] questions with a full answer key$/)).toBeVisible();
  await expect(locked.getByText(/^(8|9|10) questions with answers and explanations$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are viewing a free preview' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'You are viewing a free preview' });
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?from=%2Fpreview');
  await expectNoSeriousA11yProblems(page);
  await snap(page, 'preview-laptop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Learning objectives' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/preview scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await snap(page, 'preview-phone');
  await page.screenshot({ path: `${SCREENS}/preview-phone-top.png` });
  await locked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/preview-phone-locked.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await banner.getByRole('link', { name: 'Sign Up Free to Unlock' }).click();
  await expect(page).toHaveURL(/\/signup\?from=%2Fpreview$/);
  await page.getByLabel('Full name').fill('Amira Khan');
  await page.getByLabel('Email').fill(uniqueEmail('preview'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Preview unlocked! Loading your lesson...')).toBeVisible();
  await expect(page).toHaveURL(/\/lessons\/[\w-]+$/);
  const lessonId = new URL(page.url()).pathname.split('/').pop();

  // Exactly one saved lesson (the claim counts as a free lesson), and it is this preview.
  const lessons = await lessonsOf(page);
  expect(lessons.total).toBe(1);
  expect(lessons.items[0]).toMatchObject({ id: lessonId, topic: 'Photosynthesis' });
  // Both session copies are gone, and the new teacher stays on the lesson before onboarding.
  expect(await page.evaluate(() => [sessionStorage.getItem('lessonPreview'), sessionStorage.getItem('pendingPreviewToken')])).toEqual([null, null]);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(new RegExp(`/lessons/${lessonId}$`));
  await snap(page, 'preview-claimed-lesson');
});

test('a teacher who signs in from the preview gets it unlocked into their lessons', async ({ page, request }) => {
  await asNewVisitor(page);
  const email = uniqueEmail('returning');
  const { token } = await registerViaApi(request, email);
  await onboardViaApi(request, token);

  await previewThroughLanding(page, 'The causes of the First World War');
  await page.getByRole('region', { name: 'You are viewing a free preview' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fpreview$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Preview unlocked! Loading your lesson...')).toBeVisible();
  await expect(page).toHaveURL(/\/lessons\/[\w-]+$/);
  const lessons = await lessonsOf(page);
  expect(lessons.total).toBe(1);
  expect(lessons.items[0].topic).toBe('The causes of the First World War');
});

test('a signed-in teacher opening a pending preview has it claimed automatically', async ({ page, request }) => {
  await asNewVisitor(page);
  await previewThroughLanding(page, 'Equivalent fractions');

  // Signing in elsewhere (here: the session cookie) and coming back to /preview claims it.
  const { token } = await registerViaApi(request, uniqueEmail('elsewhere'));
  await onboardViaApi(request, token);
  await page.context().addCookies([
    { name: 'next-auth.session-token', value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.reload();
  await expect(page.getByText('Preview unlocked! Redirecting to your lesson...').first()).toBeVisible();
  await snap(page, 'preview-claiming');
  await expect(page).toHaveURL(/\/lessons\/[\w-]+$/);
  const lessons = await lessonsOf(page);
  expect(lessons.total).toBe(1);
  expect(lessons.items[0].topic).toBe('Equivalent fractions');
});

test(`a visitor's third preview of the day is refused with the sign-up offer, keeping the form`, async ({ page }) => {
  const ip = await asNewVisitor(page);
  await page.goto('/');
  // Two previews from this visitor (same address and visitor cookie) use up the day.
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/api/generate/preview', {
      data: { subject: 'History', topic: 'The Battle of Hastings', yearGroup: 'Year 7', duration: 60 },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await fillPreviewForm(page, { topic: 'Volcanoes', subject: 'Geography', yearGroup: 'Year 9' });
  await tryFree(page).getByRole('button', { name: 'Generate free preview' }).click();
  const alert = tryFree(page).getByRole('alert');
  await expect(alert).toContainText('Rate limit reached. Sign up for unlimited lesson plans!');
  const signUp = alert.getByRole('link', { name: 'Sign up for unlimited lessons →' });
  await expect(signUp).toHaveAttribute('href', '/signup');
  // What the visitor typed is still there, and the form can be used again.
  await expect(tryFree(page).getByLabel('Topic')).toHaveValue('Volcanoes');
  await expect(tryFree(page).getByLabel('Subject')).toHaveValue('Geography');
  await expect(tryFree(page).getByRole('button', { name: 'Generate free preview' })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
  await tryFree(page).scrollIntoViewIfNeeded();
  await snap(page, 'preview-rate-limited');
  await snapPart(tryFree(page), 'preview-rate-limited-form');
  await signUp.click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the preview form checks the topic before anything is sent', async ({ page }) => {
  await asNewVisitor(page);
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/generate/preview')) sent++;
  });
  await page.goto('/');
  const form = tryFree(page);
  const submit = form.getByRole('button', { name: 'Generate free preview' });

  // Submit stays off while the subject or the topic is empty.
  await form.getByLabel('Topic').fill('Photosynthesis');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Subject').selectOption('Science');
  await expect(submit).toBeEnabled();
  await form.getByLabel('Topic').fill('   ');
  await expect(submit).toBeDisabled();

  // Year group is required; the topic follows the server's rules.
  await form.getByLabel('Topic').fill('ab');
  await submit.click();
  await expect(form.getByText('Year group is required')).toBeVisible();
  await expect(form.getByText('Topic must be at least 3 characters')).toBeVisible();
  await expect(form.getByLabel('Topic')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Year group').selectOption('Year 10');
  await form.getByLabel('Topic').fill('qwrtp bcd');
  await submit.click();
  await expect(form.getByText('Please provide a valid educational topic (not random characters).', { exact: false })).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await snap(page, 'preview-form-errors');
  await snapPart(form, 'preview-form-errors-form');

  // "Other" asks for the subject in the teacher's own words.
  await form.getByLabel('Subject').selectOption('Other');
  await expect(form.getByLabel('Your subject')).toBeVisible();
  await form.getByLabel('Topic').fill('Photosynthesis');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Your subject').fill('Latin');
  await expect(submit).toBeEnabled();
  expect(sent).toBe(0);
});

test('/preview with no stored preview goes to the home page', async ({ page }) => {
  await page.goto('/preview');
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Try it free, no signup' })).toBeVisible();

  // A damaged copy counts as none.
  await page.evaluate(() => sessionStorage.setItem('lessonPreview', '{not json'));
  await page.goto('/preview');
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

/** A well-formed preview whose token the server does not know. */
const UNKNOWN_PREVIEW = {
  token: 'not-a-real-preview-token-0000',
  title: 'Forces and motion',
  subject: 'Physics',
  topic: 'Forces and motion',
  yearGroup: 'Year 9',
  duration: 60,
  objectives: ['Describe forces', 'Explain balanced forces', 'Calculate resultant force'],
  materials: ['Spring balances'],
  keyVocabulary: [{ term: 'Force', definition: 'A push or a pull' }],
  starter: { duration: 10, description: 'Sort pictures of pushes and pulls.' },
  main: { duration: 40, description: 'Measure forces with spring balances.' },
  plenary: { duration: 10, description: 'Exit ticket on resultant force.' },
  locked: { homework: true, assessment: true, support: true, challenge: true, worksheetQuestions: 12, quizQuestions: 8 },
  notice: null,
};

async function storeUnknownPreview(page: Page) {
  await page.goto('/');
  await page.evaluate((preview) => {
    sessionStorage.setItem('lessonPreview', JSON.stringify(preview));
    sessionStorage.setItem('pendingPreviewToken', preview.token);
  }, UNKNOWN_PREVIEW);
}

test('a preview that cannot be unlocked says so on sign-up and on the preview page', async ({ page, browser }) => {
  await asNewVisitor(page);
  await storeUnknownPreview(page);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Tom Reed');
  await page.getByLabel('Email').fill(uniqueEmail('expired'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Failed to unlock preview. Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding/);
  expect((await lessonsOf(page)).total).toBe(0);

  // On the preview page a signed-in teacher is told to generate a new lesson.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const other = await context.newPage();
  const { token } = await registerViaApi(other.request, uniqueEmail('gone'));
  await context.addCookies([{ name: 'next-auth.session-token', value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  await storeUnknownPreview(other);
  await other.goto('/preview');
  await expect(other.getByText('Failed to unlock preview. Please generate a new lesson.')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: "We couldn't unlock this preview." })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Create a new lesson' })).toBeVisible();
  await expect(other).toHaveURL(/\/preview$/);
  await snap(other, 'preview-claim-failed');
  await other.setViewportSize({ width: 390, height: 844 });
  await other.screenshot({ path: `${SCREENS}/preview-claim-failed-phone.png` });
  await context.close();
});
