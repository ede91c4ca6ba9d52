/**
 * Worksheet and quiz, each question tagged with its Bloom level.
 * Worksheets keep the answer in `answer`, quizzes in `correctAnswer`.
 */
import { z } from 'zod';
import { BLOOM_LEVELS, LESSON_RULES, QUESTION_TYPES } from '@/lib/constants/lessons';

const text = (description: string) => z.string().trim().min(1).describe(description);

const questionFields = {
  id: text('Stable id, e.g. "q1"'),
  question: text('The question as pupils read it'),
  type: z.enum(QUESTION_TYPES),
  options: z
    .array(z.string().trim().min(1))
    .describe('For multiple-choice: 3 to 5 distinct options, one of them correct. Empty for other types'),
  marks: z.number().int().min(1).max(20),
  explanation: text('Why the answer is right, as a teacher would explain it'),
  bloomLevel: z.enum(BLOOM_LEVELS).describe("The question's level in Bloom's taxonomy"),
};

const correctAnswer = text('The correct answer; for true-false exactly "True" or "False"');

/** A question set's title and pupils' instructions. */
const heading = (name: string) => ({ title: text(`${name} title`), instructions: text('Instructions for pupils') });

/** A question set's questions, `count.min` to `count.max` of them, and their total marks. */
const questionList = <Q extends z.ZodType>(question: Q, count: { min: number; max: number }) => ({
  totalMarks: z.number().int().min(1).describe('The sum of the questions\' marks'),
  questions: z.array(question).min(count.min).max(count.max),
});

export const WorksheetQuestionSchema = z.object({ ...questionFields, answer: correctAnswer });

export const WorksheetSchema = z.object({
  ...heading('Worksheet'),
  ...questionList(WorksheetQuestionSchema, LESSON_RULES.worksheetQuestions),
});

export const QuizQuestionSchema = z.object({ ...questionFields, correctAnswer });

export const QuizSchema = z.object({
  ...heading('Quiz'),
  timeLimit: z.number().int().min(1).max(60).describe('Minutes allowed'),
  ...questionList(QuizQuestionSchema, LESSON_RULES.quizQuestions),
});

export type WorksheetQuestion = z.infer<typeof WorksheetQuestionSchema>;
export type Worksheet = z.infer<typeof WorksheetSchema>;
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type Quiz = z.infer<typeof QuizSchema>;
