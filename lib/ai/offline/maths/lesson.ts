/**
 * A maths lesson from a topic's generators: the worked examples, hinge question, exit ticket,
 * homework, worksheet and quiz are all generated with answers computed, never written by hand.
 */
import type { Rng } from '../rng';
import { noticeFor } from '../pedagogy';
import { questionCounts } from '../assemble';
import { byStage, type Stage } from '../stage';
import type { OfflineQuestion, Outline } from '../types';
import { inYear, type GeneratorSpec, type MathsTopic } from './topic';

const KIND_ORDER = { fluency: 0, reasoning: 1, problem: 2 } as const;

/** The generators for this year and topic, focused if the topic names a narrower skill. */
export function chooseGenerators(topic: MathsTopic, topicText: string, year: number): { specs: GeneratorSpec[]; name: string; stretched: boolean } {
  // How many years a generator is from suiting this year group (0 when it suits it).
  const distance = (g: GeneratorSpec) => (year < g.minYear ? g.minYear - year : year > (g.maxYear ?? 13) ? year - (g.maxYear ?? 13) : 0);
  let suitable = topic.generators.filter((g) => distance(g) === 0);
  if (suitable.length < 2) {
    // Too young (or old) for most of this topic: use the questions closest to the year group.
    suitable = topic.generators.slice().sort((a, b) => distance(a) - distance(b) || a.minYear - b.minYear).slice(0, 3);
  }
  const stretched = suitable.some((g) => g.minYear > year);
  const focus = topic.focus?.find((f) => f.pattern.test(topicText));
  if (focus) {
    const focused = suitable.filter((g) => focus.ids.includes(g.id));
    if (focused.length >= 2) return { specs: focused, name: focus.name, stretched };
  }
  return { specs: suitable, name: topic.name, stretched };
}

const withAnswer = (q: OfflineQuestion) => `${q.question} (answer: ${q.answer})`;

/** Makes questions without repeating a question already used in this lesson. */
class QuestionMaker {
  private readonly seen = new Set<string>();
  constructor(private readonly rng: Rng, private readonly year: number) {}

  make(specs: GeneratorSpec[], start: number, mc: boolean): OfflineQuestion {
    let last: OfflineQuestion | null = null;
    for (let s = 0; s < specs.length; s++) {
      const spec = specs[(start + s) % specs.length];
      for (let attempt = 0; attempt < 12; attempt++) {
        const q = spec.make(this.rng, this.year, mc);
        last = q;
        if (!this.seen.has(q.question)) {
          this.seen.add(q.question);
          return q;
        }
      }
    }
    return last!;
  }

  /** `n` questions cycling through `specs`, ordered fluency → reasoning → problem solving. */
  set(specs: GeneratorSpec[], n: number, mcEvery: (i: number) => boolean, offset = 0): OfflineQuestion[] {
    const made = Array.from({ length: n }, (_, i) => {
      const index = (i + offset) % specs.length;
      return { kind: KIND_ORDER[specs[index].kind], q: this.make(specs, index, mcEvery(i)) };
    });
    return made.sort((a, b) => a.kind - b.kind).map((m) => m.q);
  }
}

export function mathsOutline(topic: MathsTopic, topicText: string, stage: Stage, duration: number, rng: Rng): Outline {
  const year = stage.year;
  const { specs, name, stretched } = chooseGenerators(topic, topicText, year);
  const maker = new QuestionMaker(rng.fork('questions'), year);
  const counts = questionCounts(duration);

  // Pupils' questions first, so the worksheet and quiz never repeat each other; the teacher's
  // examples come after and only repeat a pupil question when a topic has few variations.
  const worksheet = maker.set(specs, counts.worksheet, (i) => i % 3 === 2);
  const quiz = maker.set(specs, counts.quiz, (i) => i % 4 !== 3, 1);
  const example = maker.make(specs, 0, false);
  const second = maker.make(specs, Math.min(1, specs.length - 1), false);
  const hinge = maker.make(specs, 0, true);
  const guided = [maker.make(specs, 1 % specs.length, false), maker.make(specs, 2 % specs.length, false)];
  const retrieval = topic.retrieval.map((g, i) => g(rng.fork(`retrieval${i}`), Math.max(0, Math.min(year - 1, 4)), false)).filter((q, i, all) => all.findIndex((o) => o.question === q.question) === i);
  const exit = [maker.make(specs, 0, false), maker.make(specs, specs.length - 1, false)];
  const homework = [0, 1, 2, 3].map((i) => maker.make(specs, i % specs.length, false));
  const stretch = specs[specs.length - 1].make(rng.fork('stretch'), Math.min(13, year + 2), false);
  const objectives = Array.from(new Set(specs.map((g) => g.objective))).slice(0, 4).map((o) => `Pupils will be able to ${o}.`);
  objectives.push('Pupils will be able to explain their method using the key vocabulary.');
  const vocabulary = topic.vocabulary.filter(inYear(year)).map(({ term, definition }) => ({ term, definition }));
  const hingeText = hinge.type === 'multiple-choice' ? `${hinge.question} Options: ${hinge.options.join(' / ')}. (Answer: ${hinge.answer})` : withAnswer(hinge);

  return {
    title: `${name}: ${stage.yearLabel} maths lesson`,
    objectives,
    priorKnowledge: topic.priorKnowledge.filter(inYear(year)).map((p) => p.text),
    materials: [
      'Mini whiteboards and pens',
      'Printed worksheet and answer key',
      'Visualiser or board for worked examples',
      ...topic.materials,
      ...(stage.early ? ['Counters, cubes and other objects to count and share'] : []),
    ],
    vocabulary,
    retrieval: retrieval.map(withAnswer),
    hook: topic.hook,
    explain: [
      `Introduce the key words: ${vocabulary.slice(0, 3).map((v) => v.term).join(', ')}.`,
      `Model this example, thinking aloud: ${example.question}`,
      `Show each step: ${example.explanation}`,
      `Write the answer clearly: ${example.answer}.`,
      `Model a second example without commentary, then ask pupils to describe the steps: ${withAnswer(second)}`,
    ],
    hinge: `Hinge question: ${hingeText}`,
    guided: [
      `Work through together, pupils suggesting each step: ${withAnswer(guided[0])}`,
      `Pupils try on mini whiteboards, then compare with a partner: ${withAnswer(guided[1])}`,
      'Pull out one common error from the boards and correct it together.',
    ],
    independent: [
      `Pupils complete the worksheet (${counts.worksheet} questions): fluency first, then reasoning and problem solving.`,
      'Circulate and live-mark; stop the class briefly if the same mistake appears three times.',
      'Pupils who finish try the stretch question in the challenge section.',
    ],
    extended: topic.extended,
    exitTicket: exit.map(withAnswer),
    homework: {
      description: `Practice of today's method. Answers for the teacher: ${homework.map((q, i) => `${i + 1}) ${q.answer}`).join('; ')}.`,
      tasks: [...homework.map((q) => q.question), 'Write one sentence explaining the method you used for the first question.'],
    },
    misconceptions: topic.misconceptions.filter(inYear(year)).map(({ misconception, correction }) => ({ misconception, correction })),
    support: [
      ...(stretched ? [`${topic.name} is usually taught later than ${stage.yearLabel}; these are the simplest questions on the topic, so adapt them with objects and pictures.`] : []),
      byStage(
        stage,
        'Use objects, pictures and number lines for every question; an adult reads the questions aloud.',
        'Give a worked-example card for each question type; allow number lines and multiplication squares.',
        'Give a worked-example card for each question type and let pupils start with the fluency questions.',
      ),
    ],
    challenge: [
      `Stretch question: ${withAnswer(stretch)}`,
      'Pupils write a question with a deliberately wrong answer for a partner to find and explain the mistake.',
    ],
    worksheet: { title: `${name} practice worksheet`, questions: worksheet },
    quiz: { title: `${name} quiz`, questions: quiz },
    notice: noticeFor('maths'),
  };
}
