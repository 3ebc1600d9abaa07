import { distDir } from './dist-dir.ts';
import { readPointer, readSiteBuild } from './site-build.ts';
import { startPortal } from './start.ts';

/**
 * The portal's Node server: the customer API and Astro's built handler
 * (prerendered pages, static assets, on-demand routes) in one process. Run
 * after `astro build`. With PORTAL_LIVE_BUILD (a file naming a build's
 * folder, which the deploy runner rewrites), it serves that build and
 * follows the file; otherwise it serves PORTAL_DIST_DIR (default dist/).
 */

const pointer = process.env.PORTAL_LIVE_BUILD?.trim() || undefined;
const served = pointer ? await readPointer(pointer) : distDir();
await startPortal(await readSiteBuild(served), pointer ? { pointer, served } : undefined);
