/**
 * Where the editors' browser test runs its servers: the CMS, the portal that
 * renders its previews, the deploy runner and the live portal it deploys
 * what the editor published to.
 * `E2E_EDITORS_PORT` moves them all, beside the other browser tests' ports.
 */
export const CMS_PORT = Number(process.env.E2E_EDITORS_PORT ?? 4386);
export const PREVIEW_PORTAL_PORT = CMS_PORT + 1;
export const PUBLISHED_PORTAL_PORT = CMS_PORT + 2;
export const DEPLOY_RUNNER_PORT = CMS_PORT + 3;

export const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
export const PREVIEW_PORTAL_URL = `http://127.0.0.1:${PREVIEW_PORTAL_PORT}`;
export const PUBLISHED_PORTAL_URL = `http://127.0.0.1:${PUBLISHED_PORTAL_PORT}`;
export const CONTENT_API_URL = `${CMS_URL}/api/content/graphql`;
export const DEPLOY_RUNNER_URL = `http://127.0.0.1:${DEPLOY_RUNNER_PORT}`;

/** The secret the CMS signs its publish hooks with and the deploy runner verifies them by (a test's own). */
export const DEPLOY_HOOK_SECRET = `whsec_${Buffer.from('the editors test signs its publish hooks').toString('base64')}`;

/** The editor account the CMS creates on its first start. */
export const EDITOR = { email: 'redaktor@horyzont.example', password: 'Redaktor-e2e-2026!' };

/** Working folders of the run, inside the repository (a built portal imports its node_modules); git-ignored. */
export const WORK_DIR = '.data/e2e-editors';
/** The deploy runner's folder: its builds and the live pointer the published portal follows. */
export const DEPLOY_DIR = `${WORK_DIR}/deploys`;
