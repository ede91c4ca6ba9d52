/**
 * The hand-checked topic library: complete lessons matched by keywords in the topic, for any
 * subject. Questions marked `higher` are used from the lesson's `higherFrom` year; the worksheet
 * and quiz are trimmed to the lesson's size by `assemble`.
 */
import { noticeFor } from '../pedagogy';
import type { Stage } from '../stage';
import type { Outline } from '../types';
import type { LibraryLesson, LibraryQuestion } from './types';
import { forces } from './forces';
import { normanConquest } from './norman-conquest';
import { persuasiveWriting } from './persuasive-writing';
import { photosynthesis } from './photosynthesis';
import { plateTectonics } from './plate-tectonics';
import { romans } from './romans';
import { statesOfMatter } from './states-of-matter';
import { waterCycle } from './water-cycle';

export type { LibraryLesson } from './types';

export const LIBRARY: readonly LibraryLesson[] = [
  photosynthesis,
  waterCycle,
  romans,
  persuasiveWriting,
  forces,
  plateTectonics,
  normanConquest,
  statesOfMatter,
];

/** The library lesson whose keywords appear first in the topic, or null. */
export function matchLibrary(topic: string): LibraryLesson | null {
  let best: LibraryLesson | null = null;
  let bestAt = Infinity;
  for (const lesson of LIBRARY) {
    if (lesson.exclude?.test(topic)) continue;
    const found = lesson.match.exec(topic);
    if (found && found.index < bestAt) [best, bestAt] = [lesson, found.index];
  }
  return best;
}

const strip = ({ higher: _higher, ...q }: LibraryQuestion) => q;

/** Core questions, then (for older pupils) the higher ones. */
function questionsFor(list: LibraryQuestion[], stage: Stage, from: number) {
  return list.filter((q) => !q.higher || stage.year >= from).map(strip);
}

export function libraryOutline(lesson: LibraryLesson, stage: Stage): Outline {
  const [from, to] = lesson.years;
  const pitch = from === to ? `Year ${from}` : `Years ${from} to ${to}`;
  const outside =
    stage.year < from
      ? [`This library lesson is written for ${pitch}: simplify the language and use pictures and objects for ${stage.yearLabel}.`]
      : stage.year > to
        ? [`This library lesson is written for ${pitch}: add depth and exam-style questions for ${stage.yearLabel}.`]
        : [];
  return {
    title: lesson.title,
    objectives: lesson.objectives,
    priorKnowledge: lesson.priorKnowledge,
    materials: ['Mini whiteboards and pens', 'Printed worksheet and quiz with answer keys', ...lesson.materials],
    vocabulary: lesson.vocabulary,
    retrieval: lesson.retrieval,
    hook: lesson.hook,
    explain: lesson.explain,
    hinge: lesson.hinge,
    guided: lesson.guided,
    independent: lesson.independent,
    extended: lesson.extended,
    exitTicket: lesson.exitTicket,
    homework: lesson.homework,
    misconceptions: lesson.misconceptions,
    support: [...outside, ...lesson.support],
    challenge: lesson.challenge,
    worksheet: { title: `${lesson.title}: worksheet`, questions: questionsFor(lesson.worksheet, stage, lesson.higherFrom) },
    quiz: { title: `${lesson.title}: quiz`, questions: questionsFor(lesson.quiz, stage, lesson.higherFrom) },
    notice: noticeFor('library'),
  };
}
