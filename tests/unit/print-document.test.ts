/**
 * The print copies of a lesson: student copies carry no answers,
 * answer keys carry them, an empty worksheet or quiz says so, and generated text stays text.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PrintDocument } from '@/components/print/print-document';
import { answerLineCount, toPrintQuestions } from '@/lib/lessons/print-variants';
import type { LessonView } from '@/lib/lessons/service';
import type { PrintVariant } from '@/lib/lessons/print-variants';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

function lesson(overrides: Partial<LessonView> = {}): LessonView {
  const worksheet = validWorksheet();
  worksheet.questions[0] = {
    ...worksheet.questions[0],
    type: 'short-answer',
    options: [],
    marks: 3,
    answer: 'Worksheet secret answer',
    explanation: 'Worksheet secret explanation',
  };
  const quiz = validQuiz();
  quiz.questions[0] = { ...quiz.questions[0], explanation: 'Quiz secret explanation' };
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Adding fractions',
    subject: 'Mathematics',
    topic: 'Fractions',
    yearGroup: 'Year 5',
    examBoard: null,
    location: 'England',
    duration: 60,
    createdAt: '2026-03-02T10:00:00.000Z',
    createdAsRole: 'teacher',
    provider: 'offline',
    warnings: [],
    metadata: { customizationCount: 0, customizationsRemaining: 20 },
    lessonPlan: validPlan(),
    worksheet,
    quiz,
    ...overrides,
  };
}

const render = (l: LessonView, variant: PrintVariant) => renderToStaticMarkup(createElement(PrintDocument, { lesson: l, variant }));

describe('print copies', () => {
  it('leaves answers and explanations out of the student worksheet, with Name and Date lines', () => {
    const html = render(lesson(), 'worksheet');
    expect(html).not.toContain('Worksheet secret answer');
    expect(html).not.toContain('Worksheet secret explanation');
    expect(html).not.toContain('option-correct');
    expect(html).toContain('Name');
    expect(html).toContain('Date');
    // A 3-mark written question gets 6 lines.
    expect(html).toContain('data-lines="6"');
  });

  it('prints the answers and explanations on the worksheet answer key', () => {
    const html = render(lesson(), 'worksheet-answers');
    expect(html).toContain('Worksheet secret answer');
    expect(html).toContain('Worksheet secret explanation');
    expect(html).toContain('Answer key — not for students');
  });

  it('warns on the student quiz and marks the quiz key as not for students', () => {
    const student = render(lesson(), 'quiz');
    expect(student).toContain('Quiz: work on your own');
    expect(student).not.toContain('Quiz secret explanation');
    expect(student).not.toContain('not for students');
    expect(student).toContain('Time limit: 10 minutes');
    expect(student).toContain('Total marks: 16');
    const key = render(lesson(), 'quiz-answers');
    expect(key).toContain('Answer key — not for students');
    expect(key).toContain('Quiz secret explanation');
    // The correct option (2/10 for question 1) is ticked.
    expect(key).toMatch(/option option-correct.*?2\/10/);
  });

  it('says so when the worksheet or quiz could not be made', () => {
    const empty = lesson({ worksheet: null, quiz: null });
    for (const variant of ['worksheet', 'worksheet-answers'] as const) {
      expect(render(empty, variant)).toContain('No worksheet is available for this lesson.');
    }
    for (const variant of ['quiz', 'quiz-answers'] as const) {
      expect(render(empty, variant)).toContain('No quiz is available for this lesson.');
    }
  });

  it('prints every part of the lesson plan', () => {
    const l = lesson();
    const html = render(l, 'lesson-plan');
    const plan = l.lessonPlan;
    for (const text of [
      ...plan.objectives,
      ...plan.priorKnowledge,
      ...plan.materials,
      ...plan.keyVocabulary.flatMap((k) => [k.term, k.definition]),
      plan.starter.description,
      plan.main.activities[2].name,
      plan.main.activities[0].stepByStep[1],
      plan.plenary.description,
      plan.homework.description,
      ...plan.homework.tasks,
      ...plan.assessment.formative,
      ...plan.assessment.summative,
      ...plan.differentiation.support,
      ...plan.differentiation.challenge,
      ...plan.misconceptions.flatMap((m) => [m.misconception, m.correction]),
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('Main Activity (40 minutes)');
  });

  it('renders generated markup as text', () => {
    const l = lesson();
    l.lessonPlan.homework = { description: '<img src=x onerror=alert(1)>', tasks: ['<b>bold</b>'] };
    const html = render(l, 'lesson-plan');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('sizes answer space by marks and gives true-false questions tick boxes', () => {
    expect([1, 2, 3, 10].map(answerLineCount)).toEqual([2, 4, 6, 12]);
    const ws = validWorksheet();
    ws.questions[0] = { ...ws.questions[0], type: 'true-false', options: [], answer: 'True' };
    expect(toPrintQuestions(ws, false)[0]).toMatchObject({ options: ['True', 'False'] });
    expect(toPrintQuestions(ws, false)[0]).not.toHaveProperty('key');
  });
});
