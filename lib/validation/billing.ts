/**
 * Bodies of the payment and account-data routes . One zod schema per body, shared by the
 * route handlers and any form that sends them.
 */
import { z } from 'zod';
import { ACCOUNT_DELETE_CONFIRMATION } from '@/lib/constants/accounts';
import { CREDIT_PACKS } from '@/lib/constants/billing';
import { parseJson } from '@/lib/http/respond';

/** POST /api/stripe/create-checkout-session. */
export const checkoutSchema = z.object({
  priceId: z.string({ error: 'priceId is required' }).trim().min(1, 'priceId is required').max(255),
});

const packIds = CREDIT_PACKS.map((p) => p.id) as [string, ...string[]];

/** POST /api/pricing/purchase-credits (body optional; the default pack when none is named). */
export const purchaseCreditsSchema = z.object({
  packId: z.enum(packIds, { error: `packId must be one of: ${packIds.join(', ')}` }).optional(),
});

/** POST /api/pricing/check-limits (body optional). */
export const checkLimitsSchema = z.object({
  action: z.literal('generate', { error: 'action must be generate' }).optional(),
});

/** DELETE /api/account: the typed confirmation. */
export const deleteAccountSchema = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, {
    error: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm that you want to delete your account`,
  }),
});

/** POST /api/account/debug/toggle-premium (body optional: without isPremium the flag is flipped). */
export const debugPremiumSchema = z.object({ isPremium: z.boolean().optional() });

/** Like parseJson, but an empty body counts as `{}` (for routes whose body is optional). */
export async function parseOptionalJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const text = await req.text();
  return parseJson(new Request(req.url, { method: 'POST', body: text.trim() ? text : '{}' }), schema);
}
