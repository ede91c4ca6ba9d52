import type { NextRequest } from 'next/server';
import { apiOk, parseJson, withApi } from '@/lib/http';
import { requireSession } from '@/lib/auth/session';
import { changePasswordSchema } from '@/lib/validation/auth';
import { changePassword } from '@/lib/users/passwords';

/**
 * POST /api/account/password {currentPassword, newPassword, confirmPassword} → {endedSessions}:
 * changes the password and signs the account out everywhere else (this session stays). 401 when
 * signed out; 400 for an invalid field, mismatched passwords or a wrong current password; 429
 * RATE_LIMITED after repeated wrong current passwords.
 */
export const POST = withApi(async (req: NextRequest) => {
  const { user, sessionId } = await requireSession(req);
  const input = await parseJson(req, changePasswordSchema);
  return apiOk(await changePassword(user, sessionId, input));
});
