/** Accounts: the roles a person uses the product as, field lengths, sessions, deletion and reset. */

/** Roles a person uses the product as. */
export const USER_ROLES = ['teacher', 'tutor', 'self_learner'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that can be chosen today; the others show "Coming Soon". */
export const ENABLED_ROLES: readonly UserRole[] = ['teacher'];

/** Account permission level, server-side only. */
export const ACCOUNT_ROLES = ['user', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Field lengths accepted by the server. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Above this, password hashing becomes a denial-of-service vector. */
export const PASSWORD_MAX = 200;

/** Session and bearer token lifetime, in seconds. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Retention: days to delete data after account deletion. */
export const DELETION_RETENTION_DAYS = 30;

/** What the user types to confirm DELETE /api/account (body {confirm: "DELETE"}). */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';
