/**
 * The generic scaffold for any topic without a library lesson or maths generator. The topic is
 * inert text: it is quoted into sentences, never interpreted. Every question is honest: either
 * built on the key vocabulary this lesson defines (so its answer is guaranteed), or an open
 * prompt whose mark scheme says what to credit.
 */
import { OTHER_SUBJECT } from '@/lib/constants/curriculum';
import type { Rng } from '../rng';
import { noticeFor } from '../pedagogy';
import { questionCounts } from '../assemble';
import { mc, sa, tf } from '../questions';
import { byStage, type Stage } from '../stage';
import type { OfflineQuestion, Outline, Term } from '../types';
import { DEFAULT_PROFILE, profileFor, type SubjectProfile } from './subjects';

const quote = (s: string) => `"${s}"`;

/** "Which word means …?" with three other terms as options. */
function whichWord(rng: Rng, terms: Term[], i: number): OfflineQuestion {
  const answer = terms[i];
  const others = rng.shuffle(terms.filter((_, j) => j !== i)).slice(0, 3);
  const options = rng.shuffle([answer, ...others]).map((x) => x.term);
  return mc(`Which key word means: ${quote(answer.definition.replace(/\.$/, ''))}?`, options, options.indexOf(answer.term), `${quote(answer.term)} means ${answer.definition.charAt(0).toLowerCase()}${answer.definition.slice(1)}`, 'remember', 1);
}

/** "What does X mean?" with four definitions as options. */
function whatMeans(rng: Rng, terms: Term[], i: number): OfflineQuestion {
  const answer = terms[i];
  const others = rng.shuffle(terms.filter((_, j) => j !== i)).slice(0, 3);
  const options = rng.shuffle([answer, ...others]).map((x) => x.definition);
  return mc(`What does ${quote(answer.term)} mean?`, options, options.indexOf(answer.definition), `${quote(answer.term)} means: ${answer.definition} The other options define other key words from the lesson.`, 'understand', 1);
}

/** A true (or deliberately swapped, so false) definition. */
function definitionTrueFalse(rng: Rng, terms: Term[], i: number): OfflineQuestion {
  const term = terms[i];
  const truth = rng.chance(0.5);
  const other = terms[(i + 1 + rng.int(0, terms.length - 2)) % terms.length];
  const shown = truth ? term.definition : other.definition;
  return tf(
    `${quote(term.term)} means: ${shown}`,
    truth,
    truth ? `This is the definition of ${quote(term.term)} used in the lesson.` : `That is the definition of ${quote(other.term)}. ${quote(term.term)} means: ${term.definition}`,
    'understand',
    1,
  );
}

const VARIES = 'Answers will vary.';

/** Short, spoken-first prompts for Reception to Year 2. */
function earlyQuestions(topic: string, [a, b]: Term[]): OfflineQuestion[] {
  const check = 'The adult checks the answer against what was taught.';
  return [
    sa(`Say one thing you know about ${topic}.`, `${VARIES} Credit one true point from the lesson.`, check, 'remember', 1),
    sa(`What does ${quote(b.term)} mean? Say it in your own words.`, b.definition, check, 'understand', 2),
    sa(`Use the word ${quote(a.term)} in a sentence.`, `A sentence that uses ${quote(a.term)} to mean: ${a.definition}`, check, 'apply', 2),
    sa(`Draw a picture about ${topic}. Tell a partner about it.`, `${VARIES} Credit a picture and a sentence linked to the lesson.`, check, 'understand', 2),
    sa(`What new thing did you learn about ${topic} today?`, `${VARIES} Credit one true new point.`, check, 'understand', 1),
    sa(`Which part of the lesson did you like best? Why?`, `${VARIES} Credit a part of the lesson and a reason.`, check, 'evaluate', 2),
    sa(`Ask one question about ${topic}.`, `${VARIES} Credit a clear question about the topic.`, check, 'create', 1),
  ];
}

function openQuestions(topic: string, terms: Term[], stage: Stage): OfflineQuestion[] {
  const [a, b, c] = terms;
  const simple = stage.early;
  if (simple) return earlyQuestions(topic, terms);
  return [
    sa(`Use the word ${quote(a.term)} correctly in a sentence about ${topic}.`, `A sentence about ${topic} that uses ${quote(a.term)} with this meaning: ${a.definition}`, `Credit a sentence that is about ${topic} and uses the word with the meaning taught.`, 'apply', 2),
    sa(simple ? `Tell your partner, then write or draw, one thing you know about ${topic}.` : `Write down three accurate facts you have learnt about ${topic}.`, `${VARIES} Credit ${simple ? 'one accurate point' : 'three accurate facts'} from today's teaching on ${topic}.`, 'Check each point against your lesson notes; one mark for each accurate fact.', 'remember', simple ? 1 : 3),
    sa(`Why is it important to learn about ${topic}? Give one reason and one example.`, `${VARIES} Credit one clear reason and one relevant example about ${topic}.`, 'One mark for a reason, one for an example that supports it, one for a clear link between them.', 'understand', 3),
    sa(`In your own words, explain what ${quote(b.term)} means and give an example from today's lesson on ${topic}.`, `${b.definition} Example: ${VARIES.toLowerCase()} Credit any accurate example linked to ${topic}.`, 'One mark for the meaning, one for a relevant example.', 'understand', 2),
    sa(`Compare two ideas from today's lesson on ${topic}. How are they similar, and how are they different?`, `${VARIES} Credit one similarity and one difference, each explained.`, 'Two marks for the similarity and two for the difference, when each is explained rather than listed.', 'analyse', 4),
    sa(`Which part of ${topic} did you find hardest? Explain how you would help a friend to understand it.`, `${VARIES} Credit a specific part of the topic and a sensible strategy, such as an example or a diagram.`, 'Evaluative reflection: credit specific, honest answers with a workable strategy.', 'evaluate', 3),
    sa(`Write your own question about ${topic} that uses the word ${quote(c.term)}, and write a model answer to it.`, `${VARIES} Credit a clear question that uses ${quote(c.term)} correctly and an accurate model answer.`, 'Creating a question and answer shows secure understanding; check the answer is accurate.', 'create', 3),
  ];
}

export function genericOutline(topic: string, subject: string, stage: Stage, duration: number, rng: Rng): Outline {
  const profile: SubjectProfile = profileFor(subject);
  const label = profile !== DEFAULT_PROFILE ? profile.label : subject && subject !== OTHER_SUBJECT ? subject : 'General';
  const terms = rng.shuffle(profile.terms).slice(0, stage.early ? 5 : 7);
  const counts = questionCounts(duration);
  const qr = rng.fork('questions');

  const vocab: OfflineQuestion[] = [];
  terms.forEach((_, i) => vocab.push(i % 2 === 0 ? whichWord(qr, terms, i) : whatMeans(qr, terms, i)));
  const tfs = [definitionTrueFalse(qr, terms, 1), definitionTrueFalse(qr, terms, 3), definitionTrueFalse(qr, terms, 4)];
  const open = openQuestions(topic, terms, stage);
  // Worksheet: vocabulary, true/false, then the open questions (assemble trims to size,
  // dropping the lowest Bloom levels first); quiz: mostly vocabulary, asked the other way round.
  const worksheet = [...vocab.slice(0, 4), tfs[0], tfs[1], ...open, ...vocab.slice(4), tfs[2]];
  const quizVocab = terms.map((_, i) => (i % 2 === 0 ? whatMeans(qr, terms, i) : whichWord(qr, terms, i)));
  const quiz = [
    ...quizVocab,
    definitionTrueFalse(qr, terms, 0),
    definitionTrueFalse(qr, terms, 2),
    sa(`Name one key idea from today's lesson on ${topic}.`, `${VARIES} Credit any accurate key idea from the lesson.`, 'One mark for an accurate idea taught in the lesson.', 'remember', 1),
    sa(`Use the word ${quote(terms[2].term)} in a sentence about ${topic}.`, `A sentence about ${topic} that uses ${quote(terms[2].term)} with this meaning: ${terms[2].definition}`, 'Credit correct use of the word in context.', 'apply', 2),
  ];

  const t0 = terms[0];
  return {
    title: `${topic}: ${label} lesson for ${stage.yearLabel}`,
    objectives: [
      byStage(stage, `Pupils will be able to say what they have learnt about ${topic}.`, `Pupils will be able to describe the key ideas of ${topic}.`, `Pupils will be able to explain the key ideas of ${topic} accurately.`),
      `Pupils will be able to use the key words (${terms.slice(0, 3).map((x) => x.term).join(', ')}) correctly when talking and writing about ${topic}.`,
      `Pupils will be able to ${profile.skill}.`,
      ...(stage.primary ? [] : [`Pupils will be able to evaluate what they have learnt about ${topic} and reach a supported judgement.`]),
    ],
    priorKnowledge: [
      'What pupils learnt in the previous lesson of this unit (check your scheme of work).',
      `Any everyday experience pupils have of ${topic}, gathered in the hook.`,
      `The key words ${terms.slice(0, 2).map((x) => x.term).join(' and ')}, if met before.`,
    ],
    materials: ['Mini whiteboards and pens', 'Key word mat with the definitions from this plan', 'Printed worksheet and quiz', ...profile.materials],
    vocabulary: terms,
    retrieval: terms.slice(0, 3).map((x) => `What does ${quote(x.term)} mean? (${x.definition})`),
    hook: `Show the title ${quote(topic)} and ask: "What do you already know, and what would you like to find out?" Record ideas on a know / want-to-know chart.`,
    explain: [
      `Teach the core content of ${topic} in short chunks of no more than five minutes, from your own subject notes or the class textbook.`,
      `Introduce each key word when it is first needed, with a picture or example, starting with ${quote(t0.term)}: ${t0.definition}`,
      `Model how to ${profile.skill}, with one worked example about ${topic}, thinking aloud.`,
      'After each chunk, ask one quick check question before moving on.',
    ],
    hinge: `Hinge question: ${vocab[0].question} Options: ${vocab[0].options.join(' / ')}. (Answer: ${vocab[0].answer})`,
    guided: [
      `Together, ${profile.task}, on the topic of ${topic}.`,
      'Pupils try the next step on mini whiteboards; compare answers and agree a model answer.',
      'Display the model answer and highlight the key words used in it.',
    ],
    independent: [
      `Pupils complete the worksheet (${counts.worksheet} questions): key words first, then the written questions.`,
      'Circulate and live-mark; use the key word mat for pupils who are stuck.',
      'Pupils who finish move on to the challenge task.',
    ],
    extended: [profile.extended, `Gallery walk: pupils view each other's work on ${topic} and leave one piece of specific praise and one question.`],
    exitTicket: [
      `What does ${quote(terms[1].term)} mean? (${terms[1].definition})`,
      `Write one thing you learnt about ${topic} today. (Answers will vary; check against the objectives.)`,
      'What question do you still have? (Use these to plan the next lesson.)',
    ],
    homework: {
      description: `Consolidate today's learning on ${topic} and the key vocabulary.`,
      tasks: [
        byStage(stage, `Tell someone at home one thing you learnt about ${topic}.`, `Write five sentences about ${topic}, using at least three key words.`, `Write a summary of today's lesson on ${topic} in no more than 100 words, using at least three key words.`),
        'Learn the key words and their meanings for a quick quiz next lesson.',
        `Find one example linked to ${topic} at home, in a book or in the news, and be ready to explain the link.`,
      ],
    },
    misconceptions: [
      { misconception: `Pupils may use key words such as ${quote(t0.term)} in their everyday sense rather than the subject meaning.`, correction: `Display the key word mat and model the precise meaning: ${t0.definition}` },
      { misconception: `Pupils may recall facts about ${topic} without being able to explain why they matter.`, correction: 'Ask "why?" and "how do you know?" follow-up questions and model a because-sentence.' },
    ],
    support: ['Give a key word mat with the definitions from this plan and sentence starters for the written questions.'],
    challenge: [`Pupils write an extended answer to the question: "What is the most important thing to understand about ${topic}, and why?"`],
    worksheet: { title: `${topic}: worksheet`, questions: worksheet },
    quiz: { title: `${topic}: quiz`, questions: quiz },
    notice: noticeFor('generic'),
  };
}
