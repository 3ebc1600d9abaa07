import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroHandler } from './app.ts';
import { distDir } from './dist-dir.ts';
import { findFormPages } from './forms/page-tokens.ts';
import { loadBlockStyles } from './http/block-styles.ts';
import { findSelfCareLocks } from './http/self-care-locks.ts';
import { precompressedDirOf } from './http/precompress.ts';
import { startPortal } from './start.ts';

/**
 * The portal's Node server: the customer API and Astro's built handler
 * (prerendered pages, static assets, on-demand routes) in one process. Run
 * after `astro build`.
 */

async function loadAstroHandler(): Promise<AstroHandler> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(path.join(distDir(), 'server/entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: AstroHandler };
  return handler;
}

await startPortal({
  astroHandler: await loadAstroHandler(),
  formPages: await findFormPages(path.join(distDir(), 'client')),
  selfCareLocks: await findSelfCareLocks(path.join(distDir(), 'client')),
  precompressedDir: precompressedDirOf(distDir()),
  blockStyles: await loadBlockStyles(path.join(distDir(), 'client')),
});
