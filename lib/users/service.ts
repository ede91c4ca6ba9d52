/**
 * Users: accounts, credentials, profile and onboarding. The only code that reads or writes
 * the users and role_profiles tables.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { roleProfiles, users, type RoleProfile, type User } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { ENABLED_ROLES, type UserRole } from '@/lib/constants/accounts';
import { RATE_LIMITS } from '@/lib/constants/rate-limits';
import { env } from '@/lib/env';
import { consume, enforce, peek, rateLimitedError } from '@/lib/rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import type { LoginInput, RegisterInput } from '@/lib/validation/auth';
import type { OnboardingInput, ProfileUpdateInput } from '@/lib/validation/user';

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
  createdAt: string;
}

/** Onboarding is required while the role or the subject is missing (spec §4 "Onboarding"). */
export function isOnboardingRequired(user: Pick<User, 'activeRole' | 'subject'>): boolean {
  return !user.activeRole || !user.subject;
}

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
    createdAt: user.createdAt.toISOString(),
  };
}

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Rate-limit keys that name an e-mail address (account deletion removes them with the account). */
export const emailRateLimitKeys = {
  login: (email: string) => `login:email:${email}`,
  register: (email: string) => `register:email:${email}`,
};

/** The account with this id, or null. */
export async function getUserById(id: string): Promise<User | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The account with this e-mail (any case), or null. */
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
 * Creates an account (POST /api/auth/register). Rate limited per IP and per e-mail
 * (429). An e-mail already in use → EMAIL_TAKEN (409). Addresses in ADMIN_EMAILS get the
 * admin role (DECISIONS §2).
 */
export async function registerUser(input: RegisterInput, ip: string): Promise<User> {
  await enforce(
    [
      { key: `register:ip:${ip}`, limit: RATE_LIMITS.registerPerIp },
      { key: emailRateLimitKeys.register(input.email), limit: RATE_LIMITS.registerPerEmail },
    ],
    'Too many sign-up attempts.',
  );
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name ?? null,
      passwordHash,
      role: env.adminEmails.includes(input.email) ? 'admin' : 'user',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists');
  return created;
}

/**
 * Checks an e-mail and password (POST /api/auth/login and the web sign-in). Every attempt counts
 * against the caller's IP; only failed attempts count against the e-mail, so guessing can lock
 * an account for a while but its owner's own successful sign-ins never do (429 either way).
 * Unknown e-mail and wrong password answer the same INVALID_CREDENTIALS (401) after the same
 * amount of work (DECISIONS §2).
 */
export async function authenticate(input: LoginInput, ip: string): Promise<User> {
  const message = 'Too many sign-in attempts.';
  const emailKey = emailRateLimitKeys.login(input.email);
  await enforce([{ key: `login:ip:${ip}`, limit: RATE_LIMITS.loginPerIp }], message);
  const emailState = await peek(emailKey, RATE_LIMITS.loginPerEmail);
  if (!emailState.allowed) throw rateLimitedError(message, emailState.retryAfterSeconds);

  const user = await getUserByEmail(input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) {
    await consume(emailKey, RATE_LIMITS.loginPerEmail);
    throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  return user;
}

/** Finds or creates the account for a Google sign-in (verified e-mail only). */
export async function upsertOAuthUser(email: string, name: string | null): Promise<User> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  await db
    .insert(users)
    .values({ email: normalised, name, role: env.adminEmails.includes(normalised) ? 'admin' : 'user' })
    .onConflictDoNothing({ target: users.email });
  const user = await getUserByEmail(normalised);
  if (!user) throw new ApiError('INTERNAL_ERROR', 'Could not create the account');
  return user;
}

/** Grants the admin role to every existing account in ADMIN_EMAILS (run at start-up). */
export async function grantConfiguredAdmins(emails = env.adminEmails): Promise<number> {
  if (emails.length === 0) return 0;
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, emails), sql`${users.role} <> 'admin'`))
    .returning({ id: users.id });
  return updated.length;
}

/**
 * Saves onboarding (POST /api/user/onboarding): the role profile and the user's active role and
 * teaching details, in one transaction. Roles not yet enabled → VALIDATION_ERROR (400,
 * DECISIONS §6).
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

/**
 * Updates name and teaching details (PUT /api/user/profile). Teaching details are mirrored to
 * the active role's profile so the two never disagree.
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

export interface OnboardingStatus {
  completed: boolean;
  required: boolean;
  activeRole: UserRole | null;
  hasSubject: boolean;
}

/** GET /api/user/onboarding-status. */
export function onboardingStatus(user: User): OnboardingStatus {
  const required = isOnboardingRequired(user);
  return {
    completed: !required,
    required,
    activeRole: (user.activeRole as UserRole | null) ?? null,
    hasSubject: Boolean(user.subject),
  };
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

/** GET /api/account/profile: the account with its role profiles (spec §3 "Account profile"). */
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
