/**
 * The security headers of every page: a Content-Security-Policy whose scripts are limited to
 * this request's nonce (and what those scripts load, 'strict-dynamic'), and Strict-Transport-
 * Security when the site is served over https. The proxy sets them on each page response and
 * passes the policy to Next.js on the request, which puts the nonce on its own scripts.
 * Headers that never change per request (nosniff, Referrer-Policy, …) are in next.config.ts.
 */
import { HSTS_MAX_AGE_SECONDS } from '@/lib/constants/security';

export interface PageSecurityOptions {
  /** This request's nonce (base64, fresh per request). */
  nonce: string;
  /** `next dev`: React's development build needs eval for its debugging aids. */
  development: boolean;
  /** The site is served over https: add HSTS and upgrade any http subresource. */
  https: boolean;
}

/** A fresh, unguessable nonce for one response: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy value. Scripts: only those carrying `nonce` and what they load;
 * 'unsafe-eval' only in development. Styles: this site and inline (Radix and sonner set inline
 * styles). Images and fonts: this site, data: and blob: (downloads and previews). Requests
 * (fetch, event streams): this site only. No plugins, no <base> elsewhere, forms post only
 * here, and no site may frame a page.
 */
export function contentSecurityPolicy({ nonce, development, https }: PageSecurityOptions): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The per-request security headers of a page, by name: Content-Security-Policy always, and
 * Strict-Transport-Security (two years, subdomains included) only over https.
 */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Security-Policy': contentSecurityPolicy(options) };
  if (options.https) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}
