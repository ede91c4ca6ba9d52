/**
 * The four sections a teacher edits in a modal (homework, assessment, support, challenge) and how
 * each maps between the lesson plan and the edit form. The data each section takes is the lesson
 * plan schema's (lib/ai/schemas/lesson-plan.ts, the same one lib/lessons/sections.ts validates on
 * the server); whether a list may be empty is read from that schema, not written again here.
 */
import { z } from 'zod';
import { LessonPlanSchema, type LessonPlan } from '@/lib/ai/schemas/lesson-plan';
import type { EditableSection } from '@/lib/lessons/sections';

/** The edit form: an optional description and one list of items per part of the section. */
export interface SectionFormValues {
  description: string;
  lists: { items: { value: string }[] }[];
}

interface ListConfig {
  /** The list's heading in the form, e.g. "Tasks". */
  label: string;
  /** One item's name, e.g. "Task" (for "Add task", "Task 2"). */
  itemLabel: string;
  /** The lesson plan schema of this list. */
  schema: z.ZodType;
}

export interface SectionConfig {
  title: string;
  /** What the dialog says the section is for. */
  hint: string;
  /** The homework has a description above its tasks. */
  descriptionLabel?: string;
  lists: ListConfig[];
  toForm(plan: LessonPlan): SectionFormValues;
  toData(values: SectionFormValues): unknown;
}

const plan = LessonPlanSchema.shape;
const texts = (list: { items: { value: string }[] }) => list.items.map((i) => i.value.trim());
const items = (values: readonly string[]) => values.map((value) => ({ value }));

export const SECTION_FORMS: Record<EditableSection, SectionConfig> = {
  homework: {
    title: 'Homework',
    hint: 'What pupils do after the lesson, and why.',
    descriptionLabel: 'What the homework is for',
    lists: [{ label: 'Tasks', itemLabel: 'Task', schema: plan.homework.shape.tasks }],
    toForm: (p) => ({ description: p.homework.description, lists: [{ items: items(p.homework.tasks) }] }),
    toData: (v) => ({ description: v.description.trim(), tasks: texts(v.lists[0]) }),
  },
  assessment: {
    title: 'Assessment',
    hint: 'How you check learning during the lesson (formative) and at the end (summative).',
    lists: [
      { label: 'Formative (during the lesson)', itemLabel: 'Formative check', schema: plan.assessment.shape.formative },
      { label: 'Summative (end of lesson or unit)', itemLabel: 'Summative check', schema: plan.assessment.shape.summative },
    ],
    toForm: (p) => ({
      description: '',
      lists: [{ items: items(p.assessment.formative) }, { items: items(p.assessment.summative) }],
    }),
    toData: (v) => ({ formative: texts(v.lists[0]), summative: texts(v.lists[1]) }),
  },
  support: {
    title: 'Support Strategies',
    hint: 'Scaffolds for pupils who need more help, including SEND and EAL pupils.',
    lists: [{ label: 'Strategies', itemLabel: 'Strategy', schema: plan.differentiation.shape.support }],
    toForm: (p) => ({ description: '', lists: [{ items: items(p.differentiation.support) }] }),
    toData: (v) => texts(v.lists[0]),
  },
  challenge: {
    title: 'Challenge Activities',
    hint: 'Extension work for pupils ready to go further.',
    lists: [{ label: 'Activities', itemLabel: 'Activity', schema: plan.differentiation.shape.challenge }],
    toForm: (p) => ({ description: '', lists: [{ items: items(p.differentiation.challenge) }] }),
    toData: (v) => texts(v.lists[0]),
  },
};

/** The fewest items a list may hold, read from its schema (an empty list is either valid or not). */
export function minItems(list: ListConfig): number {
  return list.schema.safeParse([]).success ? 0 : 1;
}

/** The edit form's rules: no blank items, no blank description, each list at its minimum. */
export function sectionFormSchema(config: SectionConfig) {
  return z
    .object({
      description: config.descriptionLabel
        ? z.string().trim().min(1, 'Please describe what the homework is for')
        : z.string(),
      lists: z.array(
        z.object({
          items: z.array(z.object({ value: z.string().trim().min(1, 'Write something here, or remove this item') })),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      config.lists.forEach((list, i) => {
        const min = minItems(list);
        if ((values.lists[i]?.items.length ?? 0) < min) {
          ctx.addIssue({
            code: 'custom',
            path: ['lists', i, 'items'],
            message: `Add at least ${min} ${list.itemLabel.toLowerCase()}`,
          });
        }
      });
    });
}
