import { route } from '@/lib/http/route';
import { pricingUsage } from '@/lib/billing/pricing';
import { pricingUsageSchema } from '@/lib/validation/billing';

/** GET /api/pricing/usage → {currentTier, isPremium, used, limit, remaining, credits}. */
export const GET = route(
  {
    summary: 'Read my plan usage',
    tag: 'pricing',
    access: 'user',
    response: pricingUsageSchema,
  },
  ({ user }) => pricingUsage(user),
);
