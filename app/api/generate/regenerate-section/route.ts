import { route } from '@/lib/http/route';
import { regenerateSection } from '@/lib/lessons/regenerate';
import { regenerateSectionBodySchema, regenerateSectionResultSchema } from '@/lib/validation/lesson';

/**
 * POST /api/generate/regenerate-section {lessonId, section: starter|main|plenary, feedback} →
 * {section, content, customizationsRemaining}; the phase keeps its duration. Counts one
 * customisation (400 "Customization limit…" when none are left); 400 for a malformed lessonId;
 * 404 when the lesson is not yours.
 */
export const POST = route(
  {
    summary: 'Rewrite the starter, main or plenary',
    description: 'The phase keeps its duration. Counts one customisation of the lesson.',
    tag: 'generate',
    access: 'user',
    body: regenerateSectionBodySchema,
    response: regenerateSectionResultSchema,
    errors: ['NOT_FOUND', 'CUSTOMIZATION_LIMIT', 'INVALID_TOPIC', 'PROVIDER_ERROR', 'PROVIDER_UNAVAILABLE'],
    example: { body: { lessonId: '0b8f9c1e-4a7d-4c2e-9f3a-2d6b8e1c5a70', section: 'starter', feedback: 'Make it a card sort' } },
  },
  ({ req, user, body }) => regenerateSection(user.id, body.lessonId, body.section, body.feedback, req.signal),
);
