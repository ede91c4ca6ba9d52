import { test, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { generateLessonViaApi, signedInTeacher, snap } from './helpers';
import { STAGES } from '../../lib/ai/progress';
import { FREE_LIMIT_MESSAGE } from '../../lib/constants/billing';
import { INVALID_TOPIC_MESSAGE } from '../../lib/ai/schemas/request';

const STAGE_TEXTS: string[] = Object.values(STAGES).map((s) => s.message);

/** Requests the page sends to the generate endpoint. */
function recordGenerateRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/generate/lesson') sent.push(req);
  });
  return sent;
}

/**
 * Records every stage the progress panel shows (its data-stage/data-percent), however briefly:
 * the offline provider finishes in well under a second, so polling could miss it.
 */
async function recordProgressStages(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ stage: string; percent: string }> = [];
    (window as unknown as { __stages: typeof seen }).__stages = seen;
    const record = () => {
      const panel = document.querySelector('[data-testid="generation-progress"]');
      if (!panel) return;
      const entry = { stage: panel.getAttribute('data-stage') ?? '', percent: panel.getAttribute('data-percent') ?? '' };
      const last = seen[seen.length - 1];
      if (!last || last.stage !== entry.stage || last.percent !== entry.percent) seen.push(entry);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-stage', 'data-percent'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __stages: Array<{ stage: string; percent: string }> }).__stages);
}

/** Times how long a toast with `text` stays in the page, from added to removed (ms). */
async function watchToastLife(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __toastLife: { added?: number; removed?: number } };
    w.__toastLife = {};
    const find = () =>
      [...document.querySelectorAll('[data-sonner-toast]')].find((el) => el.textContent?.includes(wanted));
    new MutationObserver(() => {
      const present = Boolean(find());
      if (present && w.__toastLife.added === undefined) w.__toastLife.added = performance.now();
      if (!present && w.__toastLife.added !== undefined && w.__toastLife.removed === undefined) {
        w.__toastLife.removed = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true });
  }, text);
  return () =>
    page.evaluate(() => {
      const { added, removed } = (window as unknown as { __toastLife: { added?: number; removed?: number } }).__toastLife;
      return added !== undefined && removed !== undefined ? removed - added : -1;
    });
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the form shows its validation messages, and a topic without a vowel is refused with nothing sent', async ({ page, request }) => {
  await signedInTeacher(page, request, { subject: 'Science', yearGroup: 'Year 8', location: 'England', examBoard: 'AQA' });
  const sent = recordGenerateRequests(page);
  await page.goto('/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new lesson' })).toBeVisible();

  // Defaults come from the profile.
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Science');
  await expect(page.getByLabel('Year group')).toHaveValue('Year 8');
  await expect(page.getByLabel(/^Location/)).toHaveValue('England');
  await expect(page.getByLabel(/^Exam board/)).toHaveValue('AQA');
  await expect(page.getByRole('radio', { name: '60 minutes' })).toBeChecked();
  await expect(page.getByText('Be specific: a single lesson topic works best')).toBeVisible();
  await snap(page, 'generate-form');

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const generate = page.getByRole('button', { name: 'Generate Lesson' });
  await page.getByLabel('Subject', { exact: true }).selectOption('');
  await page.getByLabel('Year group').selectOption('');
  await generate.click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Topic is required')).toBeVisible();
  await expect(page.getByText('Year group is required')).toBeVisible();
  await snap(page, 'generate-errors');

  await page.getByLabel('Subject', { exact: true }).selectOption('Other');
  await page.getByLabel('Year group').selectOption('Year 9');
  await page.getByLabel('Topic').fill('ab');
  await generate.click();
  await expect(page.getByText('Subject is required')).toBeVisible(); // "Other" needs the subject typed
  await expect(page.getByText('Topic must be at least 3 characters')).toBeVisible();
  await page.getByLabel('Your subject').fill('Classics');

  // The vowel rule: its message as a 5 s toast, and no request.
  const toastLife = await watchToastLife(page, INVALID_TOPIC_MESSAGE);
  await page.getByLabel('Topic').fill('bcdfg');
  await generate.click();
  await expect(toast(page, INVALID_TOPIC_MESSAGE)).toBeVisible();
  await expect(page.locator('form').getByText(INVALID_TOPIC_MESSAGE)).toBeVisible();
  await snap(page, 'generate-vowel-rule');
  await expect(toast(page, INVALID_TOPIC_MESSAGE)).toBeHidden({ timeout: 8_000 });
  // 5 s on screen (plus sonner's short exit), not the default 4 s of an error toast.
  const lived = await toastLife();
  expect(lived).toBeGreaterThan(4_700);
  expect(lived).toBeLessThan(6_500);

  await page.waitForTimeout(300);
  expect(sent, 'nothing may be sent while the form is invalid').toHaveLength(0);
  await expect(page.getByLabel('Topic')).toHaveValue('bcdfg');
});

test('generating shows the server’s progress stages and opens the new lesson', async ({ page, request }) => {
  await signedInTeacher(page, request, { subject: 'Science', yearGroup: 'Year 8' });
  const stages = await recordProgressStages(page);
  const streamed: string[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname !== '/api/generate/lesson') return;
    const body = await res.text().catch(() => '');
    for (const line of body.split('\n')) {
      if (!line.startsWith('data:')) continue;
      const event = JSON.parse(line.slice(5));
      if (event.type === 'stage') streamed.push(event.message);
    }
  });
  const sent = recordGenerateRequests(page);

  await page.goto('/generate');
  await page.getByLabel('Topic').fill('Photosynthesis');
  await page.getByRole('radio', { name: '45 minutes' }).check();
  await page.getByLabel(/^Special requirements/).fill('Two pupils with EAL');
  await page.getByRole('button', { name: 'Generate Lesson' }).click();

  await expect(page).toHaveURL(/\/lessons\/[0-9a-f-]{36}$/);
  await expect(toast(page, 'Lesson generated successfully!')).toBeVisible();

  // One request, with the form's values, as a progress stream.
  expect(sent).toHaveLength(1);
  expect(sent[0].headers()['accept']).toContain('text/event-stream');
  expect(sent[0].postDataJSON()).toMatchObject({
    role: 'teacher',
    subject: 'Science',
    topic: 'Photosynthesis',
    duration: 45,
    yearGroup: 'Year 8',
    specialRequirements: 'Two pupils with EAL',
  });

  // The panel showed at least one of the server's real stage texts, and only texts it sent.
  const shown = await stages();
  const shownTexts = shown.map((s) => s.stage).filter((s) => s !== 'Sending your request...');
  expect(shownTexts.length, JSON.stringify(shown)).toBeGreaterThan(0);
  await expect.poll(() => streamed.length).toBeGreaterThan(0);
  for (const text of shownTexts) {
    expect(STAGE_TEXTS).toContain(text);
    expect(streamed).toContain(text);
  }
  await snap(page, 'generate-landed-on-lesson');
});

test('progress follows the server’s events, not a clock, and warnings give the incomplete toast', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'History', yearGroup: 'Year 7' });
  const lessonId = await generateLessonViaApi(request, token, { subject: 'History', topic: 'The Norman Conquest', yearGroup: 'Year 7' });
  const stages = await recordProgressStages(page);

  // The server is slow to say anything, then sends one stage and finishes with a warning.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/generate/lesson', async (route) => {
    await held;
    const events = [
      { type: 'stage', stage: 'activities', percent: 50, message: 'Creating engaging activities...' },
      { type: 'warning', message: 'The quiz could not be written.' },
      { type: 'done', id: lessonId, warnings: ['The quiz could not be written.'] },
    ];
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
      body: events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''),
    });
  });

  await page.goto('/generate');
  await page.getByLabel('Topic').fill('Castles');
  await page.getByRole('button', { name: 'Generate Lesson' }).click();

  const panel = page.getByTestId('generation-progress');
  await expect(panel).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: /Generating/ })).toBeDisabled();
  await expect(page.getByLabel('Topic')).toBeDisabled();
  // A timer would have moved on by now (the old screen showed 30% at 2 s); real progress has not.
  await page.waitForTimeout(2_500);
  await expect(panel).toHaveAttribute('data-percent', '0');
  await snap(page, 'generate-progress-waiting');

  release();
  await expect(page).toHaveURL(new RegExp(`/lessons/${lessonId}$`));
  await expect(toast(page, 'Lesson created! (Some components may be incomplete)')).toBeVisible();
  const shown = (await stages()).map((s) => `${s.percent} ${s.stage}`);
  expect(shown).toContain('50 Creating engaging activities...');
  expect(shown.some((s) => s.startsWith('30 ') || s.startsWith('15 '))).toBe(false);
});

test('a failed generation keeps the form and shows the server’s message', async ({ page, request }) => {
  await signedInTeacher(page, request, { subject: 'Geography', yearGroup: 'Year 10' });
  const message = 'The lesson writer is not answering at the moment. Please try again in a minute.';
  await page.route('**/api/generate/lesson', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: [
        { type: 'stage', stage: 'analysing', percent: 15, message: 'Analyzing your topic...' },
        { type: 'error', error: message, code: 'PROVIDER_UNAVAILABLE' },
      ]
        .map((e) => `data: ${JSON.stringify(e)}\n\n`)
        .join(''),
    }),
  );
  await page.goto('/generate');
  await page.getByLabel('Topic').fill('Rivers and flooding');
  await page.getByRole('radio', { name: '90 minutes' }).check();
  await page.getByRole('button', { name: 'Generate Lesson' }).click();

  await expect(page.locator('form').getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByTestId('generation-progress')).toBeHidden();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByLabel('Topic')).toHaveValue('Rivers and flooding');
  await expect(page.getByRole('radio', { name: '90 minutes' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Generate Lesson' })).toBeEnabled();
  // Keyboard users are back where they were, ready to try again.
  await expect(page.getByRole('button', { name: 'Generate Lesson' })).toBeFocused();
  await snap(page, 'generate-failed');
});

test('the fourth lesson on a free account shows the free-limit notice and keeps the form', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'Science', yearGroup: 'Year 8' });
  await generateLessonViaApi(request, token, { topic: 'Photosynthesis' });
  await generateLessonViaApi(request, token, { topic: 'States of matter' });
  const sent = recordGenerateRequests(page);

  await page.goto('/generate');
  await expect(page.getByText('1 free lesson left on your plan.')).toBeVisible();
  await expect(page.getByTestId('free-limit-notice')).toHaveCount(0);

  // The third free lesson is used elsewhere (another tab) while this page is open.
  await generateLessonViaApi(request, token, { topic: 'Forces' });

  await page.getByLabel('Topic').fill('Volcanoes and earthquakes');
  await page.getByRole('radio', { name: '120 minutes' }).check();
  await page.getByLabel(/^Special requirements/).fill('Mixed-ability class');
  await page.getByRole('button', { name: 'Generate Lesson' }).click();

  const notice = page.getByTestId('free-limit-notice');
  await expect(notice).toContainText(FREE_LIMIT_MESSAGE);
  // The ways on: Premium through Checkout (off here, without Stripe), or lesson credits.
  await expect(notice.getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
  await expect(notice.getByRole('link', { name: 'Or buy lesson credits' })).toHaveAttribute('href', '/pricing#credits');
  expect(sent).toHaveLength(1);
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByLabel('Topic')).toHaveValue('Volcanoes and earthquakes');
  await expect(page.getByRole('radio', { name: '120 minutes' })).toBeChecked();
  await expect(page.getByLabel(/^Special requirements/)).toHaveValue('Mixed-ability class');
  await expect(page.getByText('0 free lessons left on your plan.')).toBeVisible();
  await snap(page, 'generate-limit-reached');

  // Coming back later, the notice is there before anything is sent.
  await page.reload();
  await expect(page.getByTestId('free-limit-notice')).toContainText(FREE_LIMIT_MESSAGE);
  await page.getByTestId('free-limit-notice').getByRole('link', { name: 'Or buy lesson credits' }).click();
  await expect(page).toHaveURL(/\/pricing#credits$/);
});
