/**
 * The eval's quality measures (lib/ai/quality.ts): reading grade and bands, pupil-facing text,
 * Bloom mark share, Americanisms, duplicate questions, and the report that combines them.
 */
import { describe, expect, it } from 'vitest';
import { syllable } from 'syllable';
import type { LessonContent, Worksheet, WorksheetQuestion } from '@/lib/ai/schemas';
import { YEAR_GROUPS } from '@/lib/constants/curriculum';
import type { BloomLevel } from '@/lib/constants/lessons';
import { AMERICANISMS } from '@/lib/ai/americanisms';
import {
  duplicateQuestions,
  expectedReadingBand,
  findAmericanisms,
  higherOrderMarkShare,
  pupilFacingText,
  qualityReport,
  readingGrade,
} from '@/lib/ai/quality';
import { validPlan, validQuiz, validWorksheet } from '../helpers/lesson-fixture';

const RECEPTION = 'The cat sat on the mat. It is red.';
const PRIMARY =
  'Plants need water and light to grow. They make their own food in their leaves. This process is called photosynthesis.';
const GCSE =
  'Photosynthesis is an endothermic reaction in which energy is transferred from the environment to the chloroplasts by light. ' +
  'The rate of photosynthesis is affected by temperature, carbon dioxide concentration and light intensity.';
const UNIVERSITY =
  'The epistemological ramifications of poststructuralist historiography necessitate a fundamental reconsideration ' +
  'of the methodological presuppositions underpinning conventional narratives of institutional development. ' +
  'Consequently, contemporary scholarship increasingly emphasises the contingent, discursively constituted character ' +
  'of historical knowledge, interrogating the ostensibly objective categories through which archival evidence has ' +
  'traditionally been interpreted.';

const lesson = (over: Partial<LessonContent> = {}): LessonContent => ({
  lessonPlan: validPlan(),
  worksheet: validWorksheet(),
  quiz: validQuiz(),
  ...over,
});

describe('readingGrade (Flesch–Kincaid)', () => {
  it('scores a Reception sentence low and a university paragraph high', () => {
    expect(readingGrade(RECEPTION)).toBeLessThanOrEqual(1);
    expect(readingGrade(UNIVERSITY)).toBeGreaterThanOrEqual(16);
  });

  it('orders texts of rising difficulty', () => {
    const grades = [RECEPTION, PRIMARY, GCSE, UNIVERSITY].map(readingGrade);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    expect(new Set(grades).size).toBe(4);
    expect(readingGrade(PRIMARY)).toBeGreaterThan(1);
    expect(readingGrade(PRIMARY)).toBeLessThan(6);
    expect(readingGrade(GCSE)).toBeGreaterThan(10);
  });

  it('is the FK formula over the library’s syllable counts', () => {
    const text = 'Photosynthesis happens in leaves. Roots take up water from the soil.';
    const words = text.match(/[A-Za-z]+/g)!;
    const syllables = words.reduce((n, w) => n + syllable(w), 0);
    const expected = 0.39 * (words.length / 2) + 11.8 * (syllables / words.length) - 15.59;
    expect(readingGrade(text)).toBe(Math.round(expected * 10) / 10);
  });

  it('ends a sentence at a line break, not at an abbreviation or a decimal point', () => {
    expect(readingGrade('Measure the length of the desk\nWrite it in your book')).toBe(
      readingGrade('Measure the length of the desk. Write it in your book.'),
    );
    expect(readingGrade('Use a tool, e.g. a ruler, to measure it.')).toBe(readingGrade('Use a tool, eg a ruler, to measure it.'));
    expect(readingGrade('The rod is 3.5 metres long and very heavy.')).toBe(readingGrade('The rod is metres long and very heavy.'));
  });

  it('scores text without words as 0 and never goes below 0', () => {
    expect(readingGrade('')).toBe(0);
    expect(readingGrade('12 + 4 = 16')).toBe(0);
    expect(readingGrade('Go. Sit. Run. Hop.')).toBe(0);
  });
});

describe('expectedReadingBand', () => {
  it('has a band for every year group, with 0 ≤ min < max', () => {
    for (const y of YEAR_GROUPS) {
      const { min, max } = expectedReadingBand(y);
      expect(min).toBeGreaterThanOrEqual(0);
      expect(max).toBeGreaterThan(min);
    }
  });

  it('never falls from one year group to the next, and rises overall', () => {
    const bands = YEAR_GROUPS.map(expectedReadingBand);
    for (let i = 1; i < bands.length; i++) {
      expect(bands[i].min, YEAR_GROUPS[i]).toBeGreaterThanOrEqual(bands[i - 1].min);
      expect(bands[i].max, YEAR_GROUPS[i]).toBeGreaterThanOrEqual(bands[i - 1].max);
    }
    expect(bands.at(-1)!.min).toBeGreaterThan(bands[0].max);
  });

  it('follows US grade ≈ UK year − 1', () => {
    expect(expectedReadingBand('Reception')).toEqual({ min: 0, max: 2 });
    expect(expectedReadingBand('Year 3')).toEqual({ min: 1, max: 4 });
    expect(expectedReadingBand('Year 8')).toEqual({ min: 5, max: 9 });
    expect(expectedReadingBand('Year 13')).toEqual({ min: 9, max: 14 });
    for (let year = 1; year <= 13; year++) {
      const { min, max } = expectedReadingBand(`Year ${year}`);
      expect(min).toBeLessThanOrEqual(year - 1);
      expect(max).toBeGreaterThanOrEqual(year - 1);
    }
  });

  it('ignores case and spacing, and rejects unknown year groups', () => {
    expect(expectedReadingBand(' year  8 ')).toEqual(expectedReadingBand('Year 8'));
    expect(() => expectedReadingBand('Year 14')).toThrow(RangeError);
    expect(() => expectedReadingBand('Grade 5')).toThrow(/Unknown year group/);
  });

  it('puts the sample texts in the bands they were written for', () => {
    const within = (text: string, year: string) => {
      const g = readingGrade(text);
      const b = expectedReadingBand(year);
      return g >= b.min && g <= b.max;
    };
    expect(within(RECEPTION, 'Reception')).toBe(true);
    expect(within(PRIMARY, 'Year 4')).toBe(true);
    expect(within(UNIVERSITY, 'Year 3')).toBe(false);
  });
});

describe('pupilFacingText', () => {
  const content = lesson();
  const text = pupilFacingText(content);

  it('holds instructions, questions, options and key-term definitions', () => {
    expect(text).toContain(content.worksheet!.instructions);
    expect(text).toContain(content.quiz!.instructions);
    expect(text).toContain('A half is bigger than a third.');
    expect(text).toContain('What is 3/10 + 1/10?');
    expect(text).toContain('True, False.');
    expect(text).toContain('numerator: The meaning of numerator.');
  });

  it('leaves out teacher-facing text', () => {
    for (const teacherOnly of [
      'Add the numerators; the denominator stays the same.', // explanation
      'Halves are bigger pieces than thirds.', // explanation
      'Adding the denominators', // misconception
      'Show with a fraction wall', // correction
      'Modelling for the class.', // activity description
      'Mini whiteboards', // materials / assessment
      content.lessonPlan.title,
    ]) {
      expect(text).not.toContain(teacherOnly);
    }
    expect(text.split('\n')).not.toContain('Worksheet');
  });

  it('joins one-word options into a list line, and keeps sentence options on their own lines', () => {
    const worksheet = validWorksheet();
    worksheet.questions = [
      { ...worksheet.questions[0], question: 'Which is the capital of France?', options: ['Paris', 'Rome', 'Madrid'] },
      { ...worksheet.questions[1], question: 'Which is true?', options: ['Plants make food.', 'Rocks grow.'] },
    ];
    const lines = pupilFacingText(lesson({ worksheet, quiz: null })).split('\n');
    expect(lines.slice(0, 6)).toEqual([
      worksheet.instructions,
      'Which is the capital of France?',
      'Paris, Rome, Madrid.',
      'Which is true?',
      'Plants make food.',
      'Rocks grow.',
    ]);
  });

  it('copes with a missing worksheet and quiz', () => {
    const only = pupilFacingText(lesson({ worksheet: null, quiz: null }));
    expect(only.split('\n')).toHaveLength(validPlan().keyVocabulary.length);
  });
});

describe('higherOrderMarkShare', () => {
  const q = (bloomLevel: BloomLevel, marks: number, i: number): WorksheetQuestion => ({
    id: `q${i}`,
    question: `Question ${i}?`,
    type: 'short-answer',
    options: [],
    marks,
    explanation: 'Because.',
    bloomLevel,
    answer: 'Yes',
  });
  const sheet = (levels: Array<[BloomLevel, number]>, totalMarks = 99): Worksheet => ({
    title: 'Sheet',
    instructions: 'Answer all.',
    totalMarks,
    questions: levels.map(([level, marks], i) => q(level, marks, i + 1)),
  });

  it('is the share of marks above remember, from the questions’ marks', () => {
    // remember 3 + 1 = 4 marks; understand 2 + apply 4 + analyse 3 + evaluate 5 + create 2 = 16.
    const ws = sheet([
      ['remember', 3],
      ['understand', 2],
      ['apply', 4],
      ['remember', 1],
      ['analyse', 3],
      ['evaluate', 5],
      ['create', 2],
    ]);
    expect(higherOrderMarkShare(ws)).toBe(16 / 20);
    expect(higherOrderMarkShare(sheet([['remember', 1], ['understand', 3]]))).toBe(0.75);
  });

  it('is 0 for all-recall, 1 for none, and 0 with no worksheet or no marks', () => {
    expect(higherOrderMarkShare(sheet([['remember', 5], ['remember', 2]]))).toBe(0);
    expect(higherOrderMarkShare(sheet([['create', 5], ['understand', 2]]))).toBe(1);
    expect(higherOrderMarkShare(null)).toBe(0);
    expect(higherOrderMarkShare(sheet([]))).toBe(0);
  });

  it('agrees with the fixture: 11 apply questions of 2 marks and 1 understand of 1', () => {
    expect(higherOrderMarkShare(validWorksheet())).toBe(1);
  });
});

describe('findAmericanisms', () => {
  it('finds color and center, with their British forms', () => {
    expect(findAmericanisms('The color of the center')).toEqual([
      { word: 'color', british: 'colour' },
      { word: 'center', british: 'centre' },
    ]);
  });

  it('finds nothing in British text, nor in -ize look-alikes', () => {
    expect(findAmericanisms('The colour of the size prize')).toEqual([]);
    expect(findAmericanisms('Seize the prize; the boat may capsize; size matters; she won a prize.')).toEqual([]);
    expect(findAmericanisms('Organise, recognise and analyse the behaviour of the grey metre-long fibre in the theatre.')).toEqual([]);
  });

  it('matches whole words, ignoring case, and keeps the case of the word found', () => {
    expect(findAmericanisms('Colorado is large.')).toEqual([]);
    expect(findAmericanisms('COLOR it in. Favorite food?')).toEqual([
      { word: 'COLOR', british: 'COLOUR' },
      { word: 'Favorite', british: 'Favourite' },
    ]);
    expect(findAmericanisms('color-coded')).toEqual([{ word: 'color', british: 'colour' }]);
  });

  it('reports each word once, in order of first appearance', () => {
    expect(findAmericanisms('math, then color, then Math again, then color').map((a) => a.word)).toEqual(['math', 'color']);
  });

  it('covers the common spellings and school words', () => {
    const text =
      'We organized the math class in the fall semester. Analyze the behavior of the gray liquid; ' +
      'it is 5 meters from the theater. Use an eraser at recess, play soccer, and pupils in grade 5 will help.';
    expect(Object.fromEntries(findAmericanisms(text).map((a) => [a.word, a.british]))).toEqual({
      organized: 'organised',
      math: 'maths',
      'in the fall': 'in the autumn',
      semester: 'term',
      Analyze: 'Analyse',
      behavior: 'behaviour',
      gray: 'grey',
      meters: 'metres',
      theater: 'theatre',
      eraser: 'rubber',
      recess: 'break time',
      soccer: 'football',
      'grade 5': 'Year 6',
    });
  });

  it('uses context where a word is also British', () => {
    // "program" is left out entirely; "sulfur" is the UK exam boards' spelling.
    expect(findAmericanisms('Write a program in Python. Sulfur burns.')).toEqual([]);
    // "fall" only as the season; a GCSE "grade 5" is British.
    expect(findAmericanisms('The fall of Rome. Leaves fall. She needs a grade 5 in maths.')).toEqual([]);
    expect(findAmericanisms('In the fall of 1453, Constantinople...')).toEqual([]);
    // A measuring device is a "meter" in British English too.
    expect(findAmericanisms('Read the gas meter.')).toEqual([]);
    // "license" is the British verb; the noun is "licence".
    expect(findAmericanisms('They license the drug.')).toEqual([]);
    expect(findAmericanisms('You need a license.')).toEqual([{ word: 'license', british: 'licence' }]);
    // Parliament has a recess in Britain too.
    expect(findAmericanisms('Parliament is in summer recess.')).toEqual([]);
    // Names keep their spelling; the same word starting a sentence is still flagged.
    expect(findAmericanisms('The attack on Pearl Harbor. The Labor Party won.')).toEqual([]);
    expect(findAmericanisms('Harbor walls are high.')).toEqual([{ word: 'Harbor', british: 'Harbour' }]);
    // Code and algebra.
    expect(findAmericanisms('import math\nx = math.sqrt(2)\nax + b = 0')).toEqual([]);
  });

  it('prefers the longer phrase where two overlap', () => {
    expect(findAmericanisms('Put it in the trash can.')).toEqual([{ word: 'trash can', british: 'bin' }]);
    expect(findAmericanisms('Fifth-graders and 5th grade')).toEqual([
      { word: 'Fifth-graders', british: 'Year 6 pupils' },
      { word: '5th grade', british: 'Year 6' },
    ]);
  });

  it('has a list of at least 40 pairs, each flagging its US form and never its British form', () => {
    expect(new Set(AMERICANISMS.map((r) => r.us)).size).toBeGreaterThanOrEqual(40);
    for (const rule of AMERICANISMS) {
      expect(findAmericanisms(rule.british), rule.british).toEqual([]);
      if (!rule.precededBy && !rule.followedBy) {
        expect(findAmericanisms(rule.us).map((a) => a.word), rule.us).toEqual([rule.us]);
      }
    }
  });
});

describe('duplicateQuestions', () => {
  it('finds a question repeated across worksheet and quiz, ignoring case and punctuation', () => {
    const worksheet = validWorksheet();
    const quiz = validQuiz();
    worksheet.questions = worksheet.questions.map((q, i) => ({ ...q, question: `Worksheet question number ${i + 1}?` }));
    quiz.questions = quiz.questions.map((q, i) => ({ ...q, question: `Quiz question number ${i + 1}?` }));
    worksheet.questions[2].question = 'What is a noun?';
    quiz.questions[5].question = '  what is a   NOUN ';
    expect(duplicateQuestions(lesson({ worksheet, quiz }))).toEqual(['What is a noun?']);
  });

  it('finds repeats within one set, once each, and nothing when all differ', () => {
    const worksheet = validWorksheet();
    worksheet.questions = worksheet.questions.map((q, i) => ({ ...q, question: `Sheet item ${i + 1}.` }));
    expect(duplicateQuestions(lesson({ worksheet, quiz: null }))).toEqual([]);
    worksheet.questions[4].question = 'Name the planet, closest to the Sun!';
    worksheet.questions[7].question = 'name the planet closest to the sun';
    worksheet.questions[9].question = 'Name the planet — closest to the Sun?';
    expect(duplicateQuestions(lesson({ worksheet, quiz: null }))).toEqual(['Name the planet, closest to the Sun!']);
  });

  it('keeps mathematical symbols: 5 + 3 and 5 - 3 are different questions', () => {
    const worksheet = validWorksheet();
    const quiz = validQuiz();
    worksheet.questions[0].question = 'What is 5 + 3?';
    worksheet.questions[1].question = 'What is 5 - 3?';
    worksheet.questions[2].question = 'What is 5 / 3?';
    worksheet.questions[3].question = 'What is 5 × 3?';
    quiz.questions = quiz.questions.map((q, i) => ({ ...q, question: `Quiz question number ${i + 1}?` }));
    quiz.questions[0].question = 'what is 5+3';
    quiz.questions[1].question = 'What is 5 -3 ?';
    expect(duplicateQuestions(lesson({ worksheet, quiz }))).toEqual(['What is 5 + 3?', 'What is 5 - 3?']);
  });

  it('does not merge questions that differ only in their numbers', () => {
    const worksheet = validWorksheet(); // "What is 1/10 + 1/10?" … "What is 11/10 + 1/10?"
    expect(duplicateQuestions(lesson({ worksheet, quiz: null }))).toEqual([]);
  });
});

describe('qualityReport', () => {
  it('combines the measures for one lesson', () => {
    const content = lesson();
    content.lessonPlan.misconceptions[0].correction = 'Use a color-coded fraction wall';
    const report = qualityReport(content, { yearGroup: 'Year 5' });
    expect(report.readingGrade).toBe(readingGrade(pupilFacingText(content)));
    expect(report.band).toEqual({ min: 3, max: 6 });
    expect(report.withinBand).toBe(report.readingGrade >= 3 && report.readingGrade <= 6);
    expect(report.higherOrderShare).toBe(1);
    // Teacher-facing text is checked for spelling too.
    expect(report.americanisms).toEqual([{ word: 'color', british: 'colour' }]);
    // The fixture's quiz repeats the worksheet's first eight questions.
    expect(report.duplicates).toEqual(content.quiz!.questions.map((q) => q.question));
  });

  it('reports a grade outside the band', () => {
    const content = lesson();
    content.worksheet!.instructions = UNIVERSITY;
    content.quiz!.instructions = UNIVERSITY;
    const report = qualityReport(content, { yearGroup: 'Reception' });
    expect(report.readingGrade).toBeGreaterThan(report.band.max);
    expect(report.withinBand).toBe(false);
  });
});
