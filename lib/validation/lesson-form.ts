/**
 * The generate screen's form. Its values are the strings the controls hold; its output is exactly
 * the POST /api/generate/lesson body. Every field rule is the server's own (LessonRequestSchema,
 * lib/validation/user), so the form and the route can never disagree: a topic without a vowel, a
 * too-short topic or an unknown year group fail here with the same message the server would give.
 */
import { z } from 'zod';
import { LessonRequestSchema, type LessonRequest } from '@/lib/ai/schemas/request';
import { EXAM_BOARDS, NATIONS, OTHER_SUBJECT, SUBJECTS } from '@/lib/constants/curriculum';
import { DEFAULT_DURATION } from '@/lib/constants/lessons';
import { examBoardSchema, nationSchema, subjectSchema, yearGroupSchema } from './user';

const fields = LessonRequestSchema.shape;

/** The form's raw values: "" means "not chosen" for every select. */
export interface GenerateLessonFormValues {
  subject: string;
  otherSubject: string;
  topic: string;
  /** A radio value: "30", "45", "60", "90" or "120". */
  duration: string;
  yearGroup: string;
  location: string;
  examBoard: string;
  specialRequirements: string;
}

/** What the form submits: the body of POST /api/generate/lesson. */
export type GenerateLessonBody = LessonRequest & { role: 'teacher' };

/**
 * A control's string checked by the server's rule for that field; "" (nothing chosen) is read
 * as `empty` first. The server's messages come through unchanged.
 */
function fromControl<T extends z.ZodType>(schema: T, empty: unknown) {
  return z.string().transform((value, ctx): z.output<T> => {
    const parsed = schema.safeParse(value === '' ? empty : value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/**
 * Validates the form with its messages ('Subject is required', 'Topic is required', 'Topic must
 * be at least 3 characters', the vowel rule, 'Duration is required') and turns it into the
 * request body.
 */
export const generateLessonFormSchema = z
  .object({
    subject: z.string(),
    otherSubject: z.string(),
    topic: fields.topic,
    // "" (nothing chosen) reaches the server's rule as missing: 'Duration is required'.
    duration: fromControl(fields.duration, undefined),
    yearGroup: z.string().min(1, 'Year group is required').pipe(yearGroupSchema),
    location: fromControl(nationSchema.nullable(), null),
    examBoard: fromControl(examBoardSchema.nullable(), null),
    specialRequirements: z.string().pipe(fields.specialRequirements.unwrap().unwrap()),
  })
  .superRefine((values, ctx) => {
    const path = values.subject === OTHER_SUBJECT ? 'otherSubject' : 'subject';
    const parsed = subjectSchema.safeParse(chosenSubject(values));
    if (!values.subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Subject is required' });
    } else if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]?.message ?? 'Subject is required' });
    }
  })
  .transform(
    (values): GenerateLessonBody => ({
      role: 'teacher',
      subject: chosenSubject(values),
      topic: values.topic,
      duration: values.duration,
      yearGroup: values.yearGroup,
      location: values.location,
      examBoard: values.examBoard,
      specialRequirements: values.specialRequirements || null,
    }),
  );

/** The subject the teacher chose: the list entry, or their own words after "Other". */
export function chosenSubject(values: { subject: string; otherSubject: string }): string {
  return values.subject === OTHER_SUBJECT ? values.otherSubject.trim() : values.subject;
}

/**
 * A saved subject as the form's two controls: a listed subject is chosen as it is; any other
 * text becomes "Other" with that text typed in; nothing saved chooses nothing.
 */
export function subjectChoice(saved: string | null | undefined): { subject: string; otherSubject: string } {
  const text = saved?.trim() ?? '';
  const listed = text !== '' && text !== OTHER_SUBJECT && (SUBJECTS as readonly string[]).includes(text);
  return { subject: listed ? text : text ? OTHER_SUBJECT : '', otherSubject: listed ? '' : text };
}

/**
 * The form's starting values from the teacher's profile, as set in onboarding. A saved subject that
 * is not on the list becomes "Other" with its text.
 */
export function generateFormDefaults(
  profile: { subject?: string | null; yearGroup?: string | null; location?: string | null; examBoard?: string | null } | undefined,
): GenerateLessonFormValues {
  const pick = (value: string | null | undefined, list: readonly string[]) => (value && list.includes(value) ? value : '');
  return {
    ...subjectChoice(profile?.subject),
    topic: '',
    duration: String(DEFAULT_DURATION),
    yearGroup: pick(profile?.yearGroup, yearGroupSchema.options),
    location: pick(profile?.location, NATIONS),
    examBoard: pick(profile?.examBoard, EXAM_BOARDS),
    specialRequirements: '',
  };
}
