import type { NextRequest } from 'next/server';
import { apiOk, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { getAccountProfile } from '@/lib/users/profile';

/** GET /api/account/profile → the account with its role profiles (spec §3 "Account profile"). */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  return apiOk(await getAccountProfile(user));
});
