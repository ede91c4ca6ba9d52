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

/** What a link sent by e-mail is for. */
export const ACCOUNT_LINK_PURPOSES = ['verify', 'reset'] as const;

export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** How long a link sent by e-mail works, in seconds: verification 24 hours, password reset 1 hour. */
export const ACCOUNT_LINK_TTL_SECONDS: Record<AccountLinkPurpose, number> = {
  verify: 24 * 60 * 60,
  reset: 60 * 60,
};

/** A live session's last-seen time (and its sliding expiry) is written at most this often, in seconds. */
export const SESSION_TOUCH_SECONDS = 5 * 60;

/** Ended or expired session rows are kept this long for the record, in seconds, then deleted. */
export const SESSION_RETENTION_SECONDS = 30 * 24 * 60 * 60;

/** How long a browser stays trusted for sign-in after a successful sign-in (device cookie), in seconds. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
