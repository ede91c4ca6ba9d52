/**
 * Profile and onboarding bodies.
 */
import { z } from 'zod';
import { isoDateTime } from './time';
import { USER_ROLES } from '@/lib/constants/accounts';
import { EXAM_BOARDS, NATIONS, OTHER_SUBJECT, SUBJECT_MAX, YEAR_GROUPS } from '@/lib/constants/curriculum';
import { nameSchema } from './auth';

/** A subject from the list, or the free text typed after choosing "Other". */
export const subjectSchema = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .min(2, 'Subject must be at least 2 characters')
  .max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`)
  .refine((s) => s !== OTHER_SUBJECT, 'Please type your subject')
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

/** The role profile in use. */
export const activeRoleSchema = z.enum(USER_ROLES).nullable().meta({ description: 'The role profile in use; null before onboarding.' });

/** The user as every API answers it: no password hash, no Stripe ids. */
export const publicUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean().meta({ description: 'True once the owner has followed the link in the verification e-mail.' }),
    name: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    activeRole: activeRoleSchema,
    subject: z.string().nullable(),
    location: z.string().nullable(),
    yearGroup: z.string().nullable(),
    examBoard: z.string().nullable(),
    isPremium: z.boolean(),
    onboardingRequired: z.boolean().meta({ description: 'True while the role or the subject is missing.' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'User' });

/** GET /api/user/onboarding-status. */
export const onboardingStatusSchema = z.object({
  completed: z.boolean(),
  required: z.boolean(),
  activeRole: activeRoleSchema,
  hasSubject: z.boolean(),
});

/** POST /api/auth/register and /api/auth/login: the account and a bearer token for API clients. */
export const signedInSchema = z.object({
  user: publicUserSchema,
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>` on every other call.' }),
});
