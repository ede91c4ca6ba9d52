/**
 * The one rule for text any request may carry: no control characters other than tab and
 * newline (a CR is allowed only as part of CRLF), and no unpaired UTF-16 surrogates (they
 * cannot be stored as UTF-8). Applied by the route wrapper to every string and key of every
 * body and query, so no field can forget it.
 */

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\r(?!\n)/;

/** True when `s` is text a field may hold. */
export function isSafeText(s: string): boolean {
  return !CONTROL.test(s) && s.isWellFormed();
}

export type UnsafeText = { kind: 'text'; path: string[] } | { kind: 'depth'; path: string[] };

/**
 * Walks a parsed JSON value without recursion and returns the first string or key that breaks
 * the rule (with its path), a nesting deeper than `maxDepth`, or null when all is well.
 */
export function findUnsafeText(value: unknown, maxDepth: number): UnsafeText | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return { kind: 'text', path };
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= maxDepth) return { kind: 'depth', path };
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
      for (const [key, child] of entries) {
        if (!isSafeText(key)) return { kind: 'text', path: [...path, key.replace(CONTROL_GLOBAL, '?')] };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

const CONTROL_GLOBAL = new RegExp(CONTROL.source, 'g');
