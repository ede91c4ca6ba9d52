import { defineConfig, devices } from '@playwright/test';

import {
  BASE_URL,
  E2E_PORT as PORT,
  MAIL_HTTP_URL,
  MAIL_SMTP_URL,
  STRIPE_APP_PORT,
  STRIPE_APP_URL,
  STRIPE_FAKE_PORT,
  STRIPE_FAKE_URL,
  STRIPE_WEBHOOK_SECRET,
} from './tests/e2e/base-url';

/** What every e2e app server shares; each adds its own database folder and address. */
const serverEnv = {
  NEXTAUTH_SECRET: 'e2e-secret-not-for-production-0123456789',
  ADMIN_EMAILS: 'admin.e2e@plenary.test,reset.admin.e2e@plenary.test',
  SMTP_URL: MAIL_SMTP_URL,
  MAIL_FROM: 'Plenary <hello@plenary.test>',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  // The browser and API calls play the one proxy in front: an X-Forwarded-For entry a test
  // sends is the address that proxy saw, so tests can use a fresh address per visitor.
  TRUST_PROXY_HOPS: '1',
};

/**
 * Real-browser journeys in Debian's Chromium against a production build (`npm run build` first;
 * `npm test` does it). Each server gets its own fresh embedded database; the second one has
 * payments on, against a fake Stripe. Both send mail to a local catcher the journeys read.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'laptop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    // Catches the mail both app servers send (verification and reset links).
    {
      command: 'npx tsx tests/e2e/mail-server.ts',
      url: `${MAIL_HTTP_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf .data/e2e-pglite-${PORT} && NODE_ENV=production node server.mjs -H 127.0.0.1 -p ${PORT}`,
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PGLITE_DIR: `.data/e2e-pglite-${PORT}`, NEXTAUTH_URL: BASE_URL },
    },
    // Payments on: the same build against a fake Stripe (API and hosted pages).
    {
      command: 'npx tsx tests/e2e/stripe-server.ts',
      url: `${STRIPE_FAKE_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf .data/e2e-pglite-${STRIPE_APP_PORT} && NODE_ENV=production node server.mjs -H 127.0.0.1 -p ${STRIPE_APP_PORT}`,
      url: `${STRIPE_APP_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PGLITE_DIR: `.data/e2e-pglite-${STRIPE_APP_PORT}`,
        NEXTAUTH_URL: STRIPE_APP_URL,
        STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(STRIPE_FAKE_PORT),
        STRIPE_API_PROTOCOL: 'http',
      },
    },
  ],
});
