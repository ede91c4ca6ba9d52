/**
 * Visitor previews (POST /api/generate/preview) and claiming them (POST
 * /api/generate/claim-preview). The whole lesson is written and kept server-side against a
 * random token; the visitor receives only what the preview page shows. Previews are limited
 * per UTC day by address and visitor cookie, and by a budget shared by all visitors; a failed
 * preview costs nothing.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { previews } from '@/db/schema';
import {
  PREVIEW_BUDGET_MESSAGE,
  PREVIEW_LIMIT_MESSAGE,
  PREVIEW_MATERIALS_SHOWN,
  PREVIEW_TRUNCATE,
  PREVIEW_TTL_HOURS,
  VISITOR_PREVIEWS_PER_DAY,
} from '@/lib/constants/previews';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { consume, refund } from '@/lib/rate-limit';
import { generateLesson } from '@/lib/ai/pipeline';
import { getProvider } from '@/lib/ai/providers';
import type { ProgressListener } from '@/lib/ai/progress';
import type { LessonContent, LessonRequest } from '@/lib/ai/schemas';
import { assertEducationalRequest } from '@/lib/ai/topic-guard';
import { releaseLesson, reserveLesson } from '@/lib/billing/quota';
import { saveLesson } from '@/lib/lessons/service';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export interface LessonPreview {
  token: string;
  title: string;
  subject: string;
  topic: string;
  yearGroup: string;
  /** Minutes. */
  duration: number;
  objectives: string[];
  materials: string[];
  keyVocabulary: Array<{ term: string; definition: string }>;
  starter: { duration: number; description: string };
  main: { duration: number; description: string };
  plenary: { duration: number; description: string };
  /** What unlocks with an account: counts only, never the content. */
  locked: { homework: boolean; assessment: boolean; support: boolean; challenge: boolean; worksheetQuestions: number; quizQuestions: number };
  notice: string | null;
}

/** The visible part of a lesson (objectives, some materials, vocabulary, cut phase descriptions). */
export function toPreview(token: string, request: LessonRequest, content: LessonContent): LessonPreview {
  const plan = content.lessonPlan;
  const phase = (name: 'starter' | 'main' | 'plenary') => ({
    duration: plan[name].duration,
    description: cut(plan[name].description, PREVIEW_TRUNCATE[name]),
  });
  return {
    token,
    title: plan.title,
    subject: request.subject,
    topic: request.topic,
    yearGroup: request.yearGroup,
    duration: request.duration,
    objectives: plan.objectives,
    materials: plan.materials.slice(0, PREVIEW_MATERIALS_SHOWN),
    keyVocabulary: plan.keyVocabulary,
    starter: phase('starter'),
    main: phase('main'),
    plenary: phase('plenary'),
    locked: {
      homework: true,
      assessment: true,
      support: true,
      challenge: true,
      worksheetQuestions: content.worksheet?.questions.length ?? 0,
      quizQuestions: content.quiz?.questions.length ?? 0,
    },
    notice: plan.notice ?? null,
  };
}

/** Seconds from now until the next UTC midnight, when the day's preview counts start again. */
function secondsUntilTomorrow(day: string): number {
  const tomorrow = new Date(`${day}T00:00:00Z`).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((tomorrow - Date.now()) / 1000));
}

/**
 * Writes a preview for a visitor. Two limits per UTC day, each checked and charged by one
 * atomic count, so parallel requests never pass either:
 * - per visitor (by address and by visitor cookie): the third of the day → 429 RATE_LIMITED
 *   with PREVIEW_LIMIT_MESSAGE;
 * - across all visitors, PREVIEW_DAILY_BUDGET previews (so no trick with addresses or
 *   cookies can spend unbounded model time) → 429 RATE_LIMITED with PREVIEW_BUDGET_MESSAGE.
 * A refused or failed preview is given back to every count it was charged to. Both 429s carry
 * Retry-After until the next UTC midnight.
 */
export async function createPreview(
  visitor: { id: string; ipKey: string },
  request: LessonRequest,
  onEvent?: ProgressListener,
  signal?: AbortSignal,
): Promise<LessonPreview> {
  assertEducationalRequest(request);
  const day = new Date().toISOString().slice(0, 10);
  const daySeconds = 24 * 60 * 60;
  const perVisitor = { points: VISITOR_PREVIEWS_PER_DAY, windowSeconds: daySeconds };
  const visitorKeys = [`preview:ip:${visitor.ipKey}:${day}`, `preview:visitor:${visitor.id}:${day}`];
  const visitorResults = await Promise.all(visitorKeys.map((key) => consume(key, perVisitor)));
  if (visitorResults.some((r) => !r.allowed)) {
    await Promise.all(visitorKeys.map(refund));
    throw new ApiError('RATE_LIMITED', PREVIEW_LIMIT_MESSAGE, { retryAfterSeconds: secondsUntilTomorrow(day) });
  }
  // Only a visitor within their own limit is counted against everyone's budget.
  const budgetKey = `preview:budget:${day}`;
  const budget = await consume(budgetKey, { points: env.previewDailyBudget, windowSeconds: daySeconds });
  const keys = [...visitorKeys, budgetKey];
  if (!budget.allowed) {
    await Promise.all(keys.map(refund));
    throw new ApiError('RATE_LIMITED', PREVIEW_BUDGET_MESSAGE, { retryAfterSeconds: secondsUntilTomorrow(day) });
  }
  try {
    const generated = await generateLesson(request, getProvider(), onEvent, signal);
    const token = crypto.randomBytes(24).toString('base64url');
    const db = await getDb();
    await db.insert(previews).values({
      tokenHash: hashToken(token),
      visitorKey: visitor.id,
      request: request as unknown as Record<string, unknown>,
      content: generated.content as unknown as Record<string, unknown>,
      provider: generated.provider,
      expiresAt: new Date(Date.now() + PREVIEW_TTL_HOURS * 3_600_000),
    });
    return toPreview(token, request, generated.content);
  } catch (err) {
    await Promise.all(keys.map(refund));
    throw err;
  }
}

/**
 * Turns a preview into the user's lesson; counts as one generation. A token claims once and
 * expires after PREVIEW_TTL_HOURS: otherwise NOT_FOUND (404). LIMIT_REACHED (403) when the
 * user has no lessons left (the preview stays claimable).
 */
export async function claimPreview(userId: string, previewToken: string): Promise<{ id: string }> {
  const db = await getDb();
  const reservation = await reserveLesson(userId);
  try {
    const [claimed] = await db
      .update(previews)
      .set({ claimedAt: sql`now()`, claimedByUserId: userId })
      .where(and(eq(previews.tokenHash, hashToken(previewToken)), isNull(previews.claimedAt), gt(previews.expiresAt, sql`now()`)))
      .returning();
    if (!claimed) throw new ApiError('NOT_FOUND', 'This preview has expired or has already been unlocked. Please generate a new lesson.');
    const request = claimed.request as unknown as LessonRequest;
    const id = await saveLesson(userId, request, {
      content: claimed.content as unknown as LessonContent,
      warnings: [],
      provider: claimed.provider ?? 'offline',
    });
    await db.update(previews).set({ lessonId: id }).where(eq(previews.id, claimed.id));
    return { id };
  } catch (err) {
    await releaseLesson(reservation);
    throw err;
  }
}

/** A preview the user unlocked, as the account export holds it (GET /api/account/export). */
export interface ClaimedPreview {
  id: string;
  request: Record<string, unknown>;
  createdAt: string;
  claimedAt: string | null;
  lessonId: string | null;
}

/** The previews the user claimed (the request they made and the lesson it became). */
export async function claimedPreviews(userId: string): Promise<ClaimedPreview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: previews.id,
      request: previews.request,
      createdAt: previews.createdAt,
      claimedAt: previews.claimedAt,
      lessonId: previews.lessonId,
    })
    .from(previews)
    .where(eq(previews.claimedByUserId, userId))
    .orderBy(previews.createdAt);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    claimedAt: r.claimedAt?.toISOString() ?? null,
  }));
}

/**
 * Deletes the previews the user claimed, inside the caller's transaction (account deletion:
 * their content became the user's lesson and goes with it).
 */
export async function deleteClaimedPreviews(tx: Pick<Awaited<ReturnType<typeof getDb>>, 'delete'>, userId: string): Promise<void> {
  await tx.delete(previews).where(eq(previews.claimedByUserId, userId));
}
