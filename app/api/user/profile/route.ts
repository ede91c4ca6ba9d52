import { route } from '@/lib/http/route';
import { toPublicUser, updateProfile } from '@/lib/users/profile';
import { profileUpdateSchema, publicUserSchema } from '@/lib/validation/user';

/** GET /api/user/profile → the signed-in user (401 when signed out). */
export const GET = route(
  {
    summary: 'Read my profile',
    tag: 'user',
    access: 'user',
    response: publicUserSchema,
  },
  ({ user }) => toPublicUser(user),
);

/**
 * PUT /api/user/profile {name?, subject?, location?, yearGroup?, examBoard?} → the updated user.
 * null or "" clears an optional field; unknown fields and values → 400.
 */
export const PUT = route(
  {
    summary: 'Update my profile',
    description: 'null or "" clears an optional field; unknown fields are refused.',
    tag: 'user',
    access: 'user',
    body: profileUpdateSchema,
    response: publicUserSchema,
    example: { body: { name: 'Jo Bloggs', yearGroup: 'Year 8' } },
  },
  async ({ user, body }) => toPublicUser(await updateProfile(user.id, body)),
);
