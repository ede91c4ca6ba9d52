/** Where a sign-in may send the browser next: only a path on this site. */

/** Paths a sign-in never returns to (they would lead straight back to a sign-in form). */
const AUTH_PATHS = ['/login', '/signup', '/auth/'];

/** An origin no real URL has: a `from` that resolves anywhere else leaves the site. */
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * Control characters (browsers drop tabs and newlines inside URLs, so `/\t/x` becomes `//x`)
 * and backslashes (browsers read them as slashes).
 */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** `text` percent-decoded until it stops changing (a lone `%` ends decoding where it is). */
function decodeFully(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * A `from` parameter made safe to navigate to after signing in: the same path, query and hash
 * when `from` is a path on this site, otherwise `fallback`. Refused, raw or percent-encoded:
 * anything that is not a path starting with one `/`, control characters, backslashes, a path
 * that resolves to another origin, and the sign-in pages themselves (/login, /signup, /auth/…).
 */
export function safeRedirect(from: string | null | undefined, fallback = '/dashboard'): string {
  if (!from || !from.startsWith('/')) return fallback;
  const decoded = decodeFully(from);
  if (UNSAFE_CHARACTERS.test(from) || UNSAFE_CHARACTERS.test(decoded) || decoded.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(from, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = decodeFully(url.pathname);
  if (path.startsWith('//') || AUTH_PATHS.some((p) => path.startsWith(p))) return fallback;
  return url.pathname + url.search + url.hash;
}
