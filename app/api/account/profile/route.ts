import { route } from '@/lib/http/route';
import { getAccountProfile } from '@/lib/users/profile';
import { accountProfileSchema } from '@/lib/validation/account';

/** GET /api/account/profile → the account with its role profiles. */
export const GET = route(
  {
    summary: 'Read my account with its role profiles',
    tag: 'account',
    access: 'user',
    response: accountProfileSchema,
  },
  ({ user }) => getAccountProfile(user),
);
