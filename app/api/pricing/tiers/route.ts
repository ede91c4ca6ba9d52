import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { currentUser } from '@/lib/auth/session';
import { pricingTiers } from '@/lib/billing/pricing';

export const dynamic = 'force-dynamic';

/**
 * GET /api/pricing/tiers (public) → {currency, stripeConfigured, tiers, creditPacks}: Free,
 * Premium (popular, 14-day trial on a first subscription) and Schools (contact us, two columns);
 * `current` marks a signed-in user's plan.
 */
export const GET = withApi(async (req: NextRequest) => {
  const user = await currentUser(req);
  return apiOk(await pricingTiers(user));
});
