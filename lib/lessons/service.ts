/**
 * Lessons: listing, reading, saving, exporting and deleting a user's lessons. Every query filters
 * by the owner's id, so one user never reaches another's lesson. Changes to a saved lesson live
 * beside it (update.ts, sections.ts, regenerate.ts, customisations.ts).
 */
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { lessons, type Lesson } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { isId } from '@/lib/http/ids';
import { paginate, type Page, type PageQuery } from '@/lib/http/paging';
import type { LessonContent, LessonRequest } from '@/lib/ai/schemas';
import type { LessonSummary, LessonView } from '@/lib/validation/lesson';
import { customisationsLeft } from './customisations';

export type { LessonSummary, LessonView };

const summaryColumns = {
  id: lessons.id,
  title: lessons.title,
  subject: lessons.subject,
  topic: lessons.topic,
  yearGroup: lessons.yearGroup,
  duration: lessons.duration,
  createdAt: lessons.createdAt,
};

/** The owner's newest lessons, newest first. */
export async function recentLessons(userId: string, limit: number): Promise<LessonSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(lessons)
    .where(eq(lessons.userId, userId))
    .orderBy(desc(lessons.createdAt), desc(lessons.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Lessons the owner has now, and how many of them were created this calendar month (UTC). */
export async function lessonCounts(userId: string): Promise<{ total: number; thisMonth: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      total: count(),
      thisMonth: sql<number>`count(*) filter (where ${lessons.createdAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`.mapWith(Number),
    })
    .from(lessons)
    .where(eq(lessons.userId, userId));
  return { total: row?.total ?? 0, thisMonth: row?.thisMonth ?? 0 };
}

/** The owner's lessons counted by subject, most first. */
export async function subjectBreakdown(userId: string): Promise<Array<{ subject: string; count: number }>> {
  const db = await getDb();
  const n = count();
  return db
    .select({ subject: lessons.subject, count: n })
    .from(lessons)
    .where(eq(lessons.userId, userId))
    .groupBy(lessons.subject)
    .orderBy(desc(n), lessons.subject);
}

/** True when the lesson exists and belongs to the user; false for a malformed id, before any query. */
export async function ownsLesson(userId: string, lessonId: string): Promise<boolean> {
  if (!isId(lessonId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** What every copy of a saved lesson says about it; dates are ISO 8601 strings. */
interface LessonRecord {
  id: string;
  title: string;
  subject: string;
  topic: string;
  yearGroup: string | null;
  examBoard: string | null;
  location: string | null;
  /** Minutes. */
  duration: number;
  createdAt: string;
  createdAsRole: string;
  provider: string | null;
  warnings: string[];
}

function toRecord(row: Lesson): LessonRecord {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    topic: row.topic,
    yearGroup: row.yearGroup,
    examBoard: row.examBoard,
    location: row.location,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    createdAsRole: row.createdAsRole,
    provider: row.provider,
    warnings: row.warnings,
  };
}

function toLessonView(row: Lesson): LessonView {
  const { content } = row;
  return {
    ...toRecord(row),
    metadata: {
      customizationCount: row.customizationCount,
      customizationsRemaining: customisationsLeft(row.customizationCount),
    },
    lessonPlan: content.lessonPlan,
    worksheet: content.worksheet ?? null,
    quiz: content.quiz ?? null,
  };
}

/** Saves a generated lesson for its owner; returns its id. */
export async function saveLesson(
  userId: string,
  request: LessonRequest,
  generated: { content: LessonContent; warnings: string[]; provider: string },
  createdAsRole = 'teacher',
): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(lessons)
    .values({
      userId,
      title: generated.content.lessonPlan.title,
      subject: request.subject,
      topic: request.topic,
      yearGroup: request.yearGroup,
      examBoard: request.examBoard ?? null,
      location: request.location ?? null,
      duration: request.duration,
      createdAsRole,
      content: generated.content,
      provider: generated.provider,
      warnings: generated.warnings,
    })
    .returning({ id: lessons.id });
  return row.id;
}

/** The owner's lesson; NOT_FOUND (404) when it does not exist or is someone else's. */
export async function getLesson(userId: string, lessonId: string): Promise<LessonView> {
  if (!isId(lessonId)) throw new ApiError('NOT_FOUND', 'Lesson not found');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND', 'Lesson not found');
  return toLessonView(row);
}

/** Deletes the owner's lesson; NOT_FOUND (404) otherwise. Does not give the allowance back. */
export async function deleteLesson(userId: string, lessonId: string): Promise<void> {
  if (!isId(lessonId)) throw new ApiError('NOT_FOUND', 'Lesson not found');
  const db = await getDb();
  const deleted = await db
    .delete(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)))
    .returning({ id: lessons.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', 'Lesson not found');
}

/**
 * The owner's lessons, newest first, one page at a time; `search` matches the title or topic
 * (case-insensitive, taken literally), `subject` the subject exactly.
 */
export async function listLessons(
  userId: string,
  options: PageQuery & { search?: string; subject?: string },
): Promise<Page<LessonSummary>> {
  const db = await getDb();
  const filters = [eq(lessons.userId, userId)];
  if (options.subject) filters.push(eq(lessons.subject, options.subject));
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(lessons.title, pattern), ilike(lessons.topic, pattern))!);
  }
  const where = and(...filters);
  return paginate(
    options,
    async ({ limit, offset }) => {
      const rows = await db
        .select(summaryColumns)
        .from(lessons)
        .where(where)
        .orderBy(desc(lessons.createdAt), desc(lessons.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
    async () => (await db.select({ total: count() }).from(lessons).where(where))[0].total,
  );
}

/** A whole lesson as the account export holds it (GET /api/account/export). */
export interface ExportedLesson extends LessonRecord {
  content: LessonContent;
  customizationCount: number;
  updatedAt: string;
}

/** Every lesson of the owner, content included, oldest first (the account export). */
export async function exportLessons(userId: string): Promise<ExportedLesson[]> {
  const db = await getDb();
  const rows = await db.select().from(lessons).where(eq(lessons.userId, userId)).orderBy(lessons.createdAt, lessons.id);
  return rows.map((r) => ({
    ...toRecord(r),
    content: r.content,
    customizationCount: r.customizationCount,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * Deletes every lesson of the owner inside the caller's transaction (admin account reset);
 * returns how many. The free allowance is not given back.
 */
export async function deleteAllLessons(tx: Pick<Awaited<ReturnType<typeof getDb>>, 'delete'>, userId: string): Promise<number> {
  const deleted = await tx.delete(lessons).where(eq(lessons.userId, userId)).returning({ id: lessons.id });
  return deleted.length;
}
