import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { generateLessonViaApi, signedInTeacher, snap } from './helpers';
import { DEFAULT_PAGE_SIZE } from '../../lib/constants/lists';

const rows = (page: Page) => page.getByTestId('lesson-list').getByRole('link');

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the library lists a teacher’s lessons newest first, and search and subject narrow it', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'Science', yearGroup: 'Year 8' });
  const photosynthesis = await generateLessonViaApi(request, token, { subject: 'Science', topic: 'Photosynthesis' });
  const norman = await generateLessonViaApi(request, token, { subject: 'History', topic: 'The Norman Conquest', yearGroup: 'Year 7', duration: 45 });
  const matter = await generateLessonViaApi(request, token, { subject: 'Science', topic: 'States of matter' });

  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1, name: 'Your lessons' })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('lesson-count')).toHaveText('3 lessons');
  // Newest first, each row opening its lesson.
  await expect(rows(page).nth(0)).toHaveAttribute('href', `/lessons/${matter}`);
  await expect(rows(page).nth(1)).toHaveAttribute('href', `/lessons/${norman}`);
  await expect(rows(page).nth(2)).toHaveAttribute('href', `/lessons/${photosynthesis}`);
  await expect(rows(page).nth(0)).toContainText('Science • States of matter');
  await expect(rows(page).nth(1)).toContainText('History • The Norman Conquest');
  await expect(rows(page).nth(1)).toContainText('45 min');
  await expect(rows(page).nth(1)).toContainText('Year 7');
  await expect(rows(page).nth(1)).toContainText(/Created \d{1,2} \w{3} \d{4}/);
  await expect(page.getByRole('navigation', { name: 'Pages of lessons' })).toHaveCount(0);
  await snap(page, 'lessons-list');
  await expectNoSeriousAxeViolations(page);

  // Search by topic, debounced into the URL.
  const lessonRequests: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/lessons') lessonRequests.push(url.search);
  });
  await page.getByLabel('Search lessons').pressSequentially('norm', { delay: 40 });
  await expect(page).toHaveURL(/[?&]search=norm(&|$)/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('History • The Norman Conquest');
  await expect(page.getByTestId('lesson-count')).toHaveText('1 lesson');
  // Typing four letters quickly asks the server once, not four times.
  expect(lessonRequests.filter((q) => q.includes('search=')).length).toBe(1);
  await snap(page, 'lessons-search');

  // The search survives a reload.
  await page.reload();
  await expect(page.getByLabel('Search lessons')).toHaveValue('norm');
  await expect(rows(page)).toHaveCount(1);

  // A search that matches nothing says so and offers a way back.
  await page.getByLabel('Search lessons').fill('quadratic');
  await expect(page.getByText('No lessons match "quadratic".')).toBeVisible();
  await snap(page, 'lessons-no-results');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByLabel('Search lessons')).toHaveValue('');

  // Filter by subject.
  await page.getByLabel('Subject').selectOption('History');
  await expect(page).toHaveURL(/[?&]subject=History/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('href', `/lessons/${norman}`);
  await page.getByLabel('Subject').selectOption('Science');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toHaveAttribute('href', `/lessons/${matter}`);
  await snap(page, 'lessons-subject-filter');
  // Back returns to the previous filter.
  await page.goBack();
  await expect(page.getByLabel('Subject')).toHaveValue('History');
  await expect(rows(page)).toHaveCount(1);

  // A row opens its lesson.
  await rows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${norman}$`));
});

test('the dashboard links to the lessons, the library and the generate screen', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'Science', yearGroup: 'Year 8' });
  const id = await generateLessonViaApi(request, token, { topic: 'Photosynthesis' });
  await page.goto('/dashboard');
  const recent = page.getByRole('list', { name: 'Recent Lessons' });
  await expect(recent.getByRole('link')).toHaveCount(1);
  await expect(recent.getByRole('link').first()).toHaveAttribute('href', `/lessons/${id}`);
  await expect(page.getByRole('link', { name: 'Create New Lesson' })).toHaveAttribute('href', '/generate');
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/lessons$/);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Create New Lesson' }).click();
  await expect(page).toHaveURL(/\/generate$/);
});

test('a new teacher sees the empty library with a way to create a lesson', async ({ page, request }) => {
  await signedInTeacher(page, request);
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { name: 'No lessons yet' })).toBeVisible();
  const links = page.getByRole('link', { name: 'Create New Lesson' });
  await expect(links).toHaveCount(2); // the page's button and the empty state's
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/generate');
  await expect(page.getByTestId('lesson-count')).toHaveText('0 lessons');
  await snap(page, 'lessons-empty');
  await expectNoSeriousAxeViolations(page);
});

test('a failed load shows an error with Retry, which loads the list', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  await generateLessonViaApi(request, token, { topic: 'Photosynthesis' });
  let failing = true;
  await page.route((url) => url.pathname === '/api/lessons', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong', code: 'INTERNAL_ERROR' } })
      : route.fallback(),
  );
  await page.goto('/lessons');
  await expect(page.getByText('Failed to load your lessons')).toBeVisible({ timeout: 15_000 });
  await snap(page, 'lessons-error');
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(1);
});

test('more than a page of lessons is split into pages kept in the URL', async ({ page, request }) => {
  await signedInTeacher(page, request);
  // Free accounts hold 3 lessons, so the server's answer is stood in for: 45 lessons in all.
  const total = 45;
  const asked: URLSearchParams[] = [];
  await page.route((url) => url.pathname === '/api/lessons', (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query);
    const pageNo = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - (pageNo - 1) * limit)) }, (_, i) => {
      const n = total - ((pageNo - 1) * limit + i);
      return {
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        title: `Lesson number ${n}`,
        subject: 'Science',
        topic: `Topic ${n}`,
        yearGroup: 'Year 8',
        duration: 60,
        createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
      };
    });
    return route.fulfill({ json: { success: true, data: { items, page: pageNo, limit, total } } });
  });

  await page.goto('/lessons');
  await expect(rows(page)).toHaveCount(DEFAULT_PAGE_SIZE);
  expect(asked[0].get('limit')).toBe(String(DEFAULT_PAGE_SIZE));
  const pager = page.getByRole('navigation', { name: 'Pages of lessons' });
  await expect(pager).toContainText(`Showing 1–${DEFAULT_PAGE_SIZE} of ${total} lessons`);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows(page).first()).toContainText('Lesson number 25');
  await expect(pager).toContainText('Page 2 of 3');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(rows(page)).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await snap(page, 'lessons-last-page');
  await page.reload();
  await expect(pager).toContainText('Page 3 of 3');
  expect(asked.at(-1)?.get('page')).toBe('3');
});

test('the library and the generate screen fit a phone', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'Design and Technology', yearGroup: 'Year 11', examBoard: 'WJEC/Eduqas' });
  await generateLessonViaApi(request, token, { subject: 'Design and Technology', topic: 'Properties of smart materials and modern composites', yearGroup: 'Year 11' });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/generate', 'phone-generate-form'],
    ['/lessons', 'phone-lessons'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/lessons') await expect(rows(page)).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    await snap(page, name);
  }
});
