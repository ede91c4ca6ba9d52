/**
 * Every setting Plenary reads from its environment, each checked by one zod rule. This is the
 * only module that reads `process.env`. Settings are read when used (tests change them between
 * cases); `checkSettings()` runs at start-up and fails with a message naming each bad variable.
 * Server-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

/** An unset or blank variable counts as absent, so `FOO=` behaves like no FOO at all. */
const optionalText = z
  .string()
  .transform((s) => s.trim())
  .optional()
  .transform((s) => (s ? s : undefined));

const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((s, ctx) => {
      if (!s) return fallback;
      const n = Number(s);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const httpUrl = z
  .string()
  .trim()
  .optional()
  .transform((s, ctx) => {
    if (!s) return undefined;
    try {
      const url = new URL(s);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      return s.replace(/\/+$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an http:// or https:// URL' });
      return z.NEVER;
    }
  });

const commaList = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );

const flag = z
  .string()
  .trim()
  .optional()
  .transform((s) => s === 'true');

/** One rule per variable; the key is the variable's name. */
const rules = {
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  PORT: wholeNumber(1, 65535, 3000),
  DATABASE_URL: optionalText.refine((s) => !s || /^postgres(ql)?:\/\//.test(s), {
    message: 'must be a postgres:// URL',
  }),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 10),
  PGLITE_DIR: optionalText,
  NEXTAUTH_SECRET: optionalText.refine((s) => !s || s.length >= 16, {
    message: 'must be at least 16 characters (e.g. `openssl rand -base64 32`)',
  }),
  NEXTAUTH_URL: httpUrl,
  ADMIN_EMAILS: commaList,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_MODEL: optionalText,
  ANTHROPIC_BASE_URL: httpUrl,
  LOG_LEVEL: z
    .enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])
    .optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: optionalText.refine((s) => !s || /^\d{1,5}$/.test(s), { message: 'must be a port number' }),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  ENABLE_DEBUG_TOOLS: flag,
  TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
  PREVIEW_DAILY_BUDGET: wholeNumber(0, 10_000_000, 2000),
  SMTP_URL: optionalText.refine((s) => !s || /^smtps?:\/\//.test(s), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalText,
  NEXT_RUNTIME: optionalText,
  NEXT_DIST_DIR: optionalText,
} as const;

type Rules = typeof rules;
type SettingName = keyof Rules;
type SettingValue<K extends SettingName> = z.output<Rules[K]>;

/** Raised when a variable breaks its rule; the message names the variable and the rule. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** The checked value of one variable; throws SettingsError naming it when it is invalid. */
function read<K extends SettingName>(name: K): SettingValue<K> {
  const result = rules[name].safeParse(process.env[name]);
  if (!result.success) {
    throw new SettingsError(`Setting ${name} is invalid: ${result.error.issues[0]?.message ?? 'bad value'}`);
  }
  return result.data as SettingValue<K>;
}

/**
 * Checks every variable at once (start-up). Throws SettingsError listing each bad one, plus the
 * settings production cannot do without.
 */
export function checkSettings(): void {
  const problems: string[] = [];
  for (const name of Object.keys(rules) as SettingName[]) {
    try {
      read(name);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  if (problems.length === 0 && env.isProduction && !env.authSecret) {
    problems.push('Setting NEXTAUTH_SECRET is required in production (e.g. `openssl rand -base64 32`).');
  }
  if (problems.length) throw new SettingsError(problems.join('\n'));
}

export const env = {
  get nodeEnv() {
    return read('NODE_ENV');
  },
  get isProduction(): boolean {
    return read('NODE_ENV') === 'production';
  },
  get isTest(): boolean {
    return read('NODE_ENV') === 'test';
  },
  /** True inside the Node.js server runtime (not the edge runtime, not a script). */
  get isNodeServerRuntime(): boolean {
    return read('NEXT_RUNTIME') === 'nodejs';
  },
  get port(): number {
    return read('PORT');
  },
  get databaseUrl(): string | undefined {
    return read('DATABASE_URL');
  },
  /** Connections per instance to DATABASE_URL. */
  get databasePoolSize(): number {
    return read('DATABASE_POOL_SIZE');
  },
  /** Folder for the embedded database, or `memory://` for an in-memory one. */
  get pgliteDir(): string {
    return read('PGLITE_DIR') ?? path.join(process.cwd(), '.data', 'pglite');
  },
  /** NEXTAUTH_SECRET as set, or undefined (see getAuthSecret for the development fallback). */
  get authSecret(): string | undefined {
    return read('NEXTAUTH_SECRET');
  },
  get adminEmails(): string[] {
    return read('ADMIN_EMAILS');
  },
  get googleClientId(): string | undefined {
    return read('GOOGLE_CLIENT_ID');
  },
  get googleClientSecret(): string | undefined {
    return read('GOOGLE_CLIENT_SECRET');
  },
  get googleEnabled(): boolean {
    return Boolean(this.googleClientId && this.googleClientSecret);
  },
  /** The site's public URL (NEXTAUTH_URL), without a trailing slash: links in e-mails and Stripe's return pages. */
  get appUrl(): string {
    return read('NEXTAUTH_URL') ?? `http://localhost:${read('PORT')}`;
  },
  /** True when the site is served over https: cookies are Secure and HSTS is sent. */
  get servedOverHttps(): boolean {
    return this.appUrl.startsWith('https://');
  },
  /** Claude's settings, or undefined when no key is set (the offline writer is used). */
  get anthropic(): { apiKey: string; model: string | undefined; baseURL: string | undefined } | undefined {
    const apiKey = read('ANTHROPIC_API_KEY');
    if (!apiKey) return undefined;
    return { apiKey, model: read('ANTHROPIC_MODEL'), baseURL: read('ANTHROPIC_BASE_URL') };
  },
  /** pino's level: LOG_LEVEL, else silent under test and info otherwise. */
  get logLevel(): string {
    return read('LOG_LEVEL') ?? (this.isTest ? 'silent' : 'info');
  },
  /** Stripe secret key; without it every payment route answers 503. */
  get stripeSecretKey(): string | undefined {
    return read('STRIPE_SECRET_KEY');
  },
  /** Signing secret of the webhook endpoint (whsec_…). */
  get stripeWebhookSecret(): string | undefined {
    return read('STRIPE_WEBHOOK_SECRET');
  },
  /** Publishable key, passed to the browser as is (optional: Checkout is a redirect). */
  get stripePublishableKey(): string | undefined {
    return read('STRIPE_PUBLISHABLE_KEY');
  },
  /** Another Stripe API endpoint (a local fake in tests): host, port and http/https. */
  get stripeApi(): { host?: string; port?: number; protocol?: 'http' | 'https' } {
    const port = read('STRIPE_API_PORT');
    return {
      host: read('STRIPE_API_HOST'),
      port: port ? Number(port) : undefined,
      protocol: read('STRIPE_API_PROTOCOL'),
    };
  },
  /** The debug premium toggle exists only with ENABLE_DEBUG_TOOLS=true outside production. */
  get debugToolsEnabled(): boolean {
    return read('ENABLE_DEBUG_TOOLS') && !this.isProduction;
  },
  /**
   * How many proxies in front of Plenary append to X-Forwarded-For (0: clients connect
   * directly). The client's address is the entry that many hops from the right.
   */
  get trustProxyHops(): number {
    return read('TRUST_PROXY_HOPS');
  },
  /** Visitor previews allowed per UTC day across all visitors together. */
  get previewDailyBudget(): number {
    return read('PREVIEW_DAILY_BUDGET');
  },
  /** SMTP server for outgoing mail (smtp://user:pass@host:587), or undefined. */
  get smtpUrl(): string | undefined {
    return read('SMTP_URL');
  },
  /** The From address of outgoing mail. */
  get mailFrom(): string {
    return read('MAIL_FROM') ?? 'Plenary <no-reply@plenary.local>';
  },
  /** Build folder (lets two builds of one checkout run side by side). */
  get nextDistDir(): string {
    return read('NEXT_DIST_DIR') ?? '.next';
  },
};

let devSecret: string | undefined;

/**
 * The secret that signs and encrypts session cookies and bearer tokens.
 * NEXTAUTH_SECRET in production (throws SettingsError without it); in development a random
 * secret is generated once and kept in `.data/dev-auth-secret` so sessions survive restarts.
 */
export function getAuthSecret(): string {
  const fromEnv = env.authSecret;
  if (fromEnv) return fromEnv;
  if (env.isProduction) {
    throw new SettingsError('Setting NEXTAUTH_SECRET is required in production (e.g. `openssl rand -base64 32`).');
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
