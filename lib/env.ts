/**
 * Reads the environment once, with the defaults the README documents. Server-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export const env = {
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined;
  },
  /** Folder for the embedded database, or `memory://` for an in-memory one. */
  get pgliteDir(): string {
    return process.env.PGLITE_DIR || path.join(process.cwd(), '.data', 'pglite');
  },
  get adminEmails(): string[] {
    return list(process.env.ADMIN_EMAILS);
  },
  get googleClientId(): string | undefined {
    return process.env.GOOGLE_CLIENT_ID || undefined;
  },
  get googleClientSecret(): string | undefined {
    return process.env.GOOGLE_CLIENT_SECRET || undefined;
  },
  get googleEnabled(): boolean {
    return Boolean(this.googleClientId && this.googleClientSecret);
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
  /** The site's public URL (NEXTAUTH_URL), without a trailing slash: Stripe sends customers back here. */
  get appUrl(): string {
    return (process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
  },
  /** Stripe secret key; without it every payment route answers 503 (DECISIONS §3). */
  get stripeSecretKey(): string | undefined {
    return process.env.STRIPE_SECRET_KEY?.trim() || undefined;
  },
  /** Signing secret of the webhook endpoint (whsec_…). */
  get stripeWebhookSecret(): string | undefined {
    return process.env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  },
  /** Publishable key, passed to the browser as is (optional: Checkout is a redirect). */
  get stripePublishableKey(): string | undefined {
    return process.env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined;
  },
  /** Another Stripe API endpoint (a local fake in tests): host, port and http/https. */
  get stripeApi(): { host?: string; port?: number; protocol?: 'http' | 'https' } {
    const protocol = process.env.STRIPE_API_PROTOCOL;
    return {
      host: process.env.STRIPE_API_HOST || undefined,
      port: process.env.STRIPE_API_PORT ? Number(process.env.STRIPE_API_PORT) : undefined,
      protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    };
  },
  /** The debug premium toggle exists only with ENABLE_DEBUG_TOOLS=true outside production (DECISIONS §2). */
  get debugToolsEnabled(): boolean {
    return process.env.ENABLE_DEBUG_TOOLS === 'true' && !this.isProduction;
  },
};

let devSecret: string | undefined;

/**
 * The secret that signs and encrypts session cookies and bearer tokens.
 * NEXTAUTH_SECRET in production (start-up fails without it); in development a random
 * secret is generated once and kept in `.data/dev-auth-secret` so sessions survive restarts.
 */
export function getAuthSecret(): string {
  const fromEnv = process.env.NEXTAUTH_SECRET;
  if (fromEnv) return fromEnv;
  if (env.isProduction) {
    throw new Error('NEXTAUTH_SECRET must be set in production (e.g. `openssl rand -base64 32`).');
  }
  if (devSecret) return devSecret;
  const file = path.join(process.cwd(), '.data', 'dev-auth-secret');
  try {
    devSecret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    devSecret = crypto.randomBytes(32).toString('base64');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, devSecret, { mode: 0o600 });
  }
  return devSecret;
}
