/** The answers of the public configuration and health routes. */
import { z } from 'zod';
import { EDUCATION_LEVELS, EXAM_BOARDS, NATIONS, SUBJECTS, YEAR_GROUPS } from '@/lib/constants/curriculum';
import { DURATIONS } from '@/lib/constants/lessons';

/** GET /api/config/public: limits, lists and switches the browser needs. */
export const publicConfigSchema = z.object({
  auth: z.object({ google: z.boolean() }),
  debugTools: z.boolean(),
  stripe: z.object({
    configured: z.boolean(),
    publishableKey: z.string().nullable(),
    prices: z.object({ premiumMonthly: z.string().nullable() }),
  }),
  limits: z.object({
    freeLessons: z.number().int(),
    visitorPreviewsPerDay: z.number().int(),
    customizationsPerLesson: z.number().int(),
    customizationWarningAt: z.number().int(),
  }),
  pricing: z.object({
    currency: z.string(),
    premiumMonthlyPence: z.number().int(),
    trialDays: z.number().int(),
    moneyBackDays: z.number().int(),
  }),
  lists: z.object({
    subjects: z.array(z.enum(SUBJECTS)).readonly(),
    yearGroups: z.array(z.enum(YEAR_GROUPS)).readonly(),
    educationLevels: z.array(
      z.object({
        id: z.enum(EDUCATION_LEVELS.map((l) => l.id) as [string, ...string[]]),
        label: z.string(),
        ages: z.string(),
        yearGroups: z.array(z.enum(YEAR_GROUPS)).readonly(),
      }),
    ).readonly(),
    nations: z.array(z.enum(NATIONS)).readonly(),
    examBoards: z.array(z.enum(EXAM_BOARDS)).readonly(),
    durations: z.array(z.union(DURATIONS.map((d) => z.literal(d)))).readonly(),
    defaultDuration: z.number().int(),
  }),
});

/** GET /api/health: the database answered. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.string().meta({ description: 'The database driver in use (pglite or postgres).' }),
});
