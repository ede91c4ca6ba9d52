/**
 * Profile and onboarding bodies (product-spec §3 "Onboarding payload", DECISIONS §1 lists).
 */
import { z } from 'zod';
import { EXAM_BOARDS, NATIONS, SUBJECT_MAX, YEAR_GROUPS } from '@/lib/constants/curriculum';
import { USER_ROLES } from '@/lib/constants/accounts';
import { nameSchema } from './auth';

/** A subject from the list, or the free text typed after choosing "Other". */
export const subjectSchema = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .min(2, 'Subject must be at least 2 characters')
  .max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`)
  .refine((s) => s !== 'Other', 'Please type your subject')
  .refine((s) => !/[<>{}\u0000-\u001f]/.test(s), 'Subject contains characters that are not allowed');

/** An optional field: "" and null both clear it; anything else must pass `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

export const nationSchema = z.enum(NATIONS, { error: `Location must be one of: ${NATIONS.join(', ')}` });
export const yearGroupSchema = z.enum(YEAR_GROUPS, { error: 'Year group must be Reception or Year 1 to Year 13' });
export const examBoardSchema = z.enum(EXAM_BOARDS, { error: `Exam board must be one of: ${EXAM_BOARDS.join(', ')}` });

/** POST /api/user/onboarding: the teacher payload. Other roles are recognised, then refused. */
export const onboardingSchema = z.discriminatedUnion(
  'role',
  [
    z.object({
      role: z.literal('teacher'),
      subject: subjectSchema,
      location: optional(nationSchema),
      yearGroup: optional(yearGroupSchema),
      examBoard: optional(examBoardSchema),
    }),
    z.object({ role: z.literal('tutor') }).loose(),
    z.object({ role: z.literal('self_learner') }).loose(),
  ],
  { error: `role must be one of: ${USER_ROLES.join(', ')}` },
);
export type OnboardingInput = z.infer<typeof onboardingSchema>;
export type TeacherOnboardingInput = Extract<OnboardingInput, { role: 'teacher' }>;

/** PUT /api/user/profile: any of these; null or "" clears an optional field. */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    subject: subjectSchema.optional(),
    location: optional(nationSchema),
    yearGroup: optional(yearGroupSchema),
    examBoard: optional(examBoardSchema),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
