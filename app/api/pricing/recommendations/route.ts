import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { pricingRecommendations } from '@/lib/billing/pricing';

/** GET /api/pricing/recommendations → {currentTier, recommendations: [...]}: what to offer this user now. */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(await pricingRecommendations(user));
});
