import { route } from '@/lib/http/route';
import { pricingTiers } from '@/lib/billing/pricing';
import { pricingTiersSchema } from '@/lib/validation/billing';

export const dynamic = 'force-dynamic';

/**
 * GET /api/pricing/tiers (public) → {currency, stripeConfigured, tiers, creditPacks}: Free,
 * Premium (popular, 14-day trial on a first subscription) and Schools (contact us, two columns);
 * `current` marks a signed-in user's plan.
 */
export const GET = route(
  {
    summary: 'List the plans and credit packs',
    description: 'Signed in, `current` marks your plan.',
    tag: 'pricing',
    access: 'optional',
    response: pricingTiersSchema,
  },
  ({ user }) => pricingTiers(user),
);
