/**
 * The onboarding wizard's form values, their checks and the POST /api/user/onboarding payload.
 * Empty strings stand for "not chosen"; the payload sends null for them.
 */
import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  EXAM_BOARDS,
  NATIONS,
  SUBJECTS,
  type EducationLevel,
} from '@/lib/constants/curriculum';
import { ENABLED_ROLES, type UserRole } from '@/lib/constants/accounts';
import { subjectSchema, type TeacherOnboardingInput } from '@/lib/validation/user';
import type { PublicUser } from '@/lib/users/service';

export const OTHER_SUBJECT = 'Other';

export interface OnboardingValues {
  role: string;
  /** One of SUBJECTS; "Other" means the free text in otherSubject. */
  subject: string;
  otherSubject: string;
  location: string;
  level: string;
  yearGroup: string;
  examBoard: string;
}

export const onboardingFormSchema = z
  .object({
    role: z.string(),
    subject: z.string(),
    otherSubject: z.string(),
    location: z.string(),
    level: z.string(),
    yearGroup: z.string(),
    examBoard: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!(ENABLED_ROLES as readonly string[]).includes(values.role)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'Please choose your role' });
    }
    if (!values.subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Subject is required' });
    } else if (values.subject === OTHER_SUBJECT) {
      const parsed = subjectSchema.safeParse(values.otherSubject);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['otherSubject'], message: parsed.error.issues[0]?.message ?? 'Please type your subject' });
      }
    }
  });

/** The education level a year group belongs to, or "". */
export function levelOf(yearGroup: string | null | undefined): EducationLevel | '' {
  if (!yearGroup) return '';
  const level = EDUCATION_LEVELS.find((l) => (l.yearGroups as readonly string[]).includes(yearGroup));
  return level?.id ?? '';
}

/** The wizard's starting values, taken from the user's existing profile where present. */
export function initialValues(profile: PublicUser | undefined): OnboardingValues {
  const saved = profile?.subject?.trim() ?? '';
  const listed = saved && saved !== OTHER_SUBJECT && (SUBJECTS as readonly string[]).includes(saved);
  const yearGroup = profile?.yearGroup ?? '';
  const examBoard = profile?.examBoard && (EXAM_BOARDS as readonly string[]).includes(profile.examBoard) ? profile.examBoard : '';
  let level: string = levelOf(yearGroup);
  if (!level && examBoard) level = 'secondary';
  return {
    role: profile?.activeRole && (ENABLED_ROLES as readonly string[]).includes(profile.activeRole) ? profile.activeRole : '',
    subject: listed ? saved : saved ? OTHER_SUBJECT : '',
    otherSubject: listed ? '' : saved,
    location: profile?.location && (NATIONS as readonly string[]).includes(profile.location) ? profile.location : '',
    level,
    yearGroup: level ? yearGroup : '',
    examBoard,
  };
}

/** The subject the teacher chose: the list entry, or their own words after "Other". */
export function chosenSubject(values: Pick<OnboardingValues, 'subject' | 'otherSubject'>): string {
  return values.subject === OTHER_SUBJECT ? values.otherSubject.trim() : values.subject;
}

/** Exam boards apply to secondary year groups only. */
export function examBoardApplies(level: string): boolean {
  return level === 'secondary';
}

export function toPayload(values: OnboardingValues): TeacherOnboardingInput {
  return {
    role: values.role as Extract<UserRole, 'teacher'>,
    subject: chosenSubject(values),
    location: (values.location || null) as TeacherOnboardingInput['location'],
    yearGroup: (values.yearGroup || null) as TeacherOnboardingInput['yearGroup'],
    examBoard: (examBoardApplies(values.level) && values.examBoard ? values.examBoard : null) as TeacherOnboardingInput['examBoard'],
  };
}
