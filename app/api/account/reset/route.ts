import { route } from '@/lib/http/route';
import { resetAccount } from '@/lib/users/erase';
import { toPublicUser } from '@/lib/users/profile';
import { accountResetSchema } from '@/lib/validation/account';

/**
 * POST /api/account/reset (no body; admins only: 401 signed out, 403 others) → {reset: true,
 * lessonsDeleted, user}. Deletes the admin's own lessons, role profiles and onboarding data and
 * keeps the credentials; the page then goes to onboarding.
 */
export const POST = route(
  {
    summary: 'Reset my account (admins)',
    description: "Deletes the admin's own lessons, role profiles and onboarding data; the sign-in stays.",
    tag: 'account',
    access: 'admin',
    response: accountResetSchema,
  },
  async ({ user }) => {
    const { user: reset, lessonsDeleted } = await resetAccount(user);
    return { reset: true as const, lessonsDeleted, user: toPublicUser(reset) };
  },
);
