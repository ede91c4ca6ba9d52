import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { requireDebugTools, toggleDebugPremium } from '@/lib/billing/debug';
import { debugPremiumSchema, parseOptionalJson } from '@/lib/validation/billing';

/**
 * POST /api/account/debug/toggle-premium {isPremium?} → {isPremium, message} (product-spec §7).
 * Exists only with ENABLE_DEBUG_TOOLS=true outside production; 404 otherwise, before anything
 * else is looked at (DECISIONS §2).
 */
export const POST = withApi(async (req: NextRequest) => {
  requireDebugTools();
  const user = await requireUser(req);
  const { isPremium } = await parseOptionalJson(req, debugPremiumSchema);
  return apiOk(await toggleDebugPremium(user, isPremium));
});
