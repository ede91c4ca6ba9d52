import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { pricingUsage } from '@/lib/billing/pricing';

/** GET /api/pricing/usage → {currentTier, isPremium, used, limit, remaining, credits}. */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(pricingUsage(user));
});
