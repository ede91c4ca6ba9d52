import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import {
  generateLessonViaApi,
  onboardViaApi,
  registerViaApi,
  SCREENS,
  signedInTeacher,
  snap,
  uniqueEmail,
} from './helpers';
import type { LessonView } from '../../lib/lessons/service';
import { PRINT_VARIANTS } from '../../lib/lessons/print-variants';
import { CUSTOMISATION_LIMIT } from '../../lib/constants/lessons';

const FEEDBACK_REQUIRED = "Please provide feedback for how you'd like this section changed";
const EDIT_LIMIT = `You've reached the edit limit for this lesson (${CUSTOMISATION_LIMIT} edits). Create a new lesson for major changes.`;
const XSS = '<img src=x onerror=alert(1)>';

async function getLesson(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/lessons/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), lesson: res.ok() ? ((await res.json()).data as LessonView) : null };
}

async function putSection(request: APIRequestContext, token: string, id: string, section: string, data: unknown) {
  return request.put(`/api/lessons/${id}/section/${section}`, {
    data: { data },
    headers: { authorization: `Bearer ${token}` },
  });
}

/** No axe violations of impact serious or critical on what the page shows now. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility problems on ${what}`,
  ).toEqual([]);
}

async function openLesson(page: Page, id: string, title: string) {
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** What the screen shows now (for open dialogs and menus, which a full-page shot misplaces). */
async function snapScreen(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

const counter = (page: Page) => page.getByTestId('edits-counter');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a teacher sees the whole lesson: plan, worksheet with answers and quiz with the answers highlighted', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'Photosynthesis', subject: 'Science' });
  const { lesson } = await getLesson(request, token, id);
  if (!lesson?.worksheet || !lesson.quiz) throw new Error('the offline lesson should have every part');
  const plan = lesson.lessonPlan;

  await openLesson(page, id, lesson.title);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  const about = page.getByRole('list', { name: 'About this lesson' });
  await expect(about).toContainText('Science');
  await expect(about).toContainText('Photosynthesis');
  await expect(about).toContainText('60 min');
  await expect(about).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(counter(page)).toContainText(`0/${CUSTOMISATION_LIMIT} edits`);
  await expect(counter(page)).toHaveAttribute('data-tone', 'blue');
  // The offline provider wrote it: the page says so.
  await expect(page.getByRole('complementary', { name: 'Offline sample lesson' })).toContainText('without the AI model');

  await expect(page.getByRole('tab', { name: 'Lesson Plan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Worksheet' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Quiz' })).toBeVisible();

  // Every part of the plan.
  for (const objective of plan.objectives) await expect(section(page, 'Learning Objectives')).toContainText(objective);
  await expect(section(page, 'Prior Knowledge')).toContainText(plan.priorKnowledge[0]);
  await expect(section(page, 'Materials')).toContainText(plan.materials[0]);
  for (const { term, definition } of plan.keyVocabulary) {
    await expect(section(page, 'Key Vocabulary')).toContainText(term);
    await expect(section(page, 'Key Vocabulary')).toContainText(definition);
  }
  for (const [name, phase] of [
    ['Starter', plan.starter],
    ['Main Activity', plan.main],
    ['Plenary', plan.plenary],
  ] as const) {
    const box = section(page, name);
    await expect(box).toContainText(`${phase.duration} min`);
    await expect(box).toContainText(phase.description);
    for (const activity of phase.activities) {
      await expect(box.getByRole('heading', { name: activity.name, exact: true }).first()).toBeVisible();
      await expect(box).toContainText(activity.description);
      for (const step of activity.stepByStep) await expect(box).toContainText(step);
    }
    await expect(box.getByRole('button', { name: `Regenerate ${name.toLowerCase()}` })).toBeVisible();
  }
  await expect(section(page, 'Common Misconceptions')).toContainText(plan.misconceptions[0].misconception);
  await expect(section(page, 'Common Misconceptions')).toContainText(plan.misconceptions[0].correction);
  await expect(section(page, 'Homework')).toContainText(plan.homework.description);
  for (const task of plan.homework.tasks) await expect(section(page, 'Homework')).toContainText(task);
  await expect(section(page, 'Assessment')).toContainText(plan.assessment.formative[0]);
  if (plan.assessment.summative[0]) await expect(section(page, 'Assessment')).toContainText(plan.assessment.summative[0]);
  await expect(section(page, 'Support Strategies')).toContainText(plan.differentiation.support[0]);
  await expect(section(page, 'Challenge Activities')).toContainText(plan.differentiation.challenge[0]);
  await snap(page, 'lesson-view-plan');
  await expectAccessible(page, 'the lesson plan tab');

  // Worksheet: title, instructions, total marks, every question with its answer and explanation.
  await page.getByRole('tab', { name: 'Worksheet' }).click();
  const worksheet = lesson.worksheet;
  await expect(page.getByRole('heading', { name: worksheet.title })).toBeVisible();
  await expect(page.getByText(worksheet.instructions)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(`Total marks: ${worksheet.totalMarks}`);
  const wsQuestions = page.getByRole('list', { name: 'Worksheet questions' }).locator(':scope > li');
  await expect(wsQuestions).toHaveCount(worksheet.questions.length);
  for (const [i, q] of worksheet.questions.entries()) {
    const item = wsQuestions.nth(i);
    await expect(item).toContainText(q.question);
    await expect(item).toContainText(`${q.marks} mark`);
    await expect(item).toContainText(`Answer: ${q.answer}`);
    await expect(item).toContainText(q.explanation);
    await expect(item).toContainText(new RegExp(`Bloom: ${q.bloomLevel}`, 'i'));
    for (const option of q.options) await expect(item).toContainText(option);
  }
  await snap(page, 'lesson-view-worksheet');
  await expectAccessible(page, 'the worksheet tab');

  // Quiz: time limit, total marks, the correct option highlighted and named for screen readers.
  await page.getByRole('tab', { name: 'Quiz' }).click();
  const quiz = lesson.quiz;
  await expect(page.getByRole('heading', { name: quiz.title })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(`Time limit: ${quiz.timeLimit} min`);
  await expect(page.getByRole('tabpanel')).toContainText(`Total marks: ${quiz.totalMarks}`);
  const quizQuestions = page.getByRole('list', { name: 'Quiz questions' }).locator(':scope > li');
  await expect(quizQuestions).toHaveCount(quiz.questions.length);
  for (const [i, q] of quiz.questions.entries()) {
    const item = quizQuestions.nth(i);
    await expect(item).toContainText(q.question);
    await expect(item).toContainText(`Correct answer: ${q.correctAnswer}`);
    await expect(item).toContainText(q.explanation);
    if (q.type !== 'short-answer') {
      const highlighted = item.locator('[data-correct="true"]');
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toContainText(q.correctAnswer);
      await expect(highlighted).toContainText('(correct answer)');
    }
  }
  await snap(page, 'lesson-view-quiz');
  await expectAccessible(page, 'the quiz tab');
});

test('a lesson saved without its worksheet or quiz says so in those tabs and shows its warnings', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'Persuasive writing', subject: 'English', yearGroup: 'Year 8' });
  const warning = 'The worksheet could not be written this time; the lesson plan is complete.';
  // The engine saves a part it could not write as empty, with a warning; the offline provider
  // never does, so the answer is altered on its way in.
  await page.route(`**/api/lessons/${id}`, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data = { ...body.data, worksheet: null, quiz: null, warnings: [warning] };
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('complementary', { name: 'Lesson warnings' })).toContainText(warning);
  await expect(section(page, 'Starter')).toBeVisible();
  await page.getByRole('tab', { name: 'Worksheet' }).click();
  await expect(page.getByText('No worksheet is available for this lesson.')).toBeVisible();
  await snap(page, 'lesson-view-no-worksheet');
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await expect(page.getByText('No quiz is available for this lesson.')).toBeVisible();
  await expectAccessible(page, 'an empty quiz tab');
});

test('a teacher edits the homework: adds a task, reorders it, saves, and the counter moves', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'The water cycle', subject: 'Geography', yearGroup: 'Year 7' });
  const { lesson } = await getLesson(request, token, id);
  const tasks = lesson!.lessonPlan.homework.tasks;
  await openLesson(page, id, lesson!.title);

  await section(page, 'Homework').getByRole('button', { name: 'Edit homework' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit homework' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('What the homework is for')).toHaveValue(lesson!.lessonPlan.homework.description);
  await expect(dialog.getByLabel(/^Task \d+$/)).toHaveCount(tasks.length);

  // A blank new item is refused before anything is sent.
  await dialog.getByRole('button', { name: 'Add task' }).click();
  const added = dialog.getByLabel(`Task ${tasks.length + 1}`, { exact: true });
  await expect(added).toBeFocused();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Write something here, or remove this item')).toBeVisible();
  await expect(counter(page)).toContainText(`0/${CUSTOMISATION_LIMIT} edits`);

  const newTask = 'Draw and label the water cycle on a postcard for a Year 5 pupil.';
  await added.fill(newTask);
  // Move it up one place: it becomes the second-to-last task.
  await dialog.getByRole('button', { name: `Move task ${tasks.length + 1} up` }).click();
  await expect(dialog.getByLabel(`Task ${tasks.length}`, { exact: true })).toHaveValue(newTask);
  await snapScreen(page, 'lesson-view-edit-homework');
  await expectAccessible(page, 'the edit homework dialog');
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Section updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(counter(page)).toContainText(`1/${CUSTOMISATION_LIMIT} edits`);
  const shown = section(page, 'Homework').getByRole('listitem');
  await expect(shown).toHaveCount(tasks.length + 1);
  await expect(shown.nth(tasks.length - 1)).toHaveText(newTask);
  await expect(shown.nth(tasks.length)).toHaveText(tasks[tasks.length - 1]);

  // Saved in that order on the server.
  const after = (await getLesson(request, token, id)).lesson!;
  expect(after.lessonPlan.homework.tasks).toEqual([...tasks.slice(0, -1), newTask, tasks[tasks.length - 1]]);
  expect(after.metadata.customizationCount).toBe(1);

  // Remove an item from the support strategies and save (after the first toast has gone, so
  // the next one is this save's).
  await expect(page.getByText('Section updated successfully')).toBeHidden();
  const support = lesson!.lessonPlan.differentiation.support;
  await section(page, 'Support Strategies').getByRole('button', { name: 'Edit support strategies' }).click();
  const supportDialog = page.getByRole('dialog', { name: 'Edit support strategies' });
  await supportDialog.getByRole('button', { name: 'Remove strategy 1' }).click();
  await supportDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Section updated successfully')).toBeVisible();
  await expect(counter(page)).toContainText(`2/${CUSTOMISATION_LIMIT} edits`);
  await expect(section(page, 'Support Strategies').getByRole('listitem')).toHaveCount(support.length - 1);
  await expect(section(page, 'Support Strategies')).not.toContainText(support[0]);
});

test('a teacher regenerates the starter with feedback; empty feedback is refused', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'Forces and motion', subject: 'Physics', yearGroup: 'Year 9' });
  const { lesson } = await getLesson(request, token, id);
  await openLesson(page, id, lesson!.title);

  await section(page, 'Starter').getByRole('button', { name: 'Regenerate starter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate the starter' });
  await expect(dialog).toContainText(`keeping its ${lesson!.lessonPlan.starter.duration} minutes`);
  await dialog.getByLabel('What would you like changed?').fill('   ');
  await dialog.getByRole('button', { name: 'Regenerate starter' }).click();
  await expect(dialog.getByText(FEEDBACK_REQUIRED)).toBeVisible();
  await expect(counter(page)).toContainText(`0/${CUSTOMISATION_LIMIT} edits`);
  await snapScreen(page, 'lesson-view-regenerate-empty');
  await expectAccessible(page, 'the regenerate dialog');

  await dialog.getByLabel('What would you like changed?').fill('Make it a quick hands-on demonstration with a ball and a ramp.');

  // A failure shows the server's text and changes nothing.
  const busy = 'Lesson writing is busy right now. Please try again in a minute.';
  await page.route('**/api/generate/regenerate-section', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: busy, code: 'PROVIDER_UNAVAILABLE' } }),
  );
  await dialog.getByRole('button', { name: 'Regenerate starter' }).click();
  await expect(page.getByText(busy)).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/generate/regenerate-section');

  // While the rewrite runs the dialog says so and cannot be closed half-way.
  await page.route('**/api/generate/regenerate-section', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Regenerate starter' }).click();
  await expect(dialog.getByRole('status')).toContainText('Rewriting the starter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await snapScreen(page, 'lesson-view-regenerate-pending');
  await expect(page.getByText('Starter section regenerated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(counter(page)).toContainText(`1/${CUSTOMISATION_LIMIT} edits`);
  const after = (await getLesson(request, token, id)).lesson!;
  expect(after.metadata.customizationCount).toBe(1);
  await expect(section(page, 'Starter')).toContainText(after.lessonPlan.starter.description);
  await expect(section(page, 'Starter')).toContainText(`${lesson!.lessonPlan.starter.duration} min`);
});

test('the edit counter changes colour at 10 and 15 edits, warns near the limit and stops at 20', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'Fractions', subject: 'Mathematics', yearGroup: 'Year 6' });
  const { lesson } = await getLesson(request, token, id);
  const challenge = lesson!.lessonPlan.differentiation.challenge;
  const edit = async (times: number) => {
    for (let i = 0; i < times; i++) expect((await putSection(request, token, id, 'challenge', challenge)).status()).toBe(200);
  };

  await edit(10);
  await openLesson(page, id, lesson!.title);
  await expect(counter(page)).toContainText(`10/${CUSTOMISATION_LIMIT} edits`);
  await expect(counter(page)).toHaveAttribute('data-tone', 'yellow');

  await edit(5);
  await page.reload();
  await expect(counter(page)).toContainText(`15/${CUSTOMISATION_LIMIT} edits`);
  await expect(counter(page)).toHaveAttribute('data-tone', 'orange');

  // The 16th edit leaves 4: the success toast says how many remain.
  await section(page, 'Challenge Activities').getByRole('button', { name: 'Edit challenge activities' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Section updated! (4 edits remaining)')).toBeVisible();
  await expect(counter(page)).toContainText(`16/${CUSTOMISATION_LIMIT} edits`);

  await edit(4);
  await page.reload();
  await expect(counter(page)).toContainText(`20/${CUSTOMISATION_LIMIT} edits`);
  await section(page, 'Challenge Activities').getByRole('button', { name: 'Edit challenge activities' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(EDIT_LIMIT)).toBeVisible();
  await snapScreen(page, 'lesson-view-edit-limit');
  // The dialog stays open with the teacher's work in it.
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the Print menu lists the five copies and opens each in a new window', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token);
  const { lesson } = await getLesson(request, token, id);
  await openLesson(page, id, lesson!.title);

  await page.getByRole('button', { name: 'Print' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(PRINT_VARIANTS.length);
  for (const [i, variant] of PRINT_VARIANTS.entries()) await expect(items.nth(i)).toContainText(variant.label);
  await snapScreen(page, 'lesson-view-print-menu');
  await expectAccessible(page, 'the open Print menu');

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: /Worksheet with answer key/ }).click();
  const popup = await popupPromise;
  await popup.waitForURL(new RegExp(`/lessons/${id}/print/worksheet-answers$`));
  await popup.close();

  const quizPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: /Quiz \(student copy\)/ }).click();
  const second = await quizPopup;
  await second.waitForURL(new RegExp(`/lessons/${id}/print/quiz$`));
  await second.close();

  // A blocked popup says what to do.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: /Lesson plan/ }).click();
  await expect(page.getByText('Please allow popups to print')).toBeVisible();
});

test('a teacher deletes a lesson after confirming, and lands on the dashboard', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'The Norman Conquest', subject: 'History', yearGroup: 'Year 7' });
  const { lesson } = await getLesson(request, token, id);
  await openLesson(page, id, lesson!.title);

  await page.getByRole('button', { name: 'Delete lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this lesson?' });
  await expect(dialog).toBeVisible();
  await snapScreen(page, 'lesson-view-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await getLesson(request, token, id)).status).toBe(200);

  // A failed delete says so and stays on the lesson.
  await page.route(`**/api/lessons/${id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong', code: 'INTERNAL_ERROR' } })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Delete lesson' }).click();
  await dialog.getByRole('button', { name: 'Delete lesson' }).click();
  await expect(page.getByText('Failed to delete lesson')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}$`));
  await page.unroute(`**/api/lessons/${id}`);

  await dialog.getByRole('button', { name: 'Delete lesson' }).click();
  await expect(page.getByText('Lesson deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await getLesson(request, token, id)).status).toBe(404);
});

test("someone else's lesson, a made-up id and a broken id all show Lesson Not Found", async ({ page, request }) => {
  const owner = await registerViaApi(request, uniqueEmail('owner'));
  await onboardViaApi(request, owner.token);
  const theirs = await generateLessonViaApi(request, owner.token);

  await signedInTeacher(page, request);
  for (const id of [theirs, crypto.randomUUID(), 'not-a-lesson']) {
    await page.goto(`/lessons/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Not Found' })).toBeVisible();
  }
  await snap(page, 'lesson-view-not-found');
  await expectAccessible(page, 'Lesson Not Found');
  await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The editor is a placeholder with a way back to the lesson.
  await page.goto(`/editor/${theirs}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inline editor coming soon' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to lesson' })).toHaveAttribute('href', `/lessons/${theirs}`);
  await snap(page, 'editor-placeholder');
});

test('a lesson that fails to load for another reason says so and returns to the dashboard', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token);
  await page.route(`**/api/lessons/${id}`, (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong', code: 'INTERNAL_ERROR' } }),
  );
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading lesson...' })).toBeAttached();
  await snapScreen(page, 'lesson-view-loading');
  await expect(page.getByText('Failed to load lesson')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('generated text that looks like HTML is shown as text and never runs', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const res = await request.post('/api/generate/lesson', {
    data: { subject: 'Science', topic: XSS, yearGroup: 'Year 8', duration: 60 },
    headers: { authorization: `Bearer ${token}` },
  });
  // The topic guard may refuse it; either way the string reaches the lesson through an edit.
  const id =
    res.status() === 200
      ? ((await res.json()).data.id as string)
      : await generateLessonViaApi(request, token, { topic: 'Electric circuits' });
  expect((await putSection(request, token, id, 'homework', { description: XSS, tasks: [XSS, 'Revise the key words.'] })).status()).toBe(200);
  expect((await putSection(request, token, id, 'challenge', [`<script>alert(2)</script>`])).status()).toBe(200);
  const { lesson } = await getLesson(request, token, id);

  await openLesson(page, id, lesson!.title);
  await expect(section(page, 'Homework').getByText(XSS).first()).toBeVisible();
  await expect(section(page, 'Challenge Activities')).toContainText('<script>alert(2)</script>');
  if (res.status() === 200) {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(XSS);
    await expect(page.getByRole('list', { name: 'About this lesson' })).toContainText(XSS);
  }
  for (const tab of ['Worksheet', 'Quiz', 'Lesson Plan']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.locator('img')).toHaveCount(0);
  }
  await expect(page.locator('main script')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await snap(page, 'lesson-view-html-as-text');
});

test('the lesson reads well on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await signedInTeacher(page, request);
  const id = await generateLessonViaApi(request, token, { topic: 'States of matter', subject: 'Chemistry', yearGroup: 'Year 7', duration: 90 });
  const { lesson } = await getLesson(request, token, id);
  await openLesson(page, id, lesson!.title);

  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const tab of ['Lesson Plan', 'Worksheet', 'Quiz']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await overflow(), `${tab} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('tab', { name: 'Lesson Plan' }).click();
  for (const name of ['Print', 'Delete lesson']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} fits on screen`).toBeTruthy();
  }
  await snap(page, 'phone-lesson-view');
  await expectAccessible(page, 'the lesson on a phone');

  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(PRINT_VARIANTS.length);
  await snapScreen(page, 'phone-lesson-print-menu');
  await page.keyboard.press('Escape');

  await section(page, 'Homework').getByRole('button', { name: 'Edit homework' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit homework' })).toBeVisible();
  await snapScreen(page, 'phone-lesson-edit-homework');
});
