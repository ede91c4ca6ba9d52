/** Security headers and the pages that need a signed-in visitor. */

/** How long a browser keeps to https for this site once told (Strict-Transport-Security): two years. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Path prefixes of the signed-in pages: a signed-out visitor of one is sent to /login first.
 * Each covers the path itself and everything under it.
 */
export const SIGNED_IN_PAGE_PREFIXES = ['/dashboard', '/onboarding', '/generate', '/lessons', '/editor', '/account', '/admin'] as const;
