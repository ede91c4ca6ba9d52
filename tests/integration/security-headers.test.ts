/**
 * The security headers every page gets from proxy.ts: a Content-Security-Policy that runs only
 * this response's scripts and lets no site frame the page, HSTS only over https, and the
 * sign-in redirect of signed-in pages exactly as before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/db';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import { contentSecurityPolicy, pageSecurityHeaders } from '@/lib/security/headers';
import { sessionCookie, signUp } from '../helpers/api';

beforeAll(async () => {
  await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const page = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

describe('the Content-Security-Policy', () => {
  it('runs only scripts with this response’s nonce (and what they load), and allows no plugins, framing, foreign forms or <base>', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123==', development: false, https: false }));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows eval only for `next dev`, and upgrades http subresources only over https", () => {
    expect(contentSecurityPolicy({ nonce: 'n', development: false, https: true })).not.toContain('unsafe-eval');
    expect(directives(contentSecurityPolicy({ nonce: 'n', development: true, https: false })).get('script-src')).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: 'n', development: false, https: true })).has('upgrade-insecure-requests')).toBe(true);
  });

  it('adds HSTS for two years, subdomains included, only when served over https', () => {
    expect(pageSecurityHeaders({ nonce: 'n', development: false, https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(pageSecurityHeaders({ nonce: 'n', development: false, https: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('proxy.ts', () => {
  it('runs for every page, and not for /api, Next’s static files or the favicon', () => {
    for (const url of ['/', '/login', '/pricing', '/preview', '/lessons/1/print/lesson-plan', '/account?tab=subscription&checkout=success', '/no-such-page']) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
    }
    for (const url of ['/api/health', '/api/auth/session', '/_next/static/chunks/main.js', '/favicon.ico']) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
  });

  it('gives each page response its own nonce, and hands the same policy to Next.js so its scripts carry that nonce', async () => {
    const first = await proxy(page('/'));
    const second = await proxy(page('/'));
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    // NextResponse.next({request: {headers}}) forwards overridden request headers this way.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(first.headers.get('x-middleware-next')).toBe('1');
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when NEXTAUTH_URL is https', async () => {
    vi.stubEnv('NEXTAUTH_URL', 'https://plenary.example');
    const res = await proxy(page('/pricing'));
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('still sends a signed-out visitor of a signed-in page to /login?from=<page>, with the headers set', async () => {
    for (const path of ['/dashboard', '/lessons/abc/print/quiz?autoprint=0', '/account', '/admin/feedback', '/generate', '/editor/abc', '/onboarding']) {
      const res = await proxy(page(path));
      expect(res.status, path).toBe(307);
      const location = new URL(res.headers.get('location')!);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('from')).toBe(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('lets a signed-in teacher through, and never redirects public pages', async () => {
    // A real teacher: a session cookie names a live session row, which needs the account.
    const { user } = await signUp();
    const cookie = await sessionCookie(user.id);
    expect((await proxy(page('/dashboard', cookie))).headers.get('x-middleware-next')).toBe('1');
    for (const path of ['/', '/login', '/pricing', '/preview', '/dashboards', '/lessonsplans']) {
      const res = await proxy(page(path));
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('x-middleware-next'), path).toBe('1');
    }
  });
});
