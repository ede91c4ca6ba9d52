/**
 * Answers of the account routes: the account with its role profiles, the dashboard, and what
 * deleting or resetting an account did.
 */
import { z } from 'zod';
import { USER_ROLES } from '@/lib/constants/accounts';
import { lessonSummarySchema } from './lesson';
import { isoDateTime } from './time';
import { activeRoleSchema, publicUserSchema } from './user';

/** One role profile of an account (teacher, tutor, self-learner). */
export const roleProfileSchema = z.object({
  id: z.string(),
  role: z.enum(USER_ROLES),
  subject: z.string().nullable(),
  yearGroup: z.string().nullable(),
  location: z.string().nullable(),
  examBoard: z.string().nullable(),
  ageRange: z.string().nullable(),
  focusArea: z.string().nullable(),
  studentLevel: z.string().nullable(),
  currentLevel: z.string().nullable(),
  learningStyle: z.string().nullable(),
  timeCommitment: z.string().nullable(),
  createdAt: isoDateTime,
});

/** GET /api/account/profile: the account with its role profiles. */
export const accountProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  activeRole: activeRoleSchema,
  roleProfiles: z.array(roleProfileSchema),
  isPremium: z.boolean(),
  subscriptionStatus: z.string().nullable(),
  createdAt: isoDateTime,
});

/** GET /api/user/dashboard. */
export const dashboardSchema = z.object({
  overview: z.object({
    totalLessons: z.number().int().meta({ description: 'Lessons the user has now.' }),
    currentMonthLessons: z.number().int().meta({ description: 'Lessons created this calendar month (UTC).' }),
    totalGenerated: z.number().int().meta({ description: 'Lessons ever generated, deleted ones included.' }),
    remaining: z.number().int().nullable().meta({ description: 'Free lessons left; null for Premium.' }),
    limit: z.number().int().nullable().meta({ description: 'Free lessons in the plan; null for Premium.' }),
    isPremium: z.boolean(),
    credits: z.number().int(),
  }),
  recentLessons: z.array(lessonSummarySchema),
  subjectBreakdown: z.array(z.object({ subject: z.string(), count: z.number().int() })),
  emailVerified: z.boolean().meta({ description: 'False until the owner confirms their address; the dashboard then asks them to.' }),
});

/** DELETE /api/account: what was erased. */
export const accountDeletedSchema = z.object({
  deleted: z.literal(true),
  cancelledSubscriptions: z.array(z.string()).meta({ description: 'Stripe subscriptions cancelled first.' }),
});

/** POST /api/account/reset: the admin's account without its lessons and profiles. */
export const accountResetSchema = z.object({
  reset: z.literal(true),
  lessonsDeleted: z.number().int(),
  user: publicUserSchema,
});

