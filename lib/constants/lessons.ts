/** What a lesson is allowed to be: its length, its shape, its questions, and how often it may be changed. */

/** Customisations (section regenerations and edits) per lesson. */
export const CUSTOMISATION_LIMIT = 20;
/** Warn when this many customisations or fewer remain. */
export const CUSTOMISATION_WARNING_AT = 5;

/** Lesson durations in minutes, for previews and full lessons. */
export const DURATIONS = [30, 45, 60, 90, 120] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 60;

/** Lengths of a lesson request's topic and of a lesson's title, in characters. */
export const TOPIC_MIN = 3;
export const TOPIC_MAX = 200;
export const TITLE_MAX = 200;

/** Lesson shape rules, used by the schemas and the invariants alike. */
export const LESSON_RULES = {
  objectives: { min: 3, max: 5 },
  keyVocabulary: { min: 5, max: 10 },
  worksheetQuestions: { min: 12, max: 15 },
  quizQuestions: { min: 8, max: 10 },
  multipleChoiceOptions: { min: 3, max: 5 },
} as const;

/** Question types. */
export const QUESTION_TYPES = ['multiple-choice', 'true-false', 'short-answer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Bloom's taxonomy levels, in UK spelling, lowest first. */
export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

/** File formats of GET /api/lessons/{id}/export (Premium's PDF and Word downloads). */
export const EXPORT_FORMATS = ['docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
