/**
 * The lesson plan: one stored shape, including prior knowledge and misconceptions. Field
 * descriptions travel to the model through the derived JSON Schema.
 */
import { z } from 'zod';
import { LESSON_RULES } from '@/lib/constants/lessons';

const text = (description: string) => z.string().trim().min(1).describe(description);
const minutes = (description: string) => z.number().int().min(0).describe(description);

export const ActivitySchema = z
  .object({
    name: text('Short name of the activity, e.g. "Think-pair-share on the key question"'),
    description: text('What the teacher and pupils do, in one or two sentences'),
    duration: minutes('Minutes this activity takes'),
    stepByStep: z.array(z.string().trim().min(1)).describe('Numbered steps the teacher follows, in order'),
  })
  .describe('One activity within a lesson phase');

export const PhaseSchema = z.object({
  duration: minutes('Minutes for this phase; the activities add up to exactly this'),
  description: text('What this phase achieves and how'),
  activities: z.array(ActivitySchema).min(1),
});

export const KeyTermSchema = z.object({
  term: text('The word or phrase pupils must learn'),
  definition: text('A pupil-friendly definition'),
});

export const MisconceptionSchema = z.object({
  misconception: text('A mistake pupils commonly make with this topic'),
  correction: text('How the teacher addresses it'),
});

export const LessonPlanSchema = z.object({
  title: text('Lesson title'),
  objectives: z
    .array(z.string().trim().min(1))
    .min(LESSON_RULES.objectives.min)
    .max(LESSON_RULES.objectives.max)
    .describe('Learning objectives, each starting "Pupils will be able to…" or similar'),
  priorKnowledge: z.array(z.string().trim().min(1)).describe('What pupils should already know'),
  materials: z.array(z.string().trim().min(1)).describe('Resources the teacher prepares'),
  keyVocabulary: z
    .array(KeyTermSchema)
    .min(LESSON_RULES.keyVocabulary.min)
    .max(LESSON_RULES.keyVocabulary.max),
  starter: PhaseSchema.describe('Starter: retrieval practice or a hook'),
  main: PhaseSchema.describe('Main activity: explicit instruction (I do, we do, you do) with checks for understanding'),
  plenary: PhaseSchema.describe('Plenary: an exit ticket or review that shows what pupils learnt'),
  homework: z.object({
    description: text('What the homework is for'),
    tasks: z.array(z.string().trim().min(1)).min(1),
  }),
  assessment: z.object({
    formative: z.array(z.string().trim().min(1)).min(1).describe('Checks during the lesson'),
    summative: z.array(z.string().trim().min(1)).describe('Checks at the end of the lesson or unit'),
  }),
  differentiation: z.object({
    support: z.array(z.string().trim().min(1)).min(1).describe('Support strategies, including for SEND and EAL pupils'),
    challenge: z.array(z.string().trim().min(1)).min(1).describe('Challenge activities for pupils ready to go further'),
  }),
  misconceptions: z.array(MisconceptionSchema).describe('Common misconceptions with their corrections'),
  notice: z.string().optional().describe('A note for the teacher about how this lesson was made, if any'),
});

export type Activity = z.infer<typeof ActivitySchema>;
export type Phase = z.infer<typeof PhaseSchema>;
export type LessonPlan = z.infer<typeof LessonPlanSchema>;
export const PHASES = ['starter', 'main', 'plenary'] as const;
export type PhaseName = (typeof PHASES)[number];
