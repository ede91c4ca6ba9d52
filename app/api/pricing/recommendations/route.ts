import { route } from '@/lib/http/route';
import { pricingRecommendations } from '@/lib/billing/pricing';
import { recommendationsSchema } from '@/lib/validation/billing';

/** GET /api/pricing/recommendations → {currentTier, recommendations: [...]}: what to offer this user now. */
export const GET = route(
  {
    summary: 'What to offer me now',
    tag: 'pricing',
    access: 'user',
    response: recommendationsSchema,
  },
  ({ user }) => pricingRecommendations(user),
);
