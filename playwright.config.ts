import { defineConfig } from '@playwright/test';

/** The server under test: the built PWA and the API on one port, a fresh embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The local Stripe stand-in the server's real Stripe adapter talks to (tests/support/stripe-standin.ts). */
export const STRIPE_STANDIN_PORT = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
export const STRIPE_STANDIN_URL = `http://127.0.0.1:${STRIPE_STANDIN_PORT}`;
/** The local Google stand-in: a real OpenID provider (oidc-provider) and Classroom (tests/support/google-standin.ts). */
export const GOOGLE_STANDIN_PORT = Number(process.env.GOOGLE_STANDIN_PORT ?? 12121);
export const GOOGLE_STANDIN_URL = `http://127.0.0.1:${GOOGLE_STANDIN_PORT}`;
const GOOGLE_CLIENT = { id: 'sentence-lab-e2e', secret: 'e2e-google-secret' };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // Two browsers at once on the one server (E2E_WORKERS to change): a test file runs in one worker,
  // its tests in order. On this 2-core machine the suite took 26 min with one worker, 17 with two.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  // In CI a failed test runs once more and is reported as flaky (a school's CI box is shared and slow).
  retries: process.env.CI ? 1 : 0,
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
      command: 'npx tsx tests/support/google-standin-cli.ts',
      url: `${GOOGLE_STANDIN_URL}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        GOOGLE_STANDIN_PORT: String(GOOGLE_STANDIN_PORT),
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        // Each test reaches the app through its own proxy on localhost (any port: the loopback rule).
        GOOGLE_REDIRECT_URIS: ['127.0.0.1', 'localhost'].flatMap((host) => ['login', 'register'].map((p) => `http://${host}:${E2E_PORT}/${p}`)).join(','),
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
        // A built app of one's own (vite build --outDir DIR), so parallel runs never serve each other's half-built dist/.
        ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
        SEED_DEMO: 'true',
        // One JSON line per request would bury the tests' own output (tests/api/ops-logs.test.ts covers the log).
        LOG_FORMAT: 'off',
        // Card payments on, through the real Stripe adapter, against the stand-in above.
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin',
        STRIPE_API_BASE: STRIPE_STANDIN_URL,
        // Google sign-in and Classroom on, through the real adapter, against the Google stand-in.
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        GOOGLE_ISSUER: GOOGLE_STANDIN_URL,
        GOOGLE_CLASSROOM_ROOT: `${GOOGLE_STANDIN_URL}/classroom/`,
        // The operator the privacy policy and terms name (issue 26); OPERATOR_EMAIL left out: SUPPORT_EMAIL is shown.
        OPERATOR_NAME: 'Riverside Unified School District',
        OPERATOR_ADDRESS: '12 Elm Street, Riverside, CA 92501',
        POLICY_EFFECTIVE_DATE: '2026-08-01',
      },
    },
  ],
});
