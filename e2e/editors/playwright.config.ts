import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '#scripts/chromium.ts';
import {
  CMS_PORT,
  CONTENT_API_URL,
  DEPLOY_DIR,
  DEPLOY_HOOK_SECRET,
  DEPLOY_RUNNER_PORT,
  DEPLOY_RUNNER_URL,
  EDITOR,
  PREVIEW_PORTAL_PORT,
  PREVIEW_PORTAL_URL,
  PUBLISHED_PORTAL_PORT,
  PUBLISHED_PORTAL_URL,
  WORK_DIR,
} from './ports.ts';

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
 * repository's seed imported), a portal server reading that CMS, which
 * renders the previews, and the live site as an operator runs it: the deploy
 * runner taking the CMS's signed publish hooks (its first build made at
 * start), and a portal server following the build it makes live.
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
    // A click or a fill waits a minute at most: the test's own timeout covers builds and a scheduled time.
    actionTimeout: 60_000,
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
        CMS_PUBLISH_WEBHOOK_URL: `${DEPLOY_RUNNER_URL}/hooks/publish`,
        CMS_PUBLISH_WEBHOOK_SECRET: DEPLOY_HOOK_SECRET,
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
    {
      command: 'node src/deploy/main.ts',
      cwd: root,
      env: {
        DEPLOY_DIR,
        DEPLOY_PORT: String(DEPLOY_RUNNER_PORT),
        DEPLOY_HOOK_SECRET,
        CONTENT_GRAPHQL_URL: CONTENT_API_URL,
      },
      url: `${DEPLOY_RUNNER_URL}/deploys`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The live site starts once the runner's first build is live, and follows every build it makes live after.
      command: `while [ ! -f ${DEPLOY_DIR}/live ]; do sleep 1; done; node src/server/main.ts`,
      cwd: root,
      env: {
        CONTENT_GRAPHQL_URL: CONTENT_API_URL,
        PORTAL_LIVE_BUILD: `${DEPLOY_DIR}/live`,
        HOST: '127.0.0.1',
        PORT: String(PUBLISHED_PORTAL_PORT),
        PGLITE_DIR: 'memory://',
      },
      url: `${PUBLISHED_PORTAL_URL}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
