import { apiOk, withApi } from '@/lib/http';
import { comparisonRows } from '@/lib/billing/features';

/** GET /api/pricing/features (public) → comparison rows [{id, label, tiers: {free, premium, enterprise}}]. */
export const GET = withApi(async () => apiOk(comparisonRows()));
