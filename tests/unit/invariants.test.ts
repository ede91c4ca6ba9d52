import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkLessonPlan,
  checkQuiz,
  checkWorksheet,
  distribute,
  repairLessonPlan,
  repairQuiz,
  repairWorksheet,
  type InvariantName,
} from '@/lib/ai/invariants';
import { LessonPlanInput, QuizInput, WorksheetInput, LessonPlanSchema, WorksheetSchema, QuizSchema } from '@/lib/ai/schemas';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

const checks = (problems: { check: InvariantName }[]) => problems.map((p) => p.check);

describe('lesson invariants', () => {
  it('accepts a sound lesson: the fixture passes the schemas and every check', () => {
    expect(LessonPlanSchema.parse(validPlan())).toBeTruthy();
    expect(WorksheetSchema.parse(validWorksheet())).toBeTruthy();
    expect(QuizSchema.parse(validQuiz())).toBeTruthy();
    expect(checkLessonPlan(validPlan(), 60)).toEqual([]);
    expect(checkWorksheet(validWorksheet())).toEqual([]);
    expect(checkQuiz(validQuiz())).toEqual([]);
  });

  it('names phases that do not add up to the lesson, and activities that do not add up to their phase', () => {
    const plan = validPlan();
    expect(checks(checkLessonPlan(plan, 90))).toEqual(['phases-sum-to-duration']);
    plan.main.activities[0].duration = 5;
    const problems = checkLessonPlan(plan, 60);
    expect(checks(problems)).toEqual(['activities-sum-to-phase']);
    expect(problems[0].path).toBe('lessonPlan.main');
  });

  it('counts objectives and key vocabulary', () => {
    const plan = validPlan();
    plan.objectives = plan.objectives.slice(0, 2);
    plan.keyVocabulary = [...plan.keyVocabulary, ...plan.keyVocabulary, ...plan.keyVocabulary].slice(0, 11);
    expect(checks(checkLessonPlan(plan, 60)).sort()).toEqual(['objective-count', 'vocabulary-count']);
  });

  it('finds wrong totals, missing answers, bad options and a true/false answer that is not True or False', () => {
    const ws = validWorksheet();
    ws.totalMarks = 99;
    ws.questions[0].options = ['1/10', '1/10', '2/10'];
    ws.questions[1].answer = 'something else';
    ws.questions[2].explanation = ' ';
    ws.questions[11].answer = 'yes';
    ws.questions[3].id = 'q1';
    expect(checks(checkWorksheet(ws)).sort()).toEqual(
      [
        'answer-in-options',
        'explanation-present',
        'multiple-choice-options',
        'total-marks',
        'true-false-answer',
        'unique-question-ids',
      ].sort(),
    );
  });

  it('counts questions: a worksheet needs 12-15 and a quiz 8-10', () => {
    const ws = validWorksheet();
    ws.questions = ws.questions.slice(0, 11);
    ws.totalMarks = ws.questions.reduce((a, q) => a + q.marks, 0);
    expect(checks(checkWorksheet(ws))).toEqual(['question-count']);
    const quiz = validQuiz();
    quiz.questions = [...quiz.questions, ...quiz.questions.slice(0, 3)].map((q, i) => ({ ...q, id: `q${i}` }));
    quiz.totalMarks = quiz.questions.reduce((a, q) => a + q.marks, 0);
    expect(checks(checkQuiz(quiz))).toEqual(['question-count']);
  });
});

describe('mechanical repairs', () => {
  it('splits minutes exactly, in proportion', () => {
    expect(distribute(60, [10, 40, 10])).toEqual([10, 40, 10]);
    expect(distribute(45, [10, 40, 10])).toEqual([8, 30, 7]);
    expect(distribute(7, [0, 0])).toEqual([4, 3]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const parts = distribute(total, weights);
        return parts.length === weights.length && parts.reduce((a, b) => a + b, 0) === total && parts.every((p) => p >= 0 && Number.isInteger(p));
      }),
    );
  });

  it('rescales a 60-minute plan to any lesson length so every timing check passes', () => {
    for (const minutes of [30, 45, 60, 90, 120]) {
      const plan = validPlan();
      plan.starter.activities[0].duration = 3; // also broken inside a phase
      const { plan: fixed, repaired } = repairLessonPlan(plan, minutes);
      expect(checkLessonPlan(fixed, minutes)).toEqual([]);
      expect(repaired).toContain('activities-sum-to-phase');
      if (minutes !== 60) expect(repaired).toContain('phases-sum-to-duration');
    }
  });

  it('leaves a sound plan untouched', () => {
    const { plan, repaired } = repairLessonPlan(validPlan(), 60);
    expect(repaired).toEqual([]);
    expect(plan).toEqual(validPlan());
  });

  it('fixes totals, true/false spelling, duplicate options and answers given as a letter or in another case', () => {
    const ws = validWorksheet();
    ws.totalMarks = 1;
    ws.questions[11].answer = 'true';
    ws.questions[0].answer = 'A';
    ws.questions[0].options = ['2/10', '2/20', '1/10', '1/10 '];
    ws.questions[1].answer = ' 3/10 ';
    const { worksheet, repaired } = repairWorksheet(ws);
    expect(checkWorksheet(worksheet)).toEqual([]);
    expect(worksheet.totalMarks).toBe(23);
    expect(worksheet.questions[11].answer).toBe('True');
    expect(worksheet.questions[0].answer).toBe('2/10');
    expect(worksheet.questions[0].options).toEqual(['2/10', '2/20', '1/10']);
    expect(repaired.sort()).toEqual(['answer-in-options', 'multiple-choice-options', 'total-marks', 'true-false-answer']);
  });

  it('does not invent an answer: an answer matching no option is left for the model to fix', () => {
    const quiz = validQuiz();
    quiz.questions[2].correctAnswer = '42';
    const { quiz: after } = repairQuiz(quiz);
    expect(checks(checkQuiz(after))).toEqual(['answer-in-options']);
  });
});

describe('lenient input (items may be strings or objects)', () => {
  it('stores object items as strings and accepts correctAnswer on a worksheet', () => {
    const raw = {
      ...validPlan(),
      homework: { description: 'Practice', tasks: [{ task: 'Do page 4' }, { instructions: 'Learn the words' }] },
      assessment: { formative: [{ method: 'Questioning' }], summative: [] },
      differentiation: { support: [{ strategy: 'Word mat' }], challenge: [{ activity: 'Mixed numbers' }] },
    };
    const plan = LessonPlanInput.parse(raw);
    expect(plan.homework.tasks).toEqual(['Do page 4', 'Learn the words']);
    expect(plan.assessment.formative).toEqual(['Questioning']);
    expect(plan.differentiation.support).toEqual(['Word mat']);
    expect(plan.differentiation.challenge).toEqual(['Mixed numbers']);

    const ws = validWorksheet() as unknown as { questions: Record<string, unknown>[] };
    ws.questions = ws.questions.map(({ answer, ...q }) => ({ ...q, correctAnswer: answer, marks: String(q.marks) }));
    const parsed = WorksheetInput.parse(ws);
    expect(parsed.questions[0].answer).toBe('2/10');
    expect(parsed.questions[0].marks).toBe(2);

    const quiz = validQuiz() as unknown as { questions: Record<string, unknown>[] };
    quiz.questions[0] = { ...quiz.questions[0], bloomLevel: 'Analyze', type: 'Multiple Choice' };
    const q = QuizInput.parse(quiz);
    expect(q.questions[0].bloomLevel).toBe('analyse');
    expect(q.questions[0].type).toBe('multiple-choice');
  });

  it('still refuses content missing required fields, naming them', () => {
    const { objectives: _o, ...rest } = validPlan();
    const result = LessonPlanInput.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['objectives']);
  });
});
