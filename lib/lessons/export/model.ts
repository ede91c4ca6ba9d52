/**
 * A lesson's printable copy as a neutral document (headings, paragraphs, lists, tables, banners,
 * questions with marks and answer lines), which `docx.ts` and `pdf.ts` turn into files.
 *
 * The rules are the print pages' (lib/lessons/print-variants.ts): which copies carry answers comes
 * from PRINT_VARIANTS, questions go through the same `toPrintQuestions` (a pupil copy never
 * receives an answer or explanation), pupil copies get Name/Date/Class/Mark lines and answer lines
 * sized by `answerLineCount`, the pupil quiz gets its warning banner and answer keys are marked
 * "Teacher copy – not for students". Generated text stays data: every string here is plain text for
 * a text run.
 */
import type { LessonPlan, Phase, Quiz, Worksheet } from '@/lib/ai/schemas';
import { formatShortDate, plural } from '@/lib/format';
import type { LessonView } from '@/lib/lessons/service';
// The print page's own question rules, so an exported copy can never differ from a printed one.
import { PRINT_VARIANTS, answerLineCount, toPrintQuestions, type PrintVariant } from '@/lib/lessons/print-variants';

/** A piece of text with one style. */
export interface Run {
  text: string;
  bold?: boolean;
}

/** One option of a choice question; `correct` is true only on answer-key copies. */
export interface ExportOption {
  letter: string;
  text: string;
  correct: boolean;
}

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; runs: Run[]; muted?: boolean }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'table'; columns: [string, string]; rows: Array<[string, string]> }
  /** A boxed notice: the answer-key mark, the pupil quiz rules, or a note. */
  | { type: 'banner'; tone: 'key' | 'warning' | 'note'; title: string; text: string }
  /** Lines to write on: "Name ______", "Mark ____ / 23". */
  | { type: 'fields'; fields: Array<{ label: string; suffix?: string }> }
  | {
      type: 'question';
      number: number;
      text: string;
      marks: number;
      options: ExportOption[];
      /** Blank lines to write the answer on (pupil copies of written questions), else 0. */
      answerLines: number;
      /** Answer and explanation, present only on answer-key copies. */
      key?: { answer: string; explanation: string };
    };

export interface ExportDocument {
  variant: PrintVariant;
  /** "<lesson title>: <copy label>", the file's metadata title. */
  title: string;
  lessonTitle: string;
  /** "Mathematics · Year 5 · 60 minutes · AQA". */
  facts: string;
  /** "Worksheet (student copy)". */
  copyLabel: string;
  /** Repeated on every page: the answer-key mark on answer keys, else the copy label. */
  runningHead: string;
  /** "Plenary · Created 2 Mar 2026". */
  footer: string;
  blocks: Block[];
}

/** The mark every answer key carries. */
export const TEACHER_COPY_MARK = 'Teacher copy – not for students';

// Characters XML 1.0 cannot carry (C0 controls other than tab/newline, DEL, U+FFFE/FFFF).
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

/** Generated text as a plain string safe for any text run: line endings normalised, controls dropped. */
export function plainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(UNPRINTABLE, '');
}

const minutes = (n: number) => plural(n, 'minute');
const heading = (level: 1 | 2 | 3, text: string): Block => ({ type: 'heading', level, text: plainText(text) });
const para = (...runs: Run[]): Block => ({ type: 'paragraph', runs: runs.map((r) => ({ ...r, text: plainText(r.text) })) });
const list = (items: string[], ordered = false): Block => ({ type: 'list', ordered, items: items.map(plainText) });
const table = (columns: [string, string], rows: Array<[string, string]>): Block => ({
  type: 'table',
  columns,
  rows: rows.map(([a, b]) => [plainText(a), plainText(b)]),
});

function phaseBlocks(title: string, phase: Phase): Block[] {
  const out: Block[] = [heading(2, `${title} (${minutes(phase.duration)})`), para({ text: phase.description })];
  for (const a of phase.activities) {
    out.push(heading(3, `${a.name} (${minutes(a.duration)})`), para({ text: a.description }));
    if (a.stepByStep.length > 0) out.push(list(a.stepByStep, true));
  }
  return out;
}

/** The lesson plan, teacher copy: every field the print page shows, in the same order. */
function lessonPlanBlocks(plan: LessonPlan): Block[] {
  const out: Block[] = [
    heading(1, plan.title),
    {
      type: 'paragraph',
      muted: true,
      runs: [{ text: `Starter ${minutes(plan.starter.duration)} · Main Activity ${minutes(plan.main.duration)} · Plenary ${minutes(plan.plenary.duration)}` }],
    },
  ];
  if (plan.notice) out.push({ type: 'banner', tone: 'note', title: 'Note', text: plainText(plan.notice) });
  out.push(heading(2, 'Learning objectives'), list(plan.objectives, true));
  if (plan.priorKnowledge.length > 0) out.push(heading(2, 'Prior knowledge'), list(plan.priorKnowledge));
  out.push(heading(2, 'Materials'), list(plan.materials));
  out.push(heading(2, 'Key vocabulary'), table(['Term', 'Definition'], plan.keyVocabulary.map((k) => [k.term, k.definition])));
  out.push(...phaseBlocks('Starter', plan.starter), ...phaseBlocks('Main Activity', plan.main), ...phaseBlocks('Plenary', plan.plenary));
  if (plan.misconceptions.length > 0) {
    out.push(
      heading(2, 'Common misconceptions'),
      table(['Misconception', 'How to address it'], plan.misconceptions.map((m) => [m.misconception, m.correction])),
    );
  }
  out.push(heading(2, 'Homework'), para({ text: plan.homework.description }), list(plan.homework.tasks, true));
  out.push(heading(2, 'Assessment'), heading(3, 'Formative'), list(plan.assessment.formative));
  if (plan.assessment.summative.length > 0) out.push(heading(3, 'Summative'), list(plan.assessment.summative));
  out.push(
    heading(2, 'Differentiation'),
    heading(3, 'Support Strategies'),
    list(plan.differentiation.support),
    heading(3, 'Challenge Activities'),
    list(plan.differentiation.challenge),
  );
  return out;
}

const sameAnswer = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The numbered questions, through the print page's `toPrintQuestions` (answers only when `answers`). */
function questionBlocks(set: Worksheet | Quiz, answers: boolean): Block[] {
  return toPrintQuestions(set, answers).map((q, i) => ({
    type: 'question',
    number: i + 1,
    text: plainText(q.question),
    marks: q.marks,
    options: q.options.map((text, j) => ({
      letter: String.fromCharCode(65 + j),
      text: plainText(text),
      correct: q.key ? sameAnswer(text, q.key.answer) : false,
    })),
    answerLines: !q.key && q.options.length === 0 ? answerLineCount(q.marks) : 0,
    ...(q.key ? { key: { answer: plainText(q.key.answer), explanation: plainText(q.key.explanation) } } : {}),
  }));
}

const answerKeyBanner: Block = {
  type: 'banner',
  tone: 'key',
  title: TEACHER_COPY_MARK,
  text: 'Answer key: keep this sheet away from pupils until the work has been marked.',
};

const pupilFields = (totalMarks: number): Block => ({
  type: 'fields',
  fields: [{ label: 'Name' }, { label: 'Date' }, { label: 'Class' }, { label: 'Mark', suffix: `/ ${totalMarks}` }],
});

function worksheetBlocks(worksheet: Worksheet, answers: boolean): Block[] {
  return [
    heading(1, worksheet.title),
    { type: 'paragraph', muted: true, runs: [{ text: `Total marks: ${worksheet.totalMarks} · ${plural(worksheet.questions.length, 'question')}` }] },
    answers ? answerKeyBanner : pupilFields(worksheet.totalMarks),
    para({ text: 'Instructions: ', bold: true }, { text: worksheet.instructions }),
    ...questionBlocks(worksheet, answers),
  ];
}

function quizBlocks(quiz: Quiz, answers: boolean): Block[] {
  const rules: Block = {
    type: 'banner',
    tone: 'warning',
    title: 'Quiz: work on your own, in silence',
    text: `No notes or books. You have ${minutes(quiz.timeLimit)} for ${plural(quiz.totalMarks, 'mark')}. Do not start until your teacher tells you to.`,
  };
  return [
    heading(1, quiz.title),
    {
      type: 'paragraph',
      muted: true,
      runs: [{ text: `Time limit: ${minutes(quiz.timeLimit)} · Total marks: ${quiz.totalMarks} · ${plural(quiz.questions.length, 'question')}` }],
    },
    ...(answers ? [answerKeyBanner] : [rules, pupilFields(quiz.totalMarks)]),
    para({ text: 'Instructions: ', bold: true }, { text: quiz.instructions }),
    ...questionBlocks(quiz, answers),
  ];
}

/** An empty worksheet or quiz says that none is available. */
function unavailableBlocks(part: 'worksheet' | 'quiz'): Block[] {
  return [
    heading(1, part === 'quiz' ? 'Quiz' : 'Worksheet'),
    {
      type: 'banner',
      tone: 'note',
      title: `No ${part} is available for this lesson.`,
      text: 'It could not be written when the lesson was made. The lesson plan can still be exported.',
    },
  ];
}

/**
 * The printable copy `variant` of `lesson` as a neutral document, for the Premium PDF and Word
 * export. Pure: takes a loaded LessonView (ownership is checked by the caller through getLesson)
 * and a print variant, returns the document; throws nothing for a lesson whose worksheet or quiz
 * is empty (that copy says none is available).
 */
export function buildExportDocument(lesson: LessonView, variant: PrintVariant): ExportDocument {
  const meta = PRINT_VARIANTS.find((v) => v.id === variant)!;
  let blocks: Block[];
  switch (variant) {
    case 'lesson-plan':
      blocks = lessonPlanBlocks(lesson.lessonPlan);
      break;
    case 'worksheet':
    case 'worksheet-answers':
      blocks = lesson.worksheet ? worksheetBlocks(lesson.worksheet, meta.answers) : unavailableBlocks('worksheet');
      break;
    case 'quiz':
    case 'quiz-answers':
      blocks = lesson.quiz ? quizBlocks(lesson.quiz, meta.answers) : unavailableBlocks('quiz');
      break;
  }
  const isAnswerKey = variant === 'worksheet-answers' || variant === 'quiz-answers';
  const facts = [lesson.subject, lesson.yearGroup, minutes(lesson.duration), lesson.examBoard].filter(Boolean) as string[];
  const created = formatShortDate(lesson.createdAt);
  return {
    variant,
    title: plainText(`${lesson.title}: ${meta.label}`),
    lessonTitle: plainText(lesson.title),
    facts: plainText(facts.join(' · ')),
    copyLabel: meta.label,
    runningHead: isAnswerKey ? `${meta.label} · ${TEACHER_COPY_MARK}` : meta.label,
    footer: created ? `Plenary · Created ${created}` : 'Plenary',
    blocks,
  };
}
