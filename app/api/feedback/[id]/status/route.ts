import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireAdmin } from '@/lib/auth/session';
import { updateFeedbackStatus } from '@/lib/feedback/service';
import { feedbackStatusBodySchema } from '@/lib/validation/feedback';

type Ctx = { params: Promise<{ id: string }> };

/**
 * PUT /api/feedback/{id}/status {status} (admins only) → the updated feedback. 404 for an
 * unknown id; 409 for a move FEEDBACK_TRANSITIONS does not allow (lib/constants.ts).
 */
export const PUT = withApi<Ctx>(async (req: NextRequest, { params }) => {
  await requireAdmin(req);
  const { id } = await params;
  const { status } = await parseJson(req, feedbackStatusBodySchema);
  return apiOk(await updateFeedbackStatus(id, status));
});
