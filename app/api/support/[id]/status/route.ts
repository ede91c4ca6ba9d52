import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireAdmin } from '@/lib/auth/session';
import { updateTicketStatus } from '@/lib/support/service';
import { supportStatusBodySchema } from '@/lib/validation/support';

type Ctx = { params: Promise<{ id: string }> };

/**
 * PUT /api/support/{id}/status {status, adminNotes?} (admins only) → the updated ticket. 404 for
 * an unknown id; 409 for a move SUPPORT_TRANSITIONS does not allow (lib/constants.ts).
 */
export const PUT = withApi<Ctx>(async (req: NextRequest, { params }) => {
  await requireAdmin(req);
  const { id } = await params;
  const body = await parseJson(req, supportStatusBodySchema);
  return apiOk(await updateTicketStatus(id, body));
});
