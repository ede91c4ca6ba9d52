/**
 * A lesson's customisation allowance: each lesson allows CUSTOMISATION_LIMIT changes (section
 * regenerations, whole-part rewrites, section edits and whole-part edits). Spending one is a
 * single UPDATE that checks the count, adds one and applies the change together, so parallel
 * requests can never pass the limit and a refused change never saves. What API clients read
 * keeps its published spelling: the error code CUSTOMIZATION_LIMIT, the fields
 * customizationCount and customizationsRemaining (and the column customization_count).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { lessons } from '@/db/schema';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { ApiError } from '@/lib/http/errors';

/**
 * The text of the 400 at the limit. API clients and the lesson page recognise the refusal by
 * "Customization limit" in it, so its wording stays as published.
 */
export const CUSTOMISATION_LIMIT_MESSAGE = `Customization limit reached: each lesson allows ${CUSTOMISATION_LIMIT} edits. Create a new lesson for major changes.`;

/** Customisations left on a lesson that has used `used` of them; never below zero. */
export function customisationsLeft(used: number): number {
  return Math.max(0, CUSTOMISATION_LIMIT - used);
}

/**
 * Spends one of the lesson's customisations and, in the same statement, applies `changes` to the
 * lesson row (new content, title…). Returns the customisations left afterwards. Throws
 * CUSTOMIZATION_LIMIT (400, CUSTOMISATION_LIMIT_MESSAGE) when none are left, and then nothing
 * is saved. Callers check first that the lesson is the user's (404): a row that is not matched
 * here is taken to be at the limit.
 */
export async function spendCustomisation(
  userId: string,
  lessonId: string,
  changes: PgUpdateSetSource<typeof lessons> = {},
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .update(lessons)
    .set({ ...changes, customizationCount: sql`${lessons.customizationCount} + 1` })
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId), lt(lessons.customizationCount, CUSTOMISATION_LIMIT)))
    .returning({ used: lessons.customizationCount });
  if (!row) throw new ApiError('CUSTOMIZATION_LIMIT', CUSTOMISATION_LIMIT_MESSAGE);
  return customisationsLeft(row.used);
}

/**
 * Gives back one customisation spent on a change that then failed (the writer gave up or the
 * request was cancelled). The count never goes below zero.
 */
export async function refundCustomisation(userId: string, lessonId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(lessons)
    .set({ customizationCount: sql`greatest(${lessons.customizationCount} - 1, 0)` })
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
}
