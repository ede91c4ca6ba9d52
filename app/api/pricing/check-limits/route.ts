import { route } from '@/lib/http/route';
import { checkGenerationLimits } from '@/lib/billing/plans';
import { checkLimitsSchema, generationCheckSchema } from '@/lib/validation/billing';

/**
 * POST /api/pricing/check-limits {action?: 'generate'} → {allowed, willUse, currentTier, limit,
 * used, remaining, credits, message}: may this user generate now, and what it will use (free
 * lesson, then a credit; Premium uses neither). A read only: the charge happens when the lesson
 * is saved.
 */
export const POST = route(
  {
    summary: 'Check whether I can write a lesson now',
    description: 'What the next lesson would use: Premium, a free lesson or a credit. Nothing is charged.',
    tag: 'pricing',
    access: 'user',
    body: checkLimitsSchema,
    bodyOptional: true,
    response: generationCheckSchema,
    example: { body: { action: 'generate' } },
  },
  ({ user }) => checkGenerationLimits(user),
);
