import { test, expect } from '@playwright/test';
import { signedInTeacher, snap } from './helpers';
import { CUSTOMISATION_LIMIT } from '../../lib/constants/lessons';

/**
 * One teacher's whole journey through the screens, in order: generate with progress, read the
 * three tabs, print a student copy and its key from the Print menu, edit the homework,
 * regenerate the starter with feedback, and delete the lesson.
 */
test('a teacher generates, reads, prints, edits, regenerates and deletes a lesson', async ({ page, request }) => {
  const { token } = await signedInTeacher(page, request, { subject: 'Mathematics', yearGroup: 'Year 5' });

  await page.goto('/generate');
  await page.getByLabel('Topic').fill('Adding fractions');
  await page.getByRole('button', { name: 'Generate Lesson' }).click();
  await expect(page.getByTestId('generation-progress')).toBeVisible();
  await expect(page).toHaveURL(/\/lessons\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const lesson = (await (await request.get(`/api/lessons/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;

  // The three tabs show the lesson's own content.
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await expect(page.getByText(lesson.lessonPlan.objectives[0])).toBeVisible();
  await page.getByRole('tab', { name: 'Worksheet' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Worksheet' })).toContainText(lesson.worksheet.questions[0].question);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Quiz' })).toContainText(lesson.quiz.questions[0].question);
  await snap(page, 'journey-lesson-quiz');

  // Print: the student worksheet has no explanations; its key has them.
  const explanation: string = lesson.worksheet.questions[0].explanation;
  const studentCopy = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: /Worksheet \(student copy\)/ }).click();
  const student = await studentCopy;
  await student.waitForLoadState();
  await expect(student.locator('main')).toContainText(lesson.worksheet.questions[0].question);
  await expect(student.locator('main')).toContainText('Name');
  expect(await student.content()).not.toContain(explanation);
  await student.close();

  const keyCopy = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: /Worksheet with answer key/ }).click();
  const key = await keyCopy;
  await key.waitForLoadState();
  await expect(key.locator('main')).toContainText(explanation);
  await key.close();

  // Edit the homework: one customisation.
  await page.getByRole('tab', { name: 'Lesson Plan' }).click();
  const counter = page.getByTestId('edits-counter');
  await expect(counter).toContainText(`0/${CUSTOMISATION_LIMIT} edits`);
  await page.getByRole('button', { name: 'Edit homework' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit homework' });
  await edit.getByRole('button', { name: 'Add task' }).click();
  const tasks = edit.getByLabel(/^Task \d+$/);
  await tasks.last().fill('Find three fractions equivalent to one half at home.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Section updated successfully')).toBeVisible();
  await expect(page.getByText('Find three fractions equivalent to one half at home.')).toBeVisible();
  await expect(counter).toContainText(`1/${CUSTOMISATION_LIMIT} edits`);

  // Regenerate the starter with feedback: a second customisation, and the feedback is visible.
  await page.getByRole('button', { name: 'Regenerate starter' }).first().click();
  const regen = page.getByRole('dialog', { name: 'Regenerate the starter' });
  await regen.getByLabel('What would you like changed?').fill('Make it a quick game with mini whiteboards');
  await regen.getByRole('button', { name: 'Regenerate starter' }).click();
  await expect(page.getByText('Starter section regenerated successfully!')).toBeVisible();
  await expect(page.getByText(/Make it a quick game with mini whiteboards/)).toBeVisible();
  await expect(counter).toContainText(`2/${CUSTOMISATION_LIMIT} edits`);
  await snap(page, 'journey-after-edits');

  // Delete, back to a dashboard without the lesson.
  await page.getByRole('button', { name: 'Delete lesson' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete lesson' }).click();
  await expect(page.getByText('Lesson deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(lesson.title)).toHaveCount(0);
});
