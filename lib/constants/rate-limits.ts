/** Rate limits, counted in Postgres so they hold across every instance. Windows in seconds. */

/**
 * Rate limits for sign-in and registration. Windows in seconds. Sign-in counts every attempt
 * per client address (loginPerIp); failed attempts at one address per client address
 * (loginPerEmailAndIp), per address from browsers it has never signed in on (loginPerEmail), and
 * per device cookie from a browser it has signed in on (loginPerDevice). loginPerEmailAndIp is
 * below loginPerEmail, so one client guessing cannot lock the owner out from elsewhere.
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 20, windowSeconds: 15 * 60 },
  loginPerEmail: { points: 8, windowSeconds: 15 * 60 },
  loginPerEmailAndIp: { points: 5, windowSeconds: 15 * 60 },
  loginPerDevice: { points: 8, windowSeconds: 15 * 60 },
  registerPerIp: { points: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { points: 5, windowSeconds: 60 * 60 },
  /** "Forgot password" requests per address and per client address. */
  resetPerEmail: { points: 3, windowSeconds: 60 * 60 },
  resetPerIp: { points: 10, windowSeconds: 60 * 60 },
  /** Verification e-mails a signed-in user can ask to be sent again. */
  verifyResendPerUser: { points: 3, windowSeconds: 60 * 60 },
  /** Wrong current passwords when changing the password, per account. */
  passwordChangePerUser: { points: 5, windowSeconds: 15 * 60 },
} as const;

/** Per signed-in user, or per visitor (hashed address), so the inbox stays usable. */
export const FEEDBACK_RATE_LIMITS = {
  feedback: { points: 10, windowSeconds: 60 * 60 },
  support: { points: 5, windowSeconds: 60 * 60 },
} as const;
