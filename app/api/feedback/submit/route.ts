import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { senderFrom } from '@/lib/feedback/sender';
import { submitFeedback } from '@/lib/feedback/service';
import { feedbackSubmitSchema } from '@/lib/validation/feedback';

/**
 * POST /api/feedback/submit {type, message, page} (users and visitors) → 201 with the saved
 * feedback. 400 for a message under 10 characters (trimmed) or over 2000; 429 when the sender
 * has sent too much in the last hour (product-spec §5, DECISIONS §1).
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, feedbackSubmitSchema);
  const sender = await senderFrom(req);
  return apiOk(await submitFeedback(sender, input), 201);
});
