import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '#scripts/chromium.ts';
import { CMS_PORT, CONTENT_API_URL, EDITOR, PREVIEW_PORTAL_PORT, PREVIEW_PORTAL_URL, WORK_DIR } from './ports.ts';

const chromium = testBrowserPath();
/**
 * `npm test` has just built the portal for the browser stage and names it here (scripts/test-stages.ts); the
 * preview serves that build, since its route reads the CMS at run time. Run alone, the stage builds its own.
 */
const builtDist = process.env.PORTAL_BUILT_DIST;
const root = new URL('../..', import.meta.url).pathname;

/**
 * The editors' path, as a new editor takes it: the CMS (cms/, started by the
 * same command as `npm run editors`, on a fresh embedded database with the
 * repository's seed imported) and a portal server reading that CMS, which
 * renders the previews. The test then builds and serves the portal from what
 * it published.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  // Two retries in CI: on a cold machine (the admin just built, two portal builds beside it) the one test has failed at a
  // different step each time (the preview not yet reloaded, the published page not yet in the build), then passed.
  retries: process.env.CI ? 2 : 0,
  reporter: [['list']],
  // Two portal builds and a CMS save cycle: minutes, not seconds.
  timeout: 300_000,
  use: {
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 1000 },
    launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'editors', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1440, height: 1000 } } }],
  webServer: [
    {
      command: `rm -rf ${WORK_DIR} && mkdir -p ${WORK_DIR} && npm run start --prefix cms`,
      cwd: root,
      env: {
        CMS_PORT: String(CMS_PORT),
        CMS_DATA_DIR: `${root}${WORK_DIR}/cms`,
        CMS_EDITOR_EMAIL: EDITOR.email,
        CMS_EDITOR_PASSWORD: EDITOR.password,
        PORTAL_URL: PREVIEW_PORTAL_URL,
      },
      url: `http://127.0.0.1:${CMS_PORT}/admin/login`,
      reuseExistingServer: false,
      // The first start builds the admin (next build): minutes on a two-core machine.
      timeout: 900_000,
    },
    {
      command: builtDist ? 'node src/server/main.ts' : 'npm run build && node src/server/main.ts',
      cwd: root,
      env: {
        CONTENT_GRAPHQL_URL: CONTENT_API_URL,
        PORTAL_DIST_DIR: builtDist ?? `${WORK_DIR}/preview-dist`,
        HOST: '127.0.0.1',
        PORT: String(PREVIEW_PORTAL_PORT),
        PGLITE_DIR: 'memory://',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      url: `${PREVIEW_PORTAL_URL}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
