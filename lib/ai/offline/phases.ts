/**
 * The lesson's three phases in a fixed UK shape, timed to the lesson: a retrieval starter and
 * hook; I do, hinge question, we do, you do (plus an extended task in double lessons); an
 * exit-ticket plenary with homework set.
 */
import type { Activity, Phase } from '@/lib/ai/schemas';
import { byStage, type Stage } from './stage';
import { fitActivities, splitLesson } from './timing';
import type { Outline } from './types';

interface Template {
  name: string;
  description: string;
  weight: number;
  steps: string[];
}

const nonEmpty = (xs: string[]) => xs.map((s) => s.trim()).filter(Boolean);

function phase(description: string, minutes: number, templates: Template[]): Phase {
  const activities: Activity[] = fitActivities(minutes, templates).map(({ item, minutes: m }) => ({
    name: item.name,
    description: item.description,
    duration: m,
    stepByStep: nonEmpty(item.steps),
  }));
  return { duration: minutes, description, activities };
}

export function buildPhases(outline: Outline, stage: Stage, duration: number): { starter: Phase; main: Phase; plenary: Phase } {
  const [s, m, p] = splitLesson(duration);
  const show = byStage(stage, 'hold up fingers or objects', 'write on mini whiteboards', 'write on mini whiteboards');

  const starter = phase(
    'Retrieval practice to activate prior knowledge, then a hook that introduces the new learning and the objectives.',
    s,
    [
      {
        name: 'Retrieval starter',
        description: `Pupils answer quick questions on earlier learning and ${show}; the teacher notes gaps.`,
        weight: 3,
        steps: [
          'Display the retrieval questions as pupils come in.',
          ...outline.retrieval.map((q, i) => `Q${i + 1}: ${q}`),
          `Pupils answer without notes and ${show} on your signal.`,
          'Go through the answers; ask who is unsure and note anything to revisit.',
        ],
      },
      {
        name: 'Hook and objectives',
        description: 'Pose the big question and share what pupils will learn today.',
        weight: 2,
        steps: [outline.hook, 'Share the objectives in pupil-friendly words and point to the key vocabulary.'],
      },
    ],
  );

  const mainTemplates: Template[] = [
    {
      name: 'I do: explanation and modelling',
      description: 'The teacher explains the new idea and models it, thinking aloud, while pupils watch and listen.',
      weight: 4,
      steps: outline.explain,
    },
    {
      name: 'Check for understanding: hinge question',
      description: `All pupils answer one hinge question at once; the responses decide whether to move on or reteach.`,
      weight: 1,
      steps: [outline.hinge, `Pupils ${show}; if most are right move on, otherwise reteach with a new example.`],
    },
    {
      name: 'We do: guided practice',
      description: 'Teacher and pupils work through examples together, with the teacher gradually handing over.',
      weight: 3,
      steps: outline.guided,
    },
    {
      name: 'You do: independent practice',
      description: 'Pupils work on the worksheet on their own while the teacher circulates, live-marks and addresses misconceptions.',
      weight: 6,
      steps: outline.independent,
    },
  ];
  if (duration >= 90 && outline.extended.length) {
    mainTemplates.push({
      name: 'Extended task: apply the learning',
      description: 'In a longer lesson pupils apply what they have learnt to a richer task, in pairs or small groups.',
      weight: 5,
      steps: outline.extended,
    });
  }
  const main = phase(
    'Explicit instruction (I do, we do, you do) with checks for understanding, moving from modelled examples to independent practice.',
    m,
    mainTemplates,
  );

  const plenary = phase(
    'An exit ticket shows what each pupil has learnt; the teacher reviews the objectives and sets homework.',
    p,
    [
      {
        name: 'Exit ticket',
        description: 'Pupils answer short questions on their own; the teacher sorts the tickets to plan the next lesson.',
        weight: 3,
        steps: [
          'Hand out the exit ticket; pupils work in silence.',
          ...outline.exitTicket.map((q, i) => `${i + 1}. ${q}`),
          'Collect the tickets and sort them into secure, nearly there and not yet.',
        ],
      },
      {
        name: 'Review and homework',
        description: 'Revisit the objectives, let pupils rate their confidence, and set the homework.',
        weight: 1,
        steps: [
          'Read each objective aloud; pupils show thumbs up, sideways or down for confidence.',
          'Explain the homework task and when it is due.',
        ],
      },
    ],
  );
  return { starter, main, plenary };
}
