import { route } from '@/lib/http/route';
import { claimPreview } from '@/lib/previews/service';
import { lessonIdSchema } from '@/lib/validation/lesson';
import { claimPreviewBodySchema } from '@/lib/validation/preview';

/**
 * POST /api/generate/claim-preview {previewToken} → {id} of the new lesson (counts as one
 * generation). 404 when the token is unknown, already used or older than 24 hours; 403 when
 * the user has no lessons left.
 */
export const POST = route(
  {
    summary: 'Keep a visitor preview as a lesson',
    description: 'Counts as one generation. The token is single use and lasts 24 hours.',
    tag: 'generate',
    access: 'user',
    body: claimPreviewBodySchema,
    response: lessonIdSchema,
    errors: ['NOT_FOUND', 'LIMIT_REACHED'],
  },
  ({ user, body }) => claimPreview(user.id, body.previewToken),
);
