import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { checkGenerationLimits } from '@/lib/billing/plans';
import { checkLimitsSchema, parseOptionalJson } from '@/lib/validation/billing';

/**
 * POST /api/pricing/check-limits {action?: 'generate'} → {allowed, willUse, currentTier, limit,
 * used, remaining, credits, message}: may this user generate now, and what it will use (free
 * lesson, then a credit; Premium uses neither). A read only: the charge happens when the lesson
 * is saved (lib/billing/quota.ts).
 */
export const POST = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  await parseOptionalJson(req, checkLimitsSchema);
  return apiOk(checkGenerationLimits(user));
});
