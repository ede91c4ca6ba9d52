/**
 * Creating a lesson for a signed-in user (POST /api/generate/lesson): check the request,
 * reserve the charge, write the lesson, save it. A failure releases the charge, so it costs
 * nothing.
 */
import type { User } from '@/db/schema';
import { generateLesson } from '@/lib/ai/pipeline';
import { getProvider } from '@/lib/ai/providers';
import type { ProgressListener } from '@/lib/ai/progress';
import type { LessonRequest } from '@/lib/ai/schemas';
import { assertEducationalRequest } from '@/lib/ai/topic-guard';
import { releaseLesson, reserveLesson } from '@/lib/billing/quota';
import { saveLesson } from './service';

export async function createLesson(
  user: Pick<User, 'id'>,
  request: LessonRequest,
  onEvent?: ProgressListener,
  signal?: AbortSignal,
): Promise<{ id: string; warnings: string[] }> {
  assertEducationalRequest(request);
  const reservation = await reserveLesson(user.id);
  try {
    const generated = await generateLesson(request, getProvider(), onEvent, signal);
    const id = await saveLesson(user.id, request, generated);
    return { id, warnings: generated.warnings };
  } catch (err) {
    await releaseLesson(reservation);
    throw err;
  }
}
