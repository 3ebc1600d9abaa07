import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '#scripts/chromium.ts';
import { PORTAL_PORT as port, WEBHOOK_SECRET, WEBHOOK_URL } from './support/ports.ts';

const chromium = testBrowserPath();
// The tests' own dates (dayjs(), new Date()) are the ones the pages show, in Polish time; on a machine in UTC they were a
// day behind from 23:00 (22:00 in summer) to midnight. Set here, the runner and its workers inherit it.
process.env.TZ = 'Europe/Warsaw';

/**
 * Browser tests against the built server, in Debian's Chromium. The mock-mode
 * tests (mock-mode/) have a run and a configuration of their own.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A guard against hangs, not a speed check: the longest flows (sign-in, several sidebars, axe) take 20 s alone
  // and half again when two workers and the server share the machine's two cores.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // Recording a trace (screenshots, DOM snapshots) of every test cost a tenth of the run in the browser's own process; in CI
    // a failed test is retried once, and that retry is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['**/*.mobile.spec.ts', 'mock-mode/**', 'editors/**'] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: [
    {
      command: 'node support/webhook-receiver.ts',
      cwd: import.meta.dirname,
      url: `${WEBHOOK_URL}/deliveries`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node ../src/server/main.ts',
      cwd: import.meta.dirname,
      // The browser tests need no lasting data, and must not take the dev server's database folder. Forms are delivered to the
      // webhook's stand-in, checking the delivery end to end. Each test names its own client address (support/test.ts).
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        PGLITE_DIR: 'memory://',
        FORMS_WEBHOOK_URL: WEBHOOK_URL,
        FORMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        TRUST_PROXY: 'loopback',
        // The demo accounts' password hash at the lowest cost: the browser tests sign in dozens of times on two cores.
        IDENTITY_SCRYPT_LOG2_N: '10',
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
