import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SEARCH_INDEX_ROUTE } from '#search/integration.ts';
import { findFormPages } from './forms/page-tokens.ts';
import { loadBlockStyles, type BlockStyles } from './http/block-styles.ts';
import { ASSETS_DIR, precompressedDirOf } from './http/precompress.ts';
import { findSelfCareLocks, type SelfCareLocks } from './http/self-care-locks.ts';

/** Astro's Node handler (`handler` of dist/server/entry.mjs). */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * What the server serves from one build of the site (Astro's output folder):
 * its pages and what was read from them at start. A server follows a new
 * build without restarting (live-build.ts): requests already running finish
 * on the build they started with.
 */
export interface SiteBuild {
  astroHandler?: AstroHandler;
  /** Pages built with a form (their paths): served with a fresh form token stamped in, never cached. */
  formPages?: ReadonlySet<string>;
  /** The calls self-care lock windows cover (http/self-care-locks.ts, read from the build). */
  selfCareLocks?: SelfCareLocks;
  /** The build's encoded hashed assets (http/precompress.ts), served ahead of Astro by content negotiation. */
  precompressedDir?: string;
  /** The hashed assets as built (`client/_astro`): what has no encoded copy, also after a newer build took over. */
  assetsDir?: string;
  /** The build's blocks' stylesheets: pages rendered on request link only the rules they need (http/block-styles.ts). */
  blockStyles?: BlockStyles;
  /** The build's public files (`client/`), media-library files among them (http/media-files.ts). */
  clientDir?: string;
  /** The embedded search index the build wrote, when the server searches with it. */
  searchIndexFile?: string;
}

/** Reads the build in `dir` (a PORTAL_DIST_DIR): loads its Astro handler and what the server takes from its pages. */
export async function readSiteBuild(dir: string): Promise<SiteBuild> {
  const entry = path.join(dir, 'server', 'entry.mjs');
  await stat(entry).catch(() => {
    throw new Error(`${dir} holds no built site (no server/entry.mjs): run npm run build`);
  });
  // Astro's entry starts a server of its own unless told not to; this one serves its handler.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  const client = path.join(dir, 'client');
  return {
    astroHandler: handler,
    clientDir: client,
    formPages: await findFormPages(client),
    selfCareLocks: await findSelfCareLocks(client),
    precompressedDir: precompressedDirOf(dir),
    assetsDir: path.join(client, ASSETS_DIR),
    blockStyles: await loadBlockStyles(client),
    searchIndexFile: path.join(dir, 'server', SEARCH_INDEX_ROUTE),
  };
}

/** The build folder a live-build pointer file names (relative to the file's folder), trimmed. */
export async function readPointer(file: string): Promise<string> {
  const target = (await readFile(file, 'utf8')).trim();
  if (!target) throw new Error(`${file} names no build folder`);
  return path.resolve(path.dirname(file), target);
}
