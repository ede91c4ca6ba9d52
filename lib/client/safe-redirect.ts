/** A `from` parameter made safe to navigate to: only same-site paths, else `fallback`. */
export function safeRedirect(from: string | null | undefined, fallback = '/dashboard'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (from.startsWith('/login') || from.startsWith('/signup') || from.startsWith('/auth/')) return fallback;
  return from;
}
