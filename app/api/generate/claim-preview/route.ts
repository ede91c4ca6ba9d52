import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { claimPreview } from '@/lib/previews/service';
import { claimPreviewBodySchema } from '@/lib/validation/preview';

/**
 * POST /api/generate/claim-preview {previewToken} → {id} of the new lesson (counts as one
 * generation). 404 when the token is unknown, already used or older than 24 hours; 403 when
 * the user has no lessons left.
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const { previewToken } = await parseJson(req, claimPreviewBodySchema);
  return apiOk(await claimPreview(user.id, previewToken));
});
