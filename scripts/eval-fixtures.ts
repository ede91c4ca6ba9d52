/** Requests the eval runs: Reception to Year 13, every subject family, with and without boards. */
import type { LessonRequest } from '@/lib/ai/schemas';

type F = [LessonRequest['subject'], string, LessonRequest['yearGroup'], LessonRequest['duration'], LessonRequest['examBoard']?];

const rows: F[] = [
  ['Mathematics', 'Counting to 10', 'Reception', 30],
  ['Mathematics', 'Place value in 2-digit numbers', 'Year 2', 45],
  ['Mathematics', 'Adding fractions', 'Year 5', 60],
  ['Mathematics', 'Percentages of amounts', 'Year 7', 60],
  ['Mathematics', 'Sharing in a ratio', 'Year 8', 60],
  ['Mathematics', 'Negative numbers', 'Year 6', 45],
  ['Mathematics', 'Area and perimeter of rectangles', 'Year 4', 60],
  ['Mathematics', 'Angles on a straight line', 'Year 7', 60],
  ['Mathematics', 'Solving linear equations', 'Year 9', 60, 'AQA'],
  ['Mathematics', 'The nth term of linear sequences', 'Year 10', 60, 'Edexcel (Pearson)'],
  ['Mathematics', 'Probability of single events', 'Year 8', 60],
  ['Mathematics', 'Decimals and rounding', 'Year 5', 60],
  ['Mathematics', 'Differentiation from first principles', 'Year 12', 90, 'OCR'],
  ['Science', 'Photosynthesis', 'Year 8', 60],
  ['Science', 'States of matter', 'Year 5', 45],
  ['Physics', 'Forces and motion', 'Year 9', 60, 'AQA'],
  ['Biology', 'Cell structure', 'Year 10', 60, 'OCR'],
  ['Chemistry', 'Ionic bonding', 'Year 11', 60, 'AQA'],
  ['Geography', 'The water cycle', 'Year 4', 60],
  ['Geography', 'Plate tectonics', 'Year 8', 60],
  ['History', 'The Romans in Britain', 'Year 4', 60],
  ['History', 'The Norman Conquest', 'Year 7', 60],
  ['History', 'Causes of the First World War', 'Year 9', 60, 'Edexcel (Pearson)'],
  ['English', 'Persuasive writing', 'Year 6', 60],
  ['English', 'Macbeth: ambition in Act 1', 'Year 10', 60, 'AQA'],
  ['English', 'Phonics: the sh sound', 'Year 1', 30],
  ['Computing', 'Algorithms and flowcharts', 'Year 7', 60],
  ['Modern Foreign Languages', 'French: describing my family', 'Year 8', 60],
  ['Religious Education', 'Festivals of light', 'Year 3', 45],
  ['Music', 'Rhythm and pulse', 'Year 2', 30],
  ['Economics', 'Supply and demand', 'Year 12', 90, 'AQA'],
  ['Psychology', 'Memory: the multi-store model', 'Year 13', 120, 'AQA'],
  ['PSHE', 'Online safety', 'Year 6', 45],
  ['Art and Design', 'Colour theory', 'Year 3', 60],
];

export const EVAL_FIXTURES: LessonRequest[] = rows.map(([subject, topic, yearGroup, duration, examBoard]) => ({
  subject,
  topic,
  yearGroup,
  duration,
  examBoard: examBoard ?? null,
}));
