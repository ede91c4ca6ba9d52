import { route } from '@/lib/http/route';
import { regeneratePart } from '@/lib/lessons/regenerate';
import { lessonViewSchema, regeneratePartBodySchema } from '@/lib/validation/lesson';
import type { PartName } from '@/lib/ai/providers/types';

const PART_NAMES: Record<PartName, string> = { lessonPlan: 'lesson plan', worksheet: 'worksheet', quiz: 'quiz' };

/**
 * POST /api/generate/{lesson-plan|worksheet|quiz} {lessonId, feedback?} → the updated lesson.
 * Rewriting a whole part is Premium's "advanced customisation" (403 PREMIUM_REQUIRED
 * otherwise). Counts one customisation (400 "Customization limit…" when none are left); 400
 * for a malformed lessonId; 404 when the lesson is not yours.
 */
export function regeneratePartRoute(part: PartName) {
  return route(
    {
      summary: `Rewrite the whole ${PART_NAMES[part]}`,
      description: `Premium (advanced customisation). Counts one customisation of the lesson. Answers the updated lesson.`,
      tag: 'generate',
      access: 'user',
      feature: 'advancedCustomisation',
      body: regeneratePartBodySchema,
      response: lessonViewSchema,
      errors: ['NOT_FOUND', 'CUSTOMIZATION_LIMIT', 'INVALID_TOPIC', 'PROVIDER_ERROR', 'PROVIDER_UNAVAILABLE'],
      example: { body: { lessonId: '0b8f9c1e-4a7d-4c2e-9f3a-2d6b8e1c5a70', feedback: 'More reasoning questions' } },
    },
    ({ req, user, body }) => regeneratePart(user.id, body.lessonId, part, body.feedback, req.signal),
  );
}
