import { route } from '@/lib/http/route';
import { env } from '@/lib/env';
import { toggleDebugPremium } from '@/lib/billing/debug';
import { debugPremiumResultSchema, debugPremiumSchema } from '@/lib/validation/billing';

/**
 * POST /api/account/debug/toggle-premium {isPremium?} → {isPremium, message}: sets (or, without
 * a value, flips) the caller's Premium flag. Exists only with ENABLE_DEBUG_TOOLS=true outside
 * production; otherwise 404, before anything else is looked at.
 */
export const POST = route(
  {
    summary: 'Switch Premium on or off (debug tools)',
    description: 'Exists only when ENABLE_DEBUG_TOOLS=true outside production; 404 otherwise. Stripe is not involved.',
    tag: 'account',
    access: 'user',
    enabled: () => env.debugToolsEnabled,
    body: debugPremiumSchema,
    bodyOptional: true,
    response: debugPremiumResultSchema,
    example: { body: { isPremium: true }, response: { isPremium: true, message: 'Premium enabled (debug)' } },
  },
  ({ user, body }) => toggleDebugPremium(user, body.isPremium),
);
