/**
 * The rules every lesson must meet (invariants), each with a name, and the repairs that are
 * mechanical (timings, totals, answer spelling). Run on every generated or edited part: the
 * pipeline repairs what it can, then sends the remaining problems back to the model once.
 */
import { LESSON_RULES } from '@/lib/constants/lessons';
import type { LessonPlan, Phase, Quiz, Worksheet } from '@/lib/ai/schemas';
import { PHASES } from '@/lib/ai/schemas';

export const INVARIANTS = [
  'phases-sum-to-duration',
  'activities-sum-to-phase',
  'objective-count',
  'vocabulary-count',
  'question-count',
  'total-marks',
  'multiple-choice-options',
  'answer-in-options',
  'true-false-answer',
  'answer-present',
  'explanation-present',
  'unique-question-ids',
] as const;
export type InvariantName = (typeof INVARIANTS)[number];

export interface Problem {
  check: InvariantName;
  /** Where, e.g. "quiz.questions[3].options". */
  path: string;
  message: string;
}

const inRange = (n: number, r: { min: number; max: number }) => n >= r.min && n <= r.max;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Problems in a lesson plan for a lesson of `durationMinutes`. Empty when it is sound. */
export function checkLessonPlan(plan: LessonPlan, durationMinutes: number): Problem[] {
  const problems: Problem[] = [];
  const phaseTotal = sum(PHASES.map((p) => plan[p].duration));
  if (phaseTotal !== durationMinutes) {
    problems.push({
      check: 'phases-sum-to-duration',
      path: 'lessonPlan',
      message: `Starter, main and plenary last ${phaseTotal} minutes in total; the lesson is ${durationMinutes} minutes.`,
    });
  }
  for (const name of PHASES) {
    const phase = plan[name];
    const activityTotal = sum(phase.activities.map((a) => a.duration));
    if (activityTotal !== phase.duration) {
      problems.push({
        check: 'activities-sum-to-phase',
        path: `lessonPlan.${name}`,
        message: `The ${name} activities last ${activityTotal} minutes; the ${name} is ${phase.duration} minutes.`,
      });
    }
  }
  if (!inRange(plan.objectives.length, LESSON_RULES.objectives)) {
    problems.push({
      check: 'objective-count',
      path: 'lessonPlan.objectives',
      message: `There are ${plan.objectives.length} objectives; a lesson has ${LESSON_RULES.objectives.min} to ${LESSON_RULES.objectives.max}.`,
    });
  }
  if (!inRange(plan.keyVocabulary.length, LESSON_RULES.keyVocabulary)) {
    problems.push({
      check: 'vocabulary-count',
      path: 'lessonPlan.keyVocabulary',
      message: `There are ${plan.keyVocabulary.length} key terms; a lesson has ${LESSON_RULES.keyVocabulary.min} to ${LESSON_RULES.keyVocabulary.max}.`,
    });
  }
  return problems;
}

type AnyQuestion = {
  id: string;
  type: string;
  options: string[];
  marks: number;
  explanation: string;
};

function checkQuestions(
  part: 'worksheet' | 'quiz',
  set: { totalMarks: number; questions: AnyQuestion[] },
  answerOf: (q: AnyQuestion) => string,
  range: { min: number; max: number },
): Problem[] {
  const problems: Problem[] = [];
  const n = set.questions.length;
  if (!inRange(n, range)) {
    problems.push({
      check: 'question-count',
      path: `${part}.questions`,
      message: `The ${part} has ${n} questions; it needs ${range.min} to ${range.max}.`,
    });
  }
  const marks = sum(set.questions.map((q) => q.marks));
  if (marks !== set.totalMarks) {
    problems.push({
      check: 'total-marks',
      path: `${part}.totalMarks`,
      message: `totalMarks is ${set.totalMarks} but the questions add up to ${marks}.`,
    });
  }
  const seen = new Set<string>();
  set.questions.forEach((q, i) => {
    const at = `${part}.questions[${i}]`;
    const answer = answerOf(q).trim();
    if (seen.has(q.id)) {
      problems.push({ check: 'unique-question-ids', path: `${at}.id`, message: `Question id "${q.id}" is used twice.` });
    }
    seen.add(q.id);
    if (!answer) problems.push({ check: 'answer-present', path: at, message: `Question ${i + 1} has no answer.` });
    if (!q.explanation.trim()) {
      problems.push({ check: 'explanation-present', path: at, message: `Question ${i + 1} has no explanation.` });
    }
    if (q.type === 'multiple-choice') {
      const distinct = new Set(q.options.map((o) => o.trim().toLowerCase()));
      if (!inRange(q.options.length, LESSON_RULES.multipleChoiceOptions) || distinct.size !== q.options.length) {
        problems.push({
          check: 'multiple-choice-options',
          path: `${at}.options`,
          message: `Question ${i + 1} needs ${LESSON_RULES.multipleChoiceOptions.min} to ${LESSON_RULES.multipleChoiceOptions.max} different options.`,
        });
      }
      if (answer && !q.options.includes(answer)) {
        problems.push({
          check: 'answer-in-options',
          path: at,
          message: `Question ${i + 1}'s answer "${answer}" is not one of its options.`,
        });
      }
    }
    if (q.type === 'true-false' && answer !== 'True' && answer !== 'False') {
      problems.push({
        check: 'true-false-answer',
        path: at,
        message: `Question ${i + 1} is true/false, so its answer must be "True" or "False".`,
      });
    }
  });
  return problems;
}

export function checkWorksheet(worksheet: Worksheet): Problem[] {
  return checkQuestions('worksheet', worksheet, (q) => (q as Worksheet['questions'][number]).answer, LESSON_RULES.worksheetQuestions);
}

export function checkQuiz(quiz: Quiz): Problem[] {
  return checkQuestions('quiz', quiz, (q) => (q as Quiz['questions'][number]).correctAnswer, LESSON_RULES.quizQuestions);
}

/**
 * Splits `total` minutes in proportion to `weights` into whole minutes that add up exactly
 * (largest remainder). Zero weights everywhere share equally.
 */
export function distribute(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.every((x) => x <= 0) ? weights.map(() => 1) : weights.map((x) => Math.max(0, x));
  const whole = sum(w);
  const exact = w.map((x) => (x / whole) * total);
  const result = exact.map(Math.floor);
  let left = total - sum(result);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) result[order[k].i] += 1;
  return result;
}

function fitPhase(phase: Phase, minutes: number): Phase {
  const durations = distribute(minutes, phase.activities.map((a) => a.duration));
  return { ...phase, duration: minutes, activities: phase.activities.map((a, i) => ({ ...a, duration: durations[i] })) };
}

/**
 * Makes the timings add up: phases scaled to the lesson's minutes, then each phase's
 * activities scaled to the phase. Returns the plan and the names of the repairs made.
 */
export function repairLessonPlan(plan: LessonPlan, durationMinutes: number): { plan: LessonPlan; repaired: InvariantName[] } {
  const repaired = new Set<InvariantName>();
  const phaseMinutes = PHASES.map((p) => plan[p].duration);
  const target = sum(phaseMinutes) === durationMinutes ? phaseMinutes : distribute(durationMinutes, phaseMinutes);
  if (target.some((m, i) => m !== phaseMinutes[i])) repaired.add('phases-sum-to-duration');
  const next = { ...plan };
  PHASES.forEach((name, i) => {
    const phase = plan[name];
    const activityTotal = sum(phase.activities.map((a) => a.duration));
    if (activityTotal !== target[i]) repaired.add('activities-sum-to-phase');
    next[name] = activityTotal === target[i] && phase.duration === target[i] ? phase : fitPhase(phase, target[i]);
  });
  return { plan: next, repaired: [...repaired] };
}

const LETTERS = 'ABCDE';

/** The answer spelled as the option it means ("b", "B)", " paris " → "Paris"), or as given. */
function matchOption(answer: string, options: string[]): string {
  const a = answer.trim();
  const exact = options.find((o) => o === a);
  if (exact) return exact;
  const loose = options.find((o) => o.trim().toLowerCase() === a.toLowerCase());
  if (loose) return loose;
  const letter = /^\(?([A-Ea-e])[).:]?$/.exec(a);
  if (letter) {
    const index = LETTERS.indexOf(letter[1].toUpperCase());
    if (options[index]) return options[index];
  }
  return a;
}

function repairQuestionSet<Q extends AnyQuestion>(
  set: { totalMarks: number; questions: Q[] },
  key: 'answer' | 'correctAnswer',
): { questions: Q[]; totalMarks: number; repaired: InvariantName[] } {
  const repaired = new Set<InvariantName>();
  const questions = set.questions.map((q) => {
    const record = q as Q & Record<string, string>;
    let answer = String(record[key] ?? '').trim();
    let options = q.options;
    if (q.type === 'true-false') {
      const normal = /^(true|t|yes)$/i.test(answer) ? 'True' : /^(false|f|no)$/i.test(answer) ? 'False' : answer;
      if (normal !== answer) repaired.add('true-false-answer');
      answer = normal;
      options = ['True', 'False'];
    } else if (q.type === 'short-answer') {
      options = [];
    } else if (q.type === 'multiple-choice') {
      const deduped = options
        .map((o) => o.trim())
        .filter((o, i, all) => o && all.findIndex((x) => x.toLowerCase() === o.toLowerCase()) === i);
      if (deduped.length !== options.length) repaired.add('multiple-choice-options');
      options = deduped;
      const matched = matchOption(answer, options);
      if (matched !== answer) repaired.add('answer-in-options');
      answer = matched;
    }
    return { ...q, options, [key]: answer };
  });
  const totalMarks = sum(questions.map((q) => q.marks));
  if (totalMarks !== set.totalMarks) repaired.add('total-marks');
  return { questions, totalMarks, repaired: [...repaired] };
}

/** Mechanical repairs of a worksheet: totals, true/false spelling, answers matched to options. */
export function repairWorksheet(worksheet: Worksheet): { worksheet: Worksheet; repaired: InvariantName[] } {
  const { questions, totalMarks, repaired } = repairQuestionSet(worksheet, 'answer');
  return { worksheet: { ...worksheet, questions, totalMarks }, repaired };
}

/** Mechanical repairs of a quiz: totals, true/false spelling, answers matched to options. */
export function repairQuiz(quiz: Quiz): { quiz: Quiz; repaired: InvariantName[] } {
  const { questions, totalMarks, repaired } = repairQuestionSet(quiz, 'correctAnswer');
  return { quiz: { ...quiz, questions, totalMarks }, repaired };
}

/** Problems as the short list sent back to the model with a retry. */
export function describeProblems(problems: Problem[]): string[] {
  return problems.map((p) => `[${p.check}] ${p.path}: ${p.message}`);
}
