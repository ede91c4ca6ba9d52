/**
 * Rewriting part of a saved lesson with the teacher's feedback: one phase (POST
 * /api/generate/regenerate-section) or a whole part (POST /api/generate/lesson-plan | worksheet |
 * quiz). Each counts as one customisation, reserved before the model is called and given back
 * if it fails.
 */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { lessons } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { producePart } from '@/lib/ai/pipeline';
import { getProvider } from '@/lib/ai/providers';
import type { PartName } from '@/lib/ai/providers/types';
import type { LessonContent, LessonPlan, LessonRequest, PhaseName } from '@/lib/ai/schemas';
import { distribute } from '@/lib/ai/invariants';
import { assertEducationalRequest } from '@/lib/ai/topic-guard';
import { refundCustomisation, spendCustomisation } from './customisations';
import { getLesson, ownsLesson, type LessonView } from './service';

async function saveContent(userId: string, lessonId: string, content: LessonContent, title: string): Promise<void> {
  const db = await getDb();
  await db
    .update(lessons)
    .set({ content, title })
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
}

function requestOf(lesson: LessonView): LessonRequest {
  return {
    subject: lesson.subject,
    topic: lesson.topic,
    duration: lesson.duration as LessonRequest['duration'],
    yearGroup: (lesson.yearGroup ?? 'Year 7') as LessonRequest['yearGroup'],
    location: lesson.location as LessonRequest['location'],
    examBoard: lesson.examBoard as LessonRequest['examBoard'],
  };
}

async function withCustomisation<T>(userId: string, lessonId: string, feedback: string, work: (lesson: LessonView) => Promise<T>): Promise<T> {
  assertEducationalRequest({ topic: '', specialRequirements: feedback });
  if (!(await ownsLesson(userId, lessonId))) throw new ApiError('NOT_FOUND', 'Lesson not found');
  // Spent before the model is called, so parallel rewrites cannot pass the limit.
  await spendCustomisation(userId, lessonId);
  try {
    return await work(await getLesson(userId, lessonId));
  } catch (err) {
    await refundCustomisation(userId, lessonId);
    throw err;
  }
}

/**
 * Rewrites the starter, main or plenary with the teacher's feedback, keeping its duration.
 * Returns the new phase and the customisations left.
 */
export async function regenerateSection(
  userId: string,
  lessonId: string,
  section: PhaseName,
  feedback: string,
  signal?: AbortSignal,
): Promise<{ section: PhaseName; content: LessonPlan[PhaseName]; customizationsRemaining: number }> {
  return withCustomisation(userId, lessonId, feedback, async (lesson) => {
    const current = lesson.lessonPlan[section];
    const plan = await producePart(getProvider(), 'lessonPlan', requestOf(lesson), signal, {
      text: feedback,
      section,
      current,
    });
    const fresh = plan[section];
    const minutes = distribute(current.duration, fresh.activities.map((a) => a.duration));
    const phase = { ...fresh, duration: current.duration, activities: fresh.activities.map((a, i) => ({ ...a, duration: minutes[i] })) };
    const lessonPlan = { ...lesson.lessonPlan, [section]: phase };
    await saveContent(userId, lessonId, { lessonPlan, worksheet: lesson.worksheet, quiz: lesson.quiz }, lesson.title);
    const after = await getLesson(userId, lessonId);
    return { section, content: phase, customizationsRemaining: after.metadata.customizationsRemaining };
  });
}

/** Rewrites a whole part of a saved lesson, with optional feedback. Returns the updated lesson. */
export async function regeneratePart(
  userId: string,
  lessonId: string,
  part: PartName,
  feedback: string | undefined,
  signal?: AbortSignal,
): Promise<LessonView> {
  return withCustomisation(userId, lessonId, feedback ?? '', async (lesson) => {
    const value = await producePart(
      getProvider(),
      part,
      requestOf(lesson),
      signal,
      feedback ? { text: feedback } : undefined,
    );
    const content = { lessonPlan: lesson.lessonPlan, worksheet: lesson.worksheet, quiz: lesson.quiz, [part]: value } as LessonContent;
    await saveContent(userId, lessonId, content, content.lessonPlan.title);
    return getLesson(userId, lessonId);
  });
}
