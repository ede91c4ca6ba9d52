/** The shape of a hand-written library lesson, and small helpers for writing one compactly. */
import type { MisconceptionText, OfflineQuestion, Term } from '../types';

export { mc, sa, tf } from '../questions';

/** A question, optionally only for older pupils (from the lesson's `higherFrom` year). */
export type LibraryQuestion = OfflineQuestion & { higher?: boolean };

export interface LibraryLesson {
  id: string;
  /** Matches the request's topic (any subject). */
  match: RegExp;
  /** Topics that match `match` but are about something else ("Roman numerals"). */
  exclude?: RegExp;
  title: string;
  /** The years the lesson is written for; outside them the teacher is told to adapt it. */
  years: [number, number];
  /** From this year, the `higher` questions are included. */
  higherFrom: number;
  objectives: string[];
  priorKnowledge: string[];
  materials: string[];
  vocabulary: Term[];
  retrieval: string[];
  hook: string;
  explain: string[];
  hinge: string;
  guided: string[];
  independent: string[];
  extended: string[];
  exitTicket: string[];
  homework: { description: string; tasks: string[] };
  misconceptions: MisconceptionText[];
  support: string[];
  challenge: string[];
  worksheet: LibraryQuestion[];
  quiz: LibraryQuestion[];
}

export const v = (term: string, definition: string): Term => ({ term, definition });
export const m = (misconception: string, correction: string): MisconceptionText => ({ misconception, correction });
export const higher = (q: OfflineQuestion): LibraryQuestion => ({ ...q, higher: true });
