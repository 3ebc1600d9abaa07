import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { MOCK_PORT as mockPort, PORTAL_PORT as port, WEBHOOK_SECRET, WEBHOOK_URL } from './support/ports.ts';

const chromium = chromiumPath();

/**
 * Browser tests against the built server, in Debian's Chromium; the mock-mode
 * tests (*.mock.spec.ts) against `npm run dev:mock`, which is what they test.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A guard against hangs, not a speed check: the longest flows (sign-in, several sidebars, axe) take 20 s alone
  // and half again when two workers, the server and the mock dev server share the machine's two cores.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['**/*.mobile.spec.ts', '**/*.mock.spec.ts', 'editors/**'] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
    { name: 'mock', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${mockPort}` }, testMatch: '**/*.mock.spec.ts' },
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
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npm run dev:mock -- --port ${mockPort}`,
      cwd: import.meta.dirname,
      // In the foreground, or Playwright loses it (TOOLCHAIN: astro dev backgrounds itself for coding agents).
      env: { ASTRO_DEV_BACKGROUND: '0', ASTRO_TELEMETRY_DISABLED: '1' },
      url: `http://127.0.0.1:${mockPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
