import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { profileUpdateSchema } from '@/lib/validation/user';
import { toPublicUser, updateProfile } from '@/lib/users/profile';

/** GET /api/user/profile → the signed-in user (401 when signed out). */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(toPublicUser(user));
});

/**
 * PUT /api/user/profile {name?, subject?, location?, yearGroup?, examBoard?} → the updated user.
 * null or "" clears an optional field; unknown fields and values → 400.
 */
export const PUT = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const input = await parseJson(req, profileUpdateSchema);
  return apiOk(toPublicUser(await updateProfile(user.id, input)));
});
