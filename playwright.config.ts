import { defineConfig } from '@playwright/test';

/** The server under test: the built PWA and the API on one port, a fresh embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The local Stripe stand-in the server's real Stripe adapter talks to (tests/support/stripe-standin.ts). */
export const STRIPE_STANDIN_PORT = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
export const STRIPE_STANDIN_URL = `http://127.0.0.1:${STRIPE_STANDIN_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // Two cores: one browser at a time keeps timings honest and the run stable.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx tests/support/stripe-standin-cli.ts',
      url: `${STRIPE_STANDIN_URL}/_standin/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        STRIPE_STANDIN_PORT: String(STRIPE_STANDIN_PORT),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${E2E_PORT}/api/payment/webhook`,
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin',
      },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && npx tsx src/server/main.ts`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        SEED_DEMO: 'true',
        // Card payments on, through the real Stripe adapter, against the stand-in above.
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin',
        STRIPE_API_BASE: STRIPE_STANDIN_URL,
      },
    },
  ],
});
