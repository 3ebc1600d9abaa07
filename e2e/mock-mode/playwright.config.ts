import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '#scripts/chromium.ts';
import { MOCK_PORT } from '../support/ports.ts';

const chromium = testBrowserPath();

/**
 * Mock mode in the browser: `npm run dev:mock` (the dev server, the customer API
 * answered by msw in the page) is what these tests test. A run of its own, after
 * the built portal's: the dev server compiles pages on demand and needs the cores
 * to itself, not beside the built server's two browser workers.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The dev server compiles each page on its first request.
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${MOCK_PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'mock', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npm run dev:mock -- --port ${MOCK_PORT}`,
    cwd: import.meta.dirname,
    // In the foreground, or Playwright loses it (TOOLCHAIN: astro dev backgrounds itself for coding agents).
    env: { ASTRO_DEV_BACKGROUND: '0', ASTRO_TELEMETRY_DISABLED: '1' },
    url: `http://127.0.0.1:${MOCK_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
