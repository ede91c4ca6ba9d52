import { route } from '@/lib/http/route';
import { changePasswordSchema, passwordChangedSchema } from '@/lib/validation/auth';
import { changePassword } from '@/lib/users/passwords';

/**
 * POST /api/account/password {currentPassword, newPassword, confirmPassword} → {endedSessions}:
 * changes the password and signs the account out everywhere else (this session stays). 401 when
 * signed out; 400 for an invalid field, mismatched passwords or a wrong current password; 429
 * RATE_LIMITED after repeated wrong current passwords.
 */
export const POST = route(
  {
    summary: 'Change my password',
    description: 'Needs the current password. Every other session of the account ends; this one stays.',
    tag: 'account',
    access: 'user',
    body: changePasswordSchema,
    response: passwordChangedSchema,
    errors: ['RATE_LIMITED'],
  },
  ({ user, sessionId, body }) => changePassword(user, sessionId, body),
);
