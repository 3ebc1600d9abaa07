import type { AstroIntegration } from 'astro';
import { mkdir, rename } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The prerendered index (src/pages/search-index.json.ts) and where the server reads it (src/server/search/index.ts). */
export const SEARCH_INDEX_ROUTE = 'search-index.json';

/**
 * Moves the support search's index from the public files to the server's
 * output after the build: every server process loads it at start, and it is
 * not served to visitors (they search through the API).
 */
export default function searchIndex(): AstroIntegration {
  let serverDir: string | undefined;
  return {
    name: 'search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!serverDir) return;
        const from = path.join(fileURLToPath(dir), SEARCH_INDEX_ROUTE);
        await mkdir(serverDir, { recursive: true });
        await rename(from, path.join(serverDir, SEARCH_INDEX_ROUTE));
        logger.info(`search index → ${path.relative(process.cwd(), path.join(serverDir, SEARCH_INDEX_ROUTE))}`);
      },
    },
  };
}
