/**
 * The offline writer's internal shapes. Every source (maths generators, the topic library, the
 * generic scaffold) fills in one `Outline`; `assemble.ts` turns it into a lesson that meets
 * every lesson invariant (lib/ai/invariants.ts).
 */
import type { BloomLevel, QuestionType } from '@/lib/constants/lessons';

export interface OfflineQuestion {
  question: string;
  type: QuestionType;
  /** Multiple-choice: 3–5 distinct options including the answer; true-false: True, False; else []. */
  options: string[];
  answer: string;
  explanation: string;
  marks: number;
  bloomLevel: BloomLevel;
}

export interface Term {
  term: string;
  definition: string;
}

export interface MisconceptionText {
  misconception: string;
  correction: string;
}

/**
 * A lesson's content before timing and numbering. The phases are built from these parts in a
 * fixed UK shape: retrieval starter and hook; I do, check for understanding, we do, you do
 * (and an extended task in double lessons); exit-ticket plenary.
 */
export interface Outline {
  title: string;
  objectives: string[];
  priorKnowledge: string[];
  materials: string[];
  vocabulary: Term[];
  /** Retrieval questions for the starter, each with its answer in brackets. */
  retrieval: string[];
  /** The hook or big question that opens the new learning. */
  hook: string;
  /** I do: the teacher's explanation and modelling, step by step. */
  explain: string[];
  /** A hinge question for the check for understanding, with its answer. */
  hinge: string;
  /** We do: guided practice steps. */
  guided: string[];
  /** You do: independent practice steps. */
  independent: string[];
  /** An extended application task, used in lessons of 90 minutes or more. */
  extended: string[];
  /** Exit-ticket questions, each with its answer in brackets. */
  exitTicket: string[];
  homework: { description: string; tasks: string[] };
  misconceptions: MisconceptionText[];
  /** Topic-specific support; the SEND and EAL strategies are added for every lesson. */
  support: string[];
  challenge: string[];
  formative?: string[];
  summative?: string[];
  worksheet: { title: string; questions: OfflineQuestion[] };
  quiz: { title: string; questions: OfflineQuestion[] };
  notice: string;
}
