/**
 * Lessons: the only code that queries the lessons table. Every query filters by the owner's id
 * (DECISIONS §2).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { lessons } from '@/db/schema';

export interface LessonSummary {
  id: string;
  title: string;
  subject: string;
  topic: string;
  yearGroup: string | null;
  /** Minutes. */
  duration: number;
  createdAt: string;
}

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

/** True when the lesson exists and belongs to the user. */
export async function ownsLesson(userId: string, lessonId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)))
    .limit(1);
  return Boolean(row);
}
