/** The shape of a hand-written library lesson, and small helpers for writing one compactly. */
import type { MisconceptionText, OfflineQuestion, Outline, Term } from '../types';

export { mc, sa, tf } from '../questions';

/** A question, optionally only for older pupils (from the lesson's `higherFrom` year). */
export type LibraryQuestion = OfflineQuestion & { higher?: boolean };

/**
 * A hand-written lesson: the outline's parts written out in full (its materials and support are
 * added to the ones every lesson has), plus how it is matched, the years it is pitched at, and
 * all of its worksheet and quiz questions, some only for older pupils. The assessment ideas,
 * the notice and the question-set titles are added for every library lesson alike.
 */
export interface LibraryLesson extends Omit<Outline, 'formative' | 'summative' | 'worksheet' | 'quiz' | 'notice'> {
  id: string;
  /** Matches the request's topic (any subject). */
  match: RegExp;
  /** Topics that match `match` but are about something else ("Roman numerals"). */
  exclude?: RegExp;
  /** The years the lesson is written for; outside them the teacher is told to adapt it. */
  years: [number, number];
  /** From this year, the `higher` questions are included. */
  higherFrom: number;
  worksheet: LibraryQuestion[];
  quiz: LibraryQuestion[];
}

export const v = (term: string, definition: string): Term => ({ term, definition });
export const m = (misconception: string, correction: string): MisconceptionText => ({ misconception, correction });
export const higher = (q: OfflineQuestion): LibraryQuestion => ({ ...q, higher: true });
