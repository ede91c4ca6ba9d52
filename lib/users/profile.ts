/**
 * The account as it is read and edited: lookups by id and e-mail, the public shape every API
 * answer uses, profile updates, and the account page's profile with its role profiles.
 */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { roleProfiles, users, type RoleProfile, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import type { UserRole } from '@/lib/constants/accounts';
import type { ProfileUpdateInput } from '@/lib/validation/user';
import { isOnboardingRequired } from './onboarding';

/** The user as every API answers it: no hash, no Stripe ids, ISO dates. */
export interface PublicUser {
  id: string;
  email: string;
  name: string | null;
  role: 'user' | 'admin';
  activeRole: UserRole | null;
  subject: string | null;
  location: string | null;
  yearGroup: string | null;
  examBoard: string | null;
  isPremium: boolean;
  onboardingRequired: boolean;
  /** True once the owner has confirmed they receive mail at `email`. */
  emailVerified: boolean;
  createdAt: string;
}

/** A user row → the public shape (never the password hash or Stripe ids). */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    activeRole: (user.activeRole as UserRole | null) ?? null,
    subject: user.subject,
    location: user.location,
    yearGroup: user.yearGroup,
    examBoard: user.examBoard,
    isPremium: user.isPremium,
    onboardingRequired: isOnboardingRequired(user),
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The account with this id, or null (also for a string that is not a uuid). */
export async function getUserById(id: string): Promise<User | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The account with this e-mail (any case, surrounding spaces ignored), or null. */
export async function getUserByEmail(email: string): Promise<User | null> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

/** The account with this id; throws UNAUTHORIZED (401) when it no longer exists. */
export async function requireExistingUser(id: string): Promise<User> {
  const user = await getUserById(id);
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return user;
}

/**
 * Updates name and teaching details (PUT /api/user/profile) and returns the updated row.
 * Teaching details are mirrored to the active role's profile so the two never disagree.
 * Throws UNAUTHORIZED (401) when the account no longer exists.
 */
export async function updateProfile(userId: string, input: ProfileUpdateInput): Promise<User> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set(input).where(eq(users.id, userId)).returning();
    if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
    const { name: _name, ...details } = input;
    if (user.activeRole && Object.keys(details).length > 0) {
      await tx
        .update(roleProfiles)
        .set(details)
        .where(and(eq(roleProfiles.userId, userId), eq(roleProfiles.role, user.activeRole)));
    }
    return user;
  });
}

export interface PublicRoleProfile {
  id: string;
  role: UserRole;
  subject: string | null;
  yearGroup: string | null;
  location: string | null;
  examBoard: string | null;
  ageRange: string | null;
  focusArea: string | null;
  studentLevel: string | null;
  currentLevel: string | null;
  learningStyle: string | null;
  timeCommitment: string | null;
  createdAt: string;
}

function toPublicRoleProfile(p: RoleProfile): PublicRoleProfile {
  return {
    id: p.id,
    role: p.role as UserRole,
    subject: p.subject,
    yearGroup: p.yearGroup,
    location: p.location,
    examBoard: p.examBoard,
    ageRange: p.ageRange,
    focusArea: p.focusArea,
    studentLevel: p.studentLevel,
    currentLevel: p.currentLevel,
    learningStyle: p.learningStyle,
    timeCommitment: p.timeCommitment,
    createdAt: p.createdAt.toISOString(),
  };
}

export interface AccountProfile {
  id: string;
  email: string;
  name: string | null;
  role: 'user' | 'admin';
  activeRole: UserRole | null;
  roleProfiles: PublicRoleProfile[];
  isPremium: boolean;
  subscriptionStatus: string | null;
  createdAt: string;
}

/** GET /api/account/profile: the account with its role profiles, oldest profile first. */
export async function getAccountProfile(user: User): Promise<AccountProfile> {
  const db = await getDb();
  const profiles = await db
    .select()
    .from(roleProfiles)
    .where(eq(roleProfiles.userId, user.id))
    .orderBy(roleProfiles.createdAt);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    activeRole: (user.activeRole as UserRole | null) ?? null,
    roleProfiles: profiles.map(toPublicRoleProfile),
    isPremium: user.isPremium,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
  };
}
