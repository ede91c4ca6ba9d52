import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { requireFeature } from '@/lib/billing/features';
import { regeneratePart } from '@/lib/lessons/regenerate';
import { regeneratePartBodySchema } from '@/lib/validation/lesson';
import type { PartName } from '@/lib/ai/providers/types';

/**
 * POST /api/generate/{lesson-plan|worksheet|quiz} {lessonId, feedback?} → the updated lesson.
 * Rewriting a whole part is Premium's "advanced customisation" (403 PREMIUM_REQUIRED otherwise,
 * lib/billing/features.ts). Counts one customization (400 "Customization limit…" when none are
 * left); 404 when not yours.
 */
export function regeneratePartRoute(part: PartName) {
  return withApi(async (req: NextRequest) => {
    const user = await requireUser(req);
    requireFeature(user, 'advancedCustomisation');
    const body = await parseJson(req, regeneratePartBodySchema);
    return apiOk(await regeneratePart(user.id, body.lessonId, part, body.feedback, req.signal));
  });
}
