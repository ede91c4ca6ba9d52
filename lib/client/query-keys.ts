/**
 * The React Query keys of data several screens share. Invalidate a key after a change that
 * makes its data stale; every query of that data uses the same key.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  config: ['config'] as const,
  dashboard: ['dashboard'] as const,
  account: ['account'] as const,
  /** GET /api/account/subscription: invalidate when the plan or credits may have changed. */
  subscription: ['subscription'] as const,
  /** GET /api/pricing/tiers|features|usage, each under its own key. */
  pricing: ['pricing'] as const,
  /** Every page of GET /api/lessons; invalidate after a lesson is created or deleted. */
  lessons: ['lessons'] as const,
};
