import { route } from '@/lib/http/route';
import { completeOnboarding } from '@/lib/users/onboarding';
import { toPublicUser } from '@/lib/users/profile';
import { onboardingSchema, publicUserSchema } from '@/lib/validation/user';

/**
 * POST /api/user/onboarding {role: 'teacher', subject, location?, yearGroup?, examBoard?}
 * → the updated user. Tutor and self_learner → 400 until those roles land.
 */
export const POST = route(
  {
    summary: 'Finish onboarding',
    description: 'Only the teacher role can be chosen for now.',
    tag: 'user',
    access: 'user',
    body: onboardingSchema,
    response: publicUserSchema,
    example: { body: { role: 'teacher', subject: 'Mathematics', location: 'England', yearGroup: 'Year 7' } },
  },
  async ({ user, body }) => toPublicUser(await completeOnboarding(user.id, body)),
);
