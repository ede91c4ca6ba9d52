/**
 * Wording every offline lesson shares: SEND and EAL support, challenge, assessment, pupil
 * instructions and the notice, each pitched to the stage. UK English throughout.
 */
import { byStage, type Stage } from './stage';

export type Source = 'maths' | 'library' | 'generic';

/** The teacher-facing note on how the lesson was made. */
export function noticeFor(source: Source): string {
  if (source === 'maths') {
    return "This is an offline sample lesson produced by Plenary's built-in offline generator without the AI model: its maths questions and answers were computed, not written by AI, but please check the lesson before use.";
  }
  if (source === 'library') {
    return "This is an offline sample lesson produced by Plenary's built-in offline generator without the AI model, from a hand-checked lesson library; please check it against your scheme of work before use.";
  }
  return "This is an offline sample lesson written without the AI model by Plenary's built-in generator: it is a structured scaffold, so please check it and add your own subject content before use.";
}

/** SEND and EAL strategies, always included, with the lesson's own key words. */
export function supportStrategies(stage: Stage, keyWords: string[]): string[] {
  const words = keyWords.slice(0, 4).join(', ');
  return [
    byStage(
      stage,
      'SEND: work in a small group with an adult, using real objects, pictures and actions; give one short instruction at a time.',
      'SEND: give a printed word mat and a worked example to keep; break tasks into numbered steps and check in after the first step.',
      'SEND: provide a printed copy of the slides, a partially completed worked example and chunked instructions; allow extra processing time before questioning.',
      'SEND: provide a structured note-taking frame and the worked examples in advance; agree short, specific targets for the independent task.',
    ),
    `EAL: pre-teach the key words (${words}) with pictures or diagrams and, where possible, home-language translations; give sentence starters for spoken and written answers.`,
    byStage(
      stage,
      'Use talk partners so every pupil says their answer aloud before writing or drawing.',
      'Pair pupils with a supportive partner for the we-do stage and allow answers to be drawn or labelled as well as written.',
      'Use a visualiser to model layout, and let pupils start the worksheet at an agreed question so everyone reaches the reasoning questions.',
      'Offer a glossary of technical terms and model an exemplar answer with the marking points highlighted.',
    ),
  ];
}

/** Challenge that works for any topic, added after the topic's own challenge. */
export function generalChallenge(stage: Stage): string[] {
  return [
    byStage(
      stage,
      'Ask ready pupils to explain their answer to a partner using a "because" sentence.',
      'Ask pupils who finish to write their own question on the topic, with a full answer, for a partner to try.',
      'Pupils who finish write and answer their own exam-style question, then explain the most common mistake someone might make.',
      'Pupils who finish read beyond the specification on this topic and prepare a two-minute summary for the class.',
    ),
  ];
}

export function formativeChecks(stage: Stage): string[] {
  return [
    'Retrieval starter answers on mini whiteboards, to find gaps before new learning.',
    'Hinge question during the main phase: if fewer than four in five pupils are right, reteach before the we-do stage.',
    byStage(
      stage,
      'Questioning during the activity, listening for the key words.',
      'Cold calling and "show me" boards during guided practice.',
      'Cold calling and live marking during independent practice, with misconceptions addressed whole-class.',
      'Targeted questioning and live marking, asking pupils to justify each step.',
    ),
    'Exit ticket in the plenary, sorted into secure, nearly there and not yet to plan the next lesson.',
  ];
}

export function summativeChecks(stage: Stage, examBoard: string | null): string[] {
  const out = ['The end-of-lesson quiz, marked with the answer key.'];
  out.push(
    byStage(
      stage,
      'Adult observation notes against the objectives, added to the class record.',
      'The worksheet, marked against the answer key, recorded against the objectives.',
      'The worksheet, marked against the answer key, and an end-of-unit test question on this topic.',
    ),
  );
  if (examBoard && stage.year >= 10) {
    out.push(`An exam-style question in the format ${examBoard} uses; check the wording against the board's specification and specimen papers.`);
  }
  return out;
}

export function worksheetInstructions(stage: Stage): string {
  return byStage(
    stage,
    'Listen to each question. Talk to your partner. Then write or draw your answer.',
    'Read each question carefully. Show your working. Check your answers when you finish.',
    'Answer every question in the space given. Show your working: method marks are given for correct steps.',
    'Answer every question, showing full reasoning and using precise technical vocabulary.',
  );
}

export function quizInstructions(stage: Stage, minutes: number): string {
  return byStage(
    stage,
    `Listen to each question. Choose the best answer. You have ${minutes} minutes.`,
    `Answer every question on your own. For multiple-choice questions, choose one answer. You have ${minutes} minutes.`,
    `Answer all questions on your own in ${minutes} minutes. For multiple-choice questions, choose one option.`,
  );
}

/** Minutes for a quiz of `count` questions: 10 to 15. */
export function quizMinutes(stage: Stage, count: number): number {
  if (stage.early) return 10;
  return Math.min(15, Math.max(10, Math.round(count * 1.25)));
}
