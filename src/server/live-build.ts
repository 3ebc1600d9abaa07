import { unwatchFile, watchFile } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { syncCatalogue } from './catalogue/index.ts';
import { searchesCluster, searchServiceFromEnv } from './search/index.ts';
import { readPointer, readSiteBuild } from './site-build.ts';

/**
 * A server follows the live build without restarting. A deploy (the deploy
 * runner, src/deploy/) builds the next version of the site beside the live
 * one and, once that build succeeded, rewrites the pointer file
 * (PORTAL_LIVE_BUILD) to name its folder. Every server watching the pointer
 * then reads the new build, copies the catalogue of the content it was built
 * from into the database, opens its search index and switches: requests
 * already running finish on the build they started with, the next ones get
 * the new one, and pages loaded before still get their assets. A build that
 * cannot be read is logged and the live one keeps serving.
 */

const POLL_MS = 500;

/** Starts following `pointerFile` from the build in `servedDir`; returns what stops it. */
export function followLiveBuild(app: FastifyInstance, pointerFile: string, servedDir: string, pollMs = POLL_MS): () => void {
  let served = servedDir;
  let switching = Promise.resolve();
  const check = () => {
    switching = switching.then(async () => {
      const next = await readPointer(pointerFile).catch(() => served);
      if (next === served) return;
      try {
        const build = await readSiteBuild(next);
        const catalogue = await syncCatalogue(app.portal.db);
        const search = searchesCluster() ? undefined : searchServiceFromEnv(process.env, build.searchIndexFile);
        await search?.ready();
        app.switchSite({ build, catalogue, ...(search ? { search } : {}) });
        served = next;
        app.log.info({ build: next }, 'Serving a new build of the site');
      } catch (error) {
        served = next;
        app.log.error({ err: error, build: next }, 'Cannot serve the new build of the site; the one before keeps serving');
      }
    });
  };
  watchFile(pointerFile, { interval: pollMs }, check);
  return () => unwatchFile(pointerFile, check);
}
