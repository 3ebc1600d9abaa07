import { access } from 'node:fs/promises';
import path from 'node:path';
import { openDeploys } from './deploys.ts';
import { deployRunner } from './runner.ts';
import { ASTRO_BUILD, buildSite, goLive, REPOSITORY } from './site-build.ts';

/**
 * `npm run deploy:runner`: takes the CMS's publish hooks, builds the site
 * from the content system beside the live build, and makes each build that
 * succeeded live; the servers follow (PORTAL_LIVE_BUILD, see docs/operations.md).
 * With no live build yet, the first deploy starts at once.
 */

const env = process.env;
const secret = env.DEPLOY_HOOK_SECRET?.trim();
if (!secret) {
  console.error('DEPLOY_HOOK_SECRET is not set: the runner takes only hooks signed with the secret the CMS signs with (CMS_PUBLISH_WEBHOOK_SECRET).');
  process.exit(1);
}
const dir = path.resolve(REPOSITORY, env.DEPLOY_DIR?.trim() || '.data/deploys');
const pointer = path.join(dir, 'live');
const host = env.DEPLOY_HOST?.trim() || '127.0.0.1';
const port = Number(env.DEPLOY_PORT?.trim() || 4324);

const deploys = await openDeploys({
  dir,
  debounceMs: Number(env.DEPLOY_DEBOUNCE_MS?.trim() || 1500),
  maxWaitMs: Number(env.DEPLOY_MAX_WAIT_MS?.trim() || 10_000),
  build: (folder) => buildSite(ASTRO_BUILD, folder),
  goLive: async (folder) => {
    await goLive(pointer, folder);
    console.log(`Live: ${folder}`);
  },
});
const app = await deployRunner(deploys, secret);

const live = await access(pointer).then(
  () => true,
  () => false,
);
if (!live && deploys.list().every((deploy) => deploy.state !== 'queued' && deploy.state !== 'building'))
  await deploys.publish(`first-${Date.now()}`, { collection: 'site', id: 'first', path: null });

const stop = async () => {
  deploys.close();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ host, port });
console.log(
  `Deploy runner: http://${host}:${port}/hooks/publish (deploys: ${dir}; servers follow PORTAL_LIVE_BUILD=${path.relative(REPOSITORY, pointer)})`,
);
