import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const chromium = chromiumPath();

/** Browser tests against the built server (never `astro dev`), in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.mobile.spec.ts' },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    command: 'node ../src/server/main.ts',
    cwd: import.meta.dirname,
    // The browser tests need no lasting data, and must not take the dev server's database folder.
    env: { HOST: '127.0.0.1', PORT: String(port), PGLITE_DIR: 'memory://' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
