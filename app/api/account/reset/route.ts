import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireAdmin } from '@/lib/auth/session';
import { resetAccount } from '@/lib/users/erase';
import { toPublicUser } from '@/lib/users/profile';

/**
 * POST /api/account/reset (no body; admins only, checked here: others → 403) → {reset: true,
 * lessonsDeleted, user}. Deletes the admin's own lessons, role profiles and onboarding data and
 * keeps the credentials (DECISIONS §3); the page then goes to /onboarding after 1 s.
 */
export const POST = withApi(async (req: NextRequest) => {
  const admin = await requireAdmin(req);
  const { user, lessonsDeleted } = await resetAccount(admin);
  return apiOk({ reset: true as const, lessonsDeleted, user: toPublicUser(user) });
});
