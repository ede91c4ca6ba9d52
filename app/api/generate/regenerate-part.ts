import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { regeneratePart } from '@/lib/lessons/regenerate';
import { regeneratePartBodySchema } from '@/lib/validation/lesson';
import type { PartName } from '@/lib/ai/providers/types';

/**
 * POST /api/generate/{lesson-plan|worksheet|quiz} {lessonId, feedback?} → the updated lesson.
 * Counts one customization (400 "Customization limit…" when none are left); 404 when not yours.
 */
export function regeneratePartRoute(part: PartName) {
  return withApi(async (req: NextRequest) => {
    const user = await requireUser(req);
    const body = await parseJson(req, regeneratePartBodySchema);
    return apiOk(await regeneratePart(user.id, body.lessonId, part, body.feedback, req.signal));
  });
}
