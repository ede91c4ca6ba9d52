/** Timings and thresholds the screens use: toasts, the edit counter's colours, waits and polls. */

/** Edit-counter badge colour thresholds. */
export const CUSTOMISATION_BADGE_YELLOW_FROM = 10;
export const CUSTOMISATION_BADGE_ORANGE_FROM = 15;

/** Toast durations in milliseconds. */
export const TOAST_MS = {
  success: 2000,
  error: 4000,
  long: 5000,
  editLimit: 6000,
  maxVisible: 20,
} as const;

/** After Checkout, how often and how long the account page asks whether the webhook has landed. */
export const CHECKOUT_POLL = { intervalSeconds: 2, timeoutSeconds: 60 } as const;
/** After an admin resets their account, the wait before /onboarding. */
export const ACCOUNT_RESET_REDIRECT_MS = 1000;
