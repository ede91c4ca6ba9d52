import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { senderFrom } from '@/lib/feedback/sender';
import { submitTicket } from '@/lib/support/service';
import { supportSubmitSchema } from '@/lib/validation/support';

/**
 * POST /api/support/submit {subject, message, category, email?} (users and visitors) → 201 with
 * the ticket; its `priority` is 'high' for Premium users. Visitors must give `email`. 400 for a
 * subject under 5 or a message under 10 characters (trimmed) or over 5000; 429 when the sender
 * has sent too many tickets in the last hour.
 */
export const POST = withApi(async (req: NextRequest) => {
  const input = await parseJson(req, supportSubmitSchema);
  const sender = await senderFrom(req);
  return apiOk(await submitTicket(sender, input), 201);
});
