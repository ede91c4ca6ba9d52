import { route } from '@/lib/http/route';
import { comparisonRows } from '@/lib/billing/features';
import { comparisonRowsSchema } from '@/lib/validation/billing';

/** GET /api/pricing/features (public) → comparison rows [{id, label, tiers: {free, premium, enterprise}}]. */
export const GET = route(
  {
    summary: 'Compare the plans',
    tag: 'pricing',
    access: 'public',
    response: comparisonRowsSchema,
  },
  () => comparisonRows(),
);
