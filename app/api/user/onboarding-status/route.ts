import { route } from '@/lib/http/route';
import { onboardingStatus } from '@/lib/users/onboarding';
import { onboardingStatusSchema } from '@/lib/validation/user';

/** GET /api/user/onboarding-status → {completed, required, activeRole, hasSubject}. */
export const GET = route(
  {
    summary: 'Read whether onboarding is done',
    tag: 'user',
    access: 'user',
    response: onboardingStatusSchema,
  },
  ({ user }) => onboardingStatus(user),
);
