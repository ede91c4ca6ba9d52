import fs from 'node:fs';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { LessonView } from '@/lib/lessons/service';
import { PRINT_VARIANTS, printPath, type PrintVariant } from '@/lib/lessons/print-variants';
import { generateLessonViaApi, onboardViaApi, registerViaApi, SCREENS, signedInTeacher, snap, uniqueEmail } from './helpers';

/** The saved lesson as the API answers it, to know which answers to look for. */
async function lessonJson(request: APIRequestContext, token: string, id: string): Promise<LessonView> {
  const res = await request.get(`/api/lessons/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as LessonView;
}

/** Opens a print copy without the print dialog, laid out for paper. */
async function openPrint(page: Page, id: string, variant: PrintVariant) {
  const res = await page.goto(`${printPath(id, variant)}?autoprint=0`);
  expect(res?.status()).toBe(200);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main.print-sheet')).toBeVisible();
}

/** Pages in a PDF made by Chromium: one `/Type /Page` dictionary each (not `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

test('each print copy of a lesson shows the answers only where it should, on sane A4 pages', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { duration: 60 });
  const lesson = await lessonJson(request, token, id);
  const ws = lesson.worksheet!;
  const quiz = lesson.quiz!;
  expect(ws, 'the offline provider writes a worksheet').toBeTruthy();
  expect(quiz, 'the offline provider writes a quiz').toBeTruthy();

  // Text that only an answer key may show: explanations, and written answers.
  const wsWritten = ws.questions.filter((q) => q.type === 'short-answer');
  expect(wsWritten.length).toBeGreaterThan(0);
  const wsSecrets = [...ws.questions.map((q) => q.explanation), ...wsWritten.map((q) => q.answer)];
  const quizSecrets = quiz.questions.map((q) => q.explanation);
  const wsChoice = ws.questions.filter((q) => q.options.length > 0).length;
  const quizChoice = quiz.questions.filter((q) => q.options.length > 0).length;
  const bodyText = () => page.locator('main.print-sheet').innerText();

  const pageCounts: Record<string, number> = {};
  for (const { id: variant, label } of PRINT_VARIANTS) {
    await openPrint(page, id, variant);
    const sheet = page.locator('main.print-sheet');
    // The small header and the footer line.
    await expect(sheet.locator('header')).toContainText(lesson.title);
    await expect(sheet.locator('header')).toContainText('Science');
    await expect(sheet.locator('header')).toContainText('Year 8');
    await expect(sheet.locator('header')).toContainText(label);
    await expect(sheet.locator('footer')).toContainText('Plenary');
    // No app chrome, and the toolbar does not print.
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Privacy' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    const html = await page.content();
    const text = await bodyText();

    if (variant === 'lesson-plan') {
      const plan = lesson.lessonPlan;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.title);
      for (const s of [
        plan.objectives[0],
        plan.priorKnowledge[0],
        plan.materials[0],
        plan.keyVocabulary[0].definition,
        plan.starter.activities[0].name,
        plan.main.activities[0].stepByStep[0],
        plan.plenary.description,
        plan.homework.tasks[0],
        plan.assessment.formative[0],
        plan.differentiation.support[0],
        plan.differentiation.challenge[0],
        plan.misconceptions[0].correction,
      ]) {
        expect(text, s).toContain(s);
      }
      expect(text).toContain(`Main Activity (${plan.main.duration} minutes)`);
    }
    if (variant === 'worksheet-answers') {
      await expect(page.getByText('Answer key — not for students')).toBeVisible();
      for (const s of wsSecrets) expect(text, s).toContain(s);
      await expect(sheet.locator('.option-correct')).toHaveCount(wsChoice);
      await expect(sheet.getByText('Name', { exact: true })).toHaveCount(0);
    }
    if (variant === 'worksheet') {
      for (const s of wsSecrets) expect(html.includes(s), `student worksheet leaks "${s}"`).toBe(false);
      await expect(sheet.locator('.option-correct')).toHaveCount(0);
      await expect(sheet.locator('.answer-key')).toHaveCount(0);
      await expect(sheet.getByText('Name', { exact: true })).toBeVisible();
      await expect(sheet.getByText('Date', { exact: true })).toBeVisible();
      // A tick box per option, and written-answer lines sized by marks (two a mark, 2 to 12).
      const options = ws.questions.reduce((n, q) => n + q.options.length, 0);
      await expect(sheet.locator('.options .tick-box')).toHaveCount(options);
      for (const q of wsWritten) {
        const lines = sheet.locator(`[data-question="${q.id}"] .answer-line`);
        await expect(lines).toHaveCount(Math.min(12, Math.max(2, q.marks * 2)));
      }
      await expect(page.getByText('not for students')).toHaveCount(0);
    }
    if (variant === 'quiz') {
      const banner = page.getByRole('note', { name: 'Quiz rules' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('work on your own');
      await expect(sheet).toContainText(`Time limit: ${quiz.timeLimit} minutes`);
      await expect(sheet).toContainText(`Total marks: ${quiz.totalMarks}`);
      for (const s of quizSecrets) expect(html.includes(s), `student quiz leaks "${s}"`).toBe(false);
      await expect(sheet.locator('.option-correct')).toHaveCount(0);
      await expect(sheet.getByText('Name', { exact: true })).toBeVisible();
      await expect(page.getByText('not for students')).toHaveCount(0);
    }
    if (variant === 'quiz-answers') {
      await expect(page.getByText('Answer key — not for students')).toBeVisible();
      await expect(page.getByRole('note', { name: 'Quiz rules' })).toHaveCount(0);
      for (const s of quizSecrets) expect(text, s).toContain(s);
      await expect(sheet.locator('.option-correct')).toHaveCount(quizChoice);
      // The highlighted option is the correct answer.
      const first = quiz.questions.find((q) => q.options.length > 0)!;
      await expect(sheet.locator(`[data-question="${first.id}"] .option-correct`)).toContainText(first.correctAnswer);
    }
    await snap(page, `print-${variant}`);

    // Chromium's print to PDF: A4 pages, a sane number of them.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    pageCounts[variant] = pdfPageCount(pdf);
    expect(pageCounts[variant], `${variant} pages`).toBeGreaterThanOrEqual(1);
    expect(pageCounts[variant], `${variant} pages`).toBeLessThanOrEqual(6);
    if (variant === 'worksheet') fs.writeFileSync('test-results/print-worksheet.pdf', pdf);
    if (variant === 'lesson-plan') fs.writeFileSync('test-results/print-lesson-plan.pdf', pdf);
    await page.emulateMedia({ media: 'screen' });
  }
  test.info().annotations.push({ type: 'pdf pages', description: JSON.stringify(pageCounts) });
});

test('the print page opens the print dialog once, unless ?autoprint=0', async ({ page, request }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => {
      w.__prints += 1;
    };
  });
  const prints = () => page.evaluate(() => (window as unknown as { __prints: number }).__prints);
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token);

  await page.goto(printPath(id, 'worksheet'));
  await expect.poll(prints).toBe(1);
  await page.waitForTimeout(500);
  expect(await prints()).toBe(1);
  // On screen: the toolbar with Print and Close.
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await prints()).toBe(2);
  await snap(page, 'print-worksheet-screen');

  await page.goto(`${printPath(id, 'quiz')}?autoprint=0`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await prints()).toBe(0);

  // Close goes back to the lesson when the window was not opened by a script.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}$`));

  // Reads well on a phone: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${printPath(id, 'worksheet')}?autoprint=0`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, 'print-worksheet-phone');
  await page.screenshot({ path: `${SCREENS}/print-worksheet-phone-top.png` });
});

test("another teacher's lesson, an unknown copy and a signed-out visitor get no print page", async ({ page, request }) => {
  // The owner generates a lesson; a different teacher is signed in in the browser.
  const owner = await registerViaApi(request, uniqueEmail('owner'));
  await onboardViaApi(request, owner.token);
  const theirs = await generateLessonViaApi(request, owner.token, { subject: 'Geography', topic: 'Volcanoes and earthquakes' });
  const theirTitle = (await lessonJson(request, owner.token, theirs)).lessonPlan.title;
  const { token } = await signedInTeacher(page, request);
  const mine = await generateLessonViaApi(request, token);

  for (const path of [
    printPath(theirs, 'lesson-plan'),
    printPath(theirs, 'quiz-answers'),
    `/lessons/${mine}/print/answers`,
    '/lessons/not-a-lesson/print/worksheet',
    '/lessons/00000000-0000-4000-8000-000000000000/print/quiz',
  ]) {
    const res = await page.goto(`${path}?autoprint=0`);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    // Nothing of the other teacher's lesson reached the page.
    expect((await page.content()).includes(theirTitle), path).toBe(false);
  }
  await snap(page, 'print-not-found');

  await page.context().clearCookies();
  await page.goto(printPath(mine, 'quiz'));
  await expect(page).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(printPath(mine, 'quiz'))}$`));
});

test('markup in a lesson prints as plain text on every copy', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)>';
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: payload });
  const put = await request.put(`/api/lessons/${id}/section/homework`, {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { description: payload, tasks: ['<b>bold</b>'] } },
  });
  expect(put.status(), await put.text()).toBe(200);
  const lesson = await lessonJson(request, token, id);

  for (const { id: variant } of PRINT_VARIANTS) {
    await openPrint(page, id, variant);
    await expect(page.locator('img')).toHaveCount(0);
    await expect(page.locator('main b')).toHaveCount(0);
    // The header carries the lesson title, which holds the topic, as literal text.
    await expect(page.locator('main header')).toContainText(lesson.title);
    if (variant === 'lesson-plan') {
      await expect(page.getByText(payload, { exact: true })).toBeVisible();
      await expect(page.getByText('<b>bold</b>', { exact: true })).toBeVisible();
    }
  }
  expect(lesson.title).toContain('<img');
  await snap(page, 'print-markup-as-text');
  expect(dialogs).toEqual([]);
});

test('print pages have no serious or critical accessibility problems', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token);
  for (const { id: variant } of PRINT_VARIANTS) {
    await page.goto(`${printPath(id, variant)}?autoprint=0`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${variant}: ${v.id}: ${v.help}`)).toEqual([]);
  }
});
