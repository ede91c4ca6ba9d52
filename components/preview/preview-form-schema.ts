/**
 * The landing page's preview form: its values, its checks and the POST /api/generate/preview
 * body. Every rule is the server's own schema (lib/validation/preview.ts), run in the browser so
 * mistakes show before anything is sent.
 */
import { z } from 'zod';
import { OTHER_SUBJECT } from '@/lib/constants/curriculum';
import { DEFAULT_DURATION } from '@/lib/constants/lessons';
import { durationSchema, topicSchema } from '@/lib/ai/schemas/request';
import { subjectSchema, yearGroupSchema } from '@/lib/validation/user';
import { previewBodySchema } from '@/lib/validation/preview';
import { chosenSubject } from '@/lib/validation/lesson-form';

export interface PreviewFormValues {
  /** One of SUBJECTS; "Other" means the free text in otherSubject. */
  subject: string;
  otherSubject: string;
  yearGroup: string;
  topic: string;
  /** Minutes, as the radio's string value. */
  duration: string;
}

export const previewFormDefaults: PreviewFormValues = {
  subject: '',
  otherSubject: '',
  yearGroup: '',
  topic: '',
  duration: String(DEFAULT_DURATION),
};

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

export const previewFormSchema = z
  .object({
    subject: z.string(),
    otherSubject: z.string(),
    yearGroup: z.string(),
    topic: z.string(),
    duration: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = (path: keyof PreviewFormValues, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (!values.subject) problem('subject', 'Subject is required');
    else if (values.subject === OTHER_SUBJECT) problem('otherSubject', firstIssue(subjectSchema.safeParse(values.otherSubject)));
    problem('yearGroup', values.yearGroup ? firstIssue(yearGroupSchema.safeParse(values.yearGroup)) : 'Year group is required');
    problem('topic', firstIssue(topicSchema.safeParse(values.topic)));
    problem('duration', firstIssue(durationSchema.safeParse(values.duration)));
  });

export type PreviewBody = z.input<typeof previewBodySchema>;

/** The request body for checked form values. */
export function toPreviewBody(values: PreviewFormValues): PreviewBody {
  return {
    subject: chosenSubject(values),
    yearGroup: values.yearGroup as PreviewBody['yearGroup'],
    topic: values.topic.trim(),
    duration: Number(values.duration),
  };
}

/** The submit button is off while generating or with no subject or topic. */
export function canSubmit(values: Pick<PreviewFormValues, 'subject' | 'otherSubject' | 'topic'>, generating: boolean): boolean {
  if (generating || !values.topic.trim() || !values.subject) return false;
  return values.subject !== OTHER_SUBJECT || values.otherSubject.trim().length > 0;
}
