/**
 * Onboarding: whether an account still has to choose its role and subject, and saving that
 * choice as the active role and a role profile.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { roleProfiles, users, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { ENABLED_ROLES, type UserRole } from '@/lib/constants/accounts';
import type { OnboardingInput } from '@/lib/validation/user';

/** Onboarding is required while the role or the subject is missing. */
export function isOnboardingRequired(user: Pick<User, 'activeRole' | 'subject'>): boolean {
  return !user.activeRole || !user.subject;
}

/**
 * Saves onboarding (POST /api/user/onboarding): the role profile and the user's active role and
 * teaching details, in one transaction; returns the updated row. A role not yet enabled →
 * VALIDATION_ERROR (400); an account that no longer exists → UNAUTHORIZED (401).
 */
export async function completeOnboarding(userId: string, input: OnboardingInput): Promise<User> {
  if (!ENABLED_ROLES.includes(input.role) || input.role !== 'teacher') {
    const label = input.role === 'self_learner' ? 'Self-learner' : 'Tutor';
    throw new ApiError(
      'VALIDATION_ERROR',
      `role: ${label} accounts are coming soon. Only the teacher role is available for now.`,
    );
  }
  const details = {
    subject: input.subject,
    location: input.location ?? null,
    yearGroup: input.yearGroup ?? null,
    examBoard: input.examBoard ?? null,
  };
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .insert(roleProfiles)
      .values({ userId, role: input.role, ...details })
      .onConflictDoUpdate({ target: [roleProfiles.userId, roleProfiles.role], set: details });
    const [user] = await tx
      .update(users)
      .set({ activeRole: input.role, ...details })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
    return user;
  });
}

export interface OnboardingStatus {
  completed: boolean;
  required: boolean;
  activeRole: UserRole | null;
  hasSubject: boolean;
}

/** GET /api/user/onboarding-status: whether onboarding is done, from the user row alone. */
export function onboardingStatus(user: User): OnboardingStatus {
  const required = isOnboardingRequired(user);
  return {
    completed: !required,
    required,
    activeRole: (user.activeRole as UserRole | null) ?? null,
    hasSubject: Boolean(user.subject),
  };
}
