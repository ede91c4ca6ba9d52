/**
 * Quality measures for generated lessons, used by the eval script (never by request handling).
 * Every function here is pure: same input, same output, no I/O.
 *
 * Readability uses the Flesch–Kincaid grade level, with syllables counted by the `syllable`
 * package (words/syllable); sentence and word splitting are done here so that the one-item-a-line
 * text from `pupilFacingText` is read the way pupils read it.
 */
import { syllable } from 'syllable';
import type { LessonContent, Worksheet } from '@/lib/ai/schemas';
import { YEAR_GROUPS, type YearGroup } from '@/lib/constants/curriculum';
import { BLOOM_LEVELS } from '@/lib/constants/lessons';
import { AMERICANISMS, type AmericanismRule } from '@/lib/ai/americanisms';

// ---------------------------------------------------------------------------------------------
// Reading level
// ---------------------------------------------------------------------------------------------

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|Mr|Mrs|Ms|Dr|Prof|Fig)\./gi;
/** A sentence ends at . ! ? or … (after any closing quote or bracket) followed by whitespace. */
const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+/u;
/** A word: letters and digits, joined by apostrophes or hyphens ("don't", "well-known"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const HAS_LETTER = /\p{L}/u;

/** The words of `text` that contain a letter (numbers such as "12" or "3.5" are not counted). */
function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).filter((w) => HAS_LETTER.test(w));
}

/**
 * Flesch–Kincaid grade level (US school grade) of `text`:
 * 0.39 × words/sentences + 11.8 × syllables/words − 15.59, rounded to one decimal place.
 *
 * - Sentences end at . ! ? … followed by whitespace, and at every line break (so each line of
 *   `pupilFacingText` is at least one sentence). Common abbreviations (e.g., i.e., Mr.) do not
 *   end a sentence. Sentences without words (a bare "1.") are ignored.
 * - Words are runs of letters/digits joined by ' or -; tokens with no letter (numbers) are not
 *   words. Syllables come from the `syllable` library, at least one per word.
 * - The grade is floored at 0: the formula goes below zero for very short monosyllabic
 *   sentences ("The cat sat."), and no reading level is lower than "pre-school".
 * - Text without words scores 0.
 */
export function readingGrade(text: string): number {
  const sentences = text
    .replace(ABBREVIATION, (m) => m.replace(/\./g, ''))
    .split(/\r?\n+/)
    .flatMap((line) => line.split(SENTENCE_END))
    .map(wordsOf)
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, w) => sum + Math.max(1, syllable(w)), 0);
  const grade = 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
  return Math.max(0, Math.round(grade * 10) / 10);
}

/**
 * Expected Flesch–Kincaid grade band for pupil-facing text, by UK year group. A US grade is
 * roughly the UK year minus one (Year 8 ≈ grade 7); each band runs from about two grades below
 * that (pupil text should be easy to read, especially for weaker readers) to about two above
 * (stretch), floored at 0 and widened for Year 7 (a wide range of readers) and Year 13. Both
 * ends never decrease from one year to the next.
 *
 * @throws RangeError for a year group not in YEAR_GROUPS (matched ignoring case and spaces).
 */
export function expectedReadingBand(yearGroup: string): { min: number; max: number } {
  const key = YEAR_GROUPS.find((y) => y.toLowerCase() === yearGroup.trim().replace(/\s+/g, ' ').toLowerCase());
  if (!key) throw new RangeError(`Unknown year group "${yearGroup}"; expected one of ${YEAR_GROUPS.join(', ')}`);
  const [min, max] = READING_BANDS[key];
  return { min, max };
}

/** FK grade band [min, max] per UK year group (US grade ≈ UK year − 1). */
const READING_BANDS: Record<YearGroup, readonly [number, number]> = {
  Reception: [0, 2],
  'Year 1': [0, 2],
  'Year 2': [0, 3],
  'Year 3': [1, 4],
  'Year 4': [2, 5],
  'Year 5': [3, 6],
  'Year 6': [4, 7],
  'Year 7': [4, 8],
  'Year 8': [5, 9],
  'Year 9': [6, 10],
  'Year 10': [7, 11],
  'Year 11': [8, 12],
  'Year 12': [9, 13],
  'Year 13': [9, 14],
};

// ---------------------------------------------------------------------------------------------
// Pupil-facing text
// ---------------------------------------------------------------------------------------------

const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/u;

/** A question's lines: the question, then its options (see `pupilFacingText`). */
function questionLines(q: { question: string; options: string[] }): string[] {
  const options = q.options.map((o) => o.trim()).filter(Boolean);
  const sentences = options.filter((o) => ENDS_SENTENCE.test(o));
  const fragments = options.filter((o) => !ENDS_SENTENCE.test(o));
  return [q.question, ...(fragments.length ? [`${fragments.join(', ')}.`] : []), ...sentences];
}

/**
 * The text pupils read, one item a line: worksheet and quiz instructions, each question and its
 * options, and each key term with its definition ("term: definition"). Titles, answers,
 * explanations and everything in the lesson plan except the key vocabulary are teacher-facing
 * and left out.
 *
 * Options that are not sentences ("Paris", "3/4", "True") are joined into one list line after
 * their question, so that a question with four one-word options reads as two sentences, not
 * five; options that end like a sentence get a line each.
 */
export function pupilFacingText(content: LessonContent): string {
  const lines: string[] = [];
  for (const set of [content.worksheet, content.quiz]) {
    if (!set) continue;
    lines.push(set.instructions);
    for (const q of set.questions) lines.push(...questionLines(q));
  }
  for (const { term, definition } of content.lessonPlan.keyVocabulary) lines.push(`${term}: ${definition}`);
  return lines.map((l) => l.trim()).filter(Boolean).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Bloom's taxonomy
// ---------------------------------------------------------------------------------------------

/**
 * Share (0..1) of the worksheet's marks on questions above 'remember' in Bloom's taxonomy
 * (understand, apply, analyse, evaluate, create). Marks are summed from the questions, not taken
 * from `totalMarks`, which may disagree. No worksheet, or no marks, gives 0.
 */
export function higherOrderMarkShare(worksheet: Worksheet | null): number {
  if (!worksheet) return 0;
  let total = 0;
  let higher = 0;
  for (const q of worksheet.questions) {
    total += q.marks;
    if (BLOOM_LEVELS.indexOf(q.bloomLevel) > BLOOM_LEVELS.indexOf('remember')) higher += q.marks;
  }
  return total > 0 ? higher / total : 0;
}

// ---------------------------------------------------------------------------------------------
// Americanisms
// ---------------------------------------------------------------------------------------------

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}_])';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One global, case-insensitive, whole-word regular expression for a rule. */
function compileRule(rule: AmericanismRule): RegExp {
  const phrase = rule.us.split(' ').map(escapeRegExp).join('[\\s-]+');
  // Context words must themselves start at a word boundary.
  const start = '(?:^|(?<=[^\\p{L}\\p{N}_]))';
  const source = [
    rule.precededBy ? `(?<=${start}${rule.precededBy})` : '',
    rule.notPrecededBy ? `(?<!${start}${rule.notPrecededBy})` : '',
    NOT_WORD_BEFORE,
    phrase,
    NOT_WORD_AFTER,
    rule.followedBy ? `(?=${rule.followedBy})` : '',
    rule.notFollowedBy ? `(?!${rule.notFollowedBy})` : '',
  ].join('');
  return new RegExp(source, 'giu');
}

/**
 * The rules with the first word of each (a cheap substring test that skips most of the ~1,000
 * rules) and their regular expressions, compiled on first use.
 */
const RULES = AMERICANISMS.map((rule) => ({ rule, firstWord: rule.us.split(' ')[0], regex: null as RegExp | null }));

/** True when the text before `index` ends a sentence (or is empty), ignoring opening quotes. */
function startsSentence(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return /(?:^|[.!?:;…\n•*–—-])\s*["'“‘(\[]*\s*$/u.test(before);
}

/** `british` in the case of `found`: "COLOR" → "COLOUR", "Color" → "Colour", "color" → "colour". */
function matchCase(found: string, british: string): string {
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return british.toUpperCase();
  if (found[0] !== found[0].toLowerCase()) return british[0].toUpperCase() + british.slice(1);
  return british;
}

/**
 * American spellings and school words in `text` (list: `lib/ai/americanisms.ts`), each with the
 * British form to use. Matching is whole-word and case-insensitive; '-ize' words come from an
 * explicit list, so "size", "prize" and "seize" are never flagged. Where two rules overlap the
 * longer match wins ("trash can" over "trash"). Words that
 * are often names (harbor, center, labor, gray…) are skipped when capitalised mid-sentence
 * ("Pearl Harbor"). Each word is reported once (case-insensitively), in order of first
 * appearance, with `word` as written and `british` in the same case.
 */
export function findAmericanisms(text: string): Array<{ word: string; british: string }> {
  const hits: Array<{ index: number; end: number; word: string; british: string }> = [];
  const lower = text.toLowerCase();
  for (const entry of RULES) {
    if (!lower.includes(entry.firstWord)) continue;
    const { rule } = entry;
    entry.regex ??= compileRule(rule);
    for (const m of text.matchAll(entry.regex)) {
      const word = m[0];
      const index = m.index ?? 0;
      if (rule.properNoun && /^\p{Lu}\p{Ll}/u.test(word) && !startsSentence(text, index)) continue;
      hits.push({ index, end: index + word.length, word, british: matchCase(word, rule.british) });
    }
  }
  hits.sort((a, b) => a.index - b.index || b.end - a.end);
  const out: Array<{ word: string; british: string }> = [];
  const seen = new Set<string>();
  let coveredTo = -1;
  for (const hit of hits) {
    if (hit.index < coveredTo) continue;
    coveredTo = hit.end;
    const key = hit.word.toLowerCase().replace(/[\s-]+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ word: hit.word, british: hit.british });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Duplicates
// ---------------------------------------------------------------------------------------------

/** Mathematical symbols are kept, so "5 + 3" and "5 - 3" stay different questions. */
const MATH_SYMBOL = /[\p{Sm}/%^]/gu;

/**
 * Lower case, with every run of punctuation and whitespace collapsed to one space; mathematical
 * symbols (+ − × ÷ = < > / % ^, and "-" used as a minus before a number) are kept as words.
 */
function normaliseQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(?<=^|[\d\s(])-(?=\s*\d)/g, '−')
    .replace(MATH_SYMBOL, ' $& ')
    .replace(/[^\p{L}\p{N}\p{Sm}/%^]+/gu, ' ')
    .trim();
}

/**
 * Questions asked more than once, within or across the worksheet and the quiz, comparing text
 * in lower case with punctuation and whitespace collapsed ("What is 2+2?" = "what is 2 + 2"),
 * but mathematical symbols kept ("What is 5 + 3?" ≠ "What is 5 - 3?").
 * Each repeated question is reported once, as first written, in order of first appearance.
 */
export function duplicateQuestions(content: LessonContent): string[] {
  const questions = [...(content.worksheet?.questions ?? []), ...(content.quiz?.questions ?? [])].map((q) => q.question);
  const first = new Map<string, string>();
  const repeated = new Set<string>();
  for (const question of questions) {
    const key = normaliseQuestion(question);
    if (!key) continue;
    if (first.has(key)) repeated.add(key);
    else first.set(key, question);
  }
  return [...repeated].map((key) => first.get(key)!);
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

export interface QualityReport {
  /** Flesch–Kincaid grade of the pupil-facing text. */
  readingGrade: number;
  /** The expected grade band for the year group. */
  band: { min: number; max: number };
  /** Whether `readingGrade` is within `band` (inclusive). */
  withinBand: boolean;
  /** Share of worksheet marks above 'remember' in Bloom's taxonomy. */
  higherOrderShare: number;
  /** Americanisms anywhere in the lesson (plan, worksheet and quiz). */
  americanisms: Array<{ word: string; british: string }>;
  /** Questions repeated within or across the worksheet and quiz. */
  duplicates: string[];
}

/** Every string in a value, depth first, one a line. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

/**
 * All quality measures for one lesson. The reading grade is of the pupil-facing text only;
 * Americanisms are looked for in all the lesson's text, since teachers read the plan too.
 *
 * @throws RangeError for an unknown year group (see `expectedReadingBand`).
 */
export function qualityReport(content: LessonContent, request: { yearGroup: string }): QualityReport {
  const grade = readingGrade(pupilFacingText(content));
  const band = expectedReadingBand(request.yearGroup);
  return {
    readingGrade: grade,
    band,
    withinBand: grade >= band.min && grade <= band.max,
    higherOrderShare: higherOrderMarkShare(content.worksheet),
    americanisms: findAmericanisms(allText(content).join('\n')),
    duplicates: duplicateQuestions(content),
  };
}
