/** The curriculum lists every form and the lesson writer share: subjects, year groups, nations, exam boards. */

/** One subject list for every form. "Other" takes free text. */
export const SUBJECTS = [
  'Mathematics',
  'English',
  'Science',
  'Biology',
  'Chemistry',
  'Physics',
  'History',
  'Geography',
  'Computing',
  'Art and Design',
  'Design and Technology',
  'Music',
  'Physical Education',
  'Modern Foreign Languages',
  'Religious Education',
  'PSHE',
  'Drama',
  'Business',
  'Economics',
  'Psychology',
  'Sociology',
  'Other',
] as const;
export type Subject = (typeof SUBJECTS)[number];
/** Longest subject name the server accepts (a free-text "Other" subject, a lesson-list filter). */
export const SUBJECT_MAX = 60;

/** Year groups, Reception to Year 13. */
export const PRIMARY_YEAR_GROUPS = [
  'Reception',
  'Year 1',
  'Year 2',
  'Year 3',
  'Year 4',
  'Year 5',
  'Year 6',
] as const;
export const SECONDARY_YEAR_GROUPS = [
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11',
  'Year 12',
  'Year 13',
] as const;
export const YEAR_GROUPS = [...PRIMARY_YEAR_GROUPS, ...SECONDARY_YEAR_GROUPS] as const;
export type YearGroup = (typeof YEAR_GROUPS)[number];

/** Education levels for the year-group picker in onboarding. */
export const EDUCATION_LEVELS = [
  { id: 'primary', label: 'Primary', ages: '4-11', yearGroups: PRIMARY_YEAR_GROUPS },
  { id: 'secondary', label: 'Secondary', ages: '11-18', yearGroups: SECONDARY_YEAR_GROUPS },
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['id'];

/** Nations. */
export const NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'International'] as const;
export type Nation = (typeof NATIONS)[number];

/** Exam boards. */
export const EXAM_BOARDS = [
  'AQA',
  'Edexcel (Pearson)',
  'OCR',
  'WJEC/Eduqas',
  'SQA',
  'CCEA',
  'IB',
  'Cambridge',
] as const;
export type ExamBoard = (typeof EXAM_BOARDS)[number];
