/**
 * Outline → LessonContent. Times the phases to the lesson, numbers and totals the questions,
 * sizes every list to LESSON_RULES, and adds the shared pedagogy.
 */
import type { LessonContent, LessonPlan, Quiz, Worksheet } from '@/lib/ai/schemas';
import { LESSON_RULES } from '@/lib/constants/lessons';
import { buildPhases } from './phases';
import {
  formativeChecks,
  generalChallenge,
  quizInstructions,
  quizMinutes,
  summativeChecks,
  supportStrategies,
  worksheetInstructions,
} from './pedagogy';
import { sa, sanitise, trimTo } from './questions';
import type { Stage } from './stage';
import type { OfflineQuestion, Outline, Term } from './types';

export interface AssembleContext {
  stage: Stage;
  duration: number;
  examBoard: string | null;
  /** The topic as inert text, for fallback wording. */
  topic: string;
  hasSpecialRequirements: boolean;
}

/** Worksheet and quiz sizes: longer lessons get more questions, always within the rules. */
export function questionCounts(duration: number): { worksheet: number; quiz: number } {
  const worksheet = duration <= 30 ? 12 : duration <= 45 ? 13 : duration <= 60 ? 14 : 15;
  const quiz = duration <= 45 ? 8 : duration <= 60 ? 9 : 10;
  return { worksheet, quiz };
}

const dedupe = (xs: string[]) => {
  const seen = new Set<string>();
  return xs.map((x) => x.replace(/\s+/g, ' ').trim()).filter((x) => x && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()));
};

function fitVocabulary(terms: Term[]): Term[] {
  const seen = new Set<string>();
  const out = terms
    .map((t) => ({ term: t.term.trim(), definition: t.definition.trim() }))
    .filter((t) => t.term && t.definition && !seen.has(t.term.toLowerCase()) && seen.add(t.term.toLowerCase()));
  const spare: Term[] = [
    { term: 'objective', definition: 'What we aim to learn by the end of the lesson.' },
    { term: 'evidence', definition: 'Facts or information that show whether something is true.' },
    { term: 'explain', definition: 'To give reasons why or how something happens.' },
    { term: 'example', definition: 'One case that shows what an idea means.' },
    { term: 'summary', definition: 'A short statement of the main points.' },
  ];
  for (const t of spare) if (out.length < LESSON_RULES.keyVocabulary.min && !seen.has(t.term)) out.push(t);
  return out.slice(0, LESSON_RULES.keyVocabulary.max);
}

function fitObjectives(objectives: string[], topic: string): string[] {
  const out = dedupe(objectives);
  const spare = [
    `Pupils will be able to explain the key ideas of ${topic} using the key vocabulary.`,
    `Pupils will be able to apply what they have learnt about ${topic} to new questions.`,
    `Pupils will be able to spot and correct a common mistake about ${topic}.`,
  ];
  for (const s of spare) if (out.length < LESSON_RULES.objectives.min) out.push(s);
  return out.slice(0, LESSON_RULES.objectives.max);
}

/** Extra reflective questions, used only if a source ran short. */
function padQuestions(questions: OfflineQuestion[], n: number, topic: string): OfflineQuestion[] {
  const out = questions.slice();
  const prompts = [
    `Explain, in your own words, the most important idea from today's lesson on ${topic}.`,
    `Write one question about ${topic} that you would still like answered, and say why.`,
    `Describe one mistake someone could make about ${topic} and how to avoid it.`,
  ];
  for (let i = 0; out.length < n; i++) {
    out.push(sa(`${prompts[i % prompts.length]}${i >= prompts.length ? ` (part ${Math.floor(i / prompts.length) + 1})` : ''}`, 'Answers will vary; credit accurate points that use the lesson\'s key vocabulary.', 'A reflective question: the teacher checks the answer against what was taught.', 'understand', 2));
  }
  return out;
}

function questionSet(questions: OfflineQuestion[], n: number, prefix: string, topic: string) {
  const { min } = prefix === 'w' ? LESSON_RULES.worksheetQuestions : LESSON_RULES.quizQuestions;
  const sized = trimTo(padQuestions(questions, Math.max(min, Math.min(n, questions.length)), topic), n).map(sanitise);
  return sized.map((q, i) => ({ ...q, id: `${prefix}${i + 1}` }));
}

export function assemble(outline: Outline, ctx: AssembleContext): LessonContent {
  const { stage, duration } = ctx;
  const vocabulary = fitVocabulary(outline.vocabulary);
  const phases = buildPhases(outline, stage, duration);
  const support = dedupe([...outline.support, ...supportStrategies(stage, vocabulary.map((v) => v.term))]);
  if (ctx.hasSpecialRequirements) {
    support.push('Check this plan against the special requirements you entered: the offline generator does not adapt the lesson to them.');
  }
  const lessonPlan: LessonPlan = {
    title: outline.title,
    objectives: fitObjectives(outline.objectives, ctx.topic),
    priorKnowledge: dedupe(outline.priorKnowledge),
    materials: dedupe(outline.materials),
    keyVocabulary: vocabulary,
    ...phases,
    homework: { description: outline.homework.description, tasks: dedupe(outline.homework.tasks) },
    assessment: {
      formative: dedupe([...(outline.formative ?? []), ...formativeChecks(stage)]),
      summative: dedupe([...(outline.summative ?? []), ...summativeChecks(stage, ctx.examBoard)]),
    },
    differentiation: { support, challenge: dedupe([...outline.challenge, ...generalChallenge(stage)]) },
    misconceptions: outline.misconceptions,
    notice: outline.notice,
  };

  const counts = questionCounts(duration);
  const wq = questionSet(outline.worksheet.questions, counts.worksheet, 'w', ctx.topic);
  const worksheet: Worksheet = {
    title: outline.worksheet.title,
    instructions: worksheetInstructions(stage),
    totalMarks: wq.reduce((a, q) => a + q.marks, 0),
    questions: wq.map(({ answer, ...q }) => ({ ...q, answer })),
  };
  const qq = questionSet(outline.quiz.questions, counts.quiz, 'q', ctx.topic);
  const minutes = quizMinutes(stage, qq.length);
  const quiz: Quiz = {
    title: outline.quiz.title,
    instructions: quizInstructions(stage, minutes),
    timeLimit: minutes,
    totalMarks: qq.reduce((a, q) => a + q.marks, 0),
    questions: qq.map(({ answer, ...q }) => ({ ...q, correctAnswer: answer })),
  };
  return { lessonPlan, worksheet, quiz };
}
