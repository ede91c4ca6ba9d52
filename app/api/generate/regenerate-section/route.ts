import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { regenerateSection } from '@/lib/lessons/regenerate';
import { regenerateSectionBodySchema } from '@/lib/validation/lesson';

/**
 * POST /api/generate/regenerate-section {lessonId, section: starter|main|plenary, feedback} →
 * {section, content, customizationsRemaining}; the phase keeps its duration. Counts one
 * customization (400 "Customization limit…" when none are left); 404 when not yours.
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const body = await parseJson(req, regenerateSectionBodySchema);
  return apiOk(await regenerateSection(user.id, body.lessonId, body.section, body.feedback, req.signal));
});
