/** What the API accepts in one request: body sizes and nesting. */

/** Largest JSON request body any API route reads, in bytes; larger ones answer 413 unread. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Deepest nesting of arrays and objects accepted in a request body (a lesson is about 6 deep). */
export const MAX_JSON_DEPTH = 32;

/** Largest Stripe webhook body accepted, in bytes: Stripe's events are a few kilobytes. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
