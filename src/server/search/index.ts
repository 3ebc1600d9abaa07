import path from 'node:path';
import { SEARCH_INDEX_ROUTE } from '#search/integration.ts';
import { DEFAULT_SEARCH_INDEX } from '#api-contract/search.ts';
import { distDir } from '../dist-dir.ts';
import { contentSearchDocuments } from './content.ts';
import { embeddedSearch } from './embedded.ts';
import { clusterSettingsFromEnv, openSearch } from './opensearch.ts';
import type { SearchService } from './service.ts';

export type { SearchService } from './service.ts';

/** Where the build writes the embedded index (the build's integration, src/search/integration.ts). */
export const BUILT_INDEX_FILE = path.join(distDir(), 'server', SEARCH_INDEX_ROUTE);

/** Whether the server searches a cluster (SEARCH_URL), which a new build of the site does not change. */
export const searchesCluster = (env: Record<string, string | undefined> = process.env): boolean =>
  clusterSettingsFromEnv(env, DEFAULT_SEARCH_INDEX) !== null;

/**
 * The search engine the server uses: the cluster SEARCH_URL names, else the
 * embedded index from SEARCH_INDEX_FILE (default: the build's, `builtIndex`),
 * else built from the content system.
 */
export function searchServiceFromEnv(env: Record<string, string | undefined> = process.env, builtIndex = BUILT_INDEX_FILE): SearchService {
  const cluster = clusterSettingsFromEnv(env, DEFAULT_SEARCH_INDEX);
  if (cluster) return openSearch(cluster);
  return embeddedSearch({ indexFile: env.SEARCH_INDEX_FILE?.trim() || builtIndex, documents: () => contentSearchDocuments({ env }) });
}
