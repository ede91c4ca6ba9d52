import { defineConfig, devices } from '@playwright/test';

import { BASE_URL, E2E_PORT as PORT } from './tests/e2e/base-url';

/**
 * Real-browser journeys in Debian's Chromium against a production build (`npm run build` first;
 * `npm test` does it). The server gets its own fresh embedded database.
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
  webServer: {
    command: `rm -rf .data/e2e-pglite-${PORT} && npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PGLITE_DIR: `.data/e2e-pglite-${PORT}`,
      NEXTAUTH_URL: BASE_URL,
      NEXTAUTH_SECRET: 'e2e-secret-not-for-production-0123456789',
      ADMIN_EMAILS: 'admin.e2e@plenary.test',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
