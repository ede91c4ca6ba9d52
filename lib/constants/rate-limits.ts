/** Rate limits, counted in Postgres so they hold across every instance. Windows in seconds. */

/** Rate limits for sign-in and registration. Windows in seconds. */
export const RATE_LIMITS = {
  loginPerIp: { points: 20, windowSeconds: 15 * 60 },
  loginPerEmail: { points: 8, windowSeconds: 15 * 60 },
  registerPerIp: { points: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { points: 5, windowSeconds: 60 * 60 },
} as const;

/** Per signed-in user, or per visitor (hashed address), so the inbox stays usable. */
export const FEEDBACK_RATE_LIMITS = {
  feedback: { points: 10, windowSeconds: 60 * 60 },
  support: { points: 5, windowSeconds: 60 * 60 },
} as const;
