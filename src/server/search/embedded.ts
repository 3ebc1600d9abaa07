import { readFile } from 'node:fs/promises';
import { DEFAULT_SEARCH_INDEX } from '../../api-contract/search.ts';
import type { SearchDocument } from '../../search/documents.ts';
import { buildIndex, loadIndex, search, type SearchIndex } from '../../search/engine.ts';
import type { SearchService } from './service.ts';

export interface EmbeddedSearchOptions {
  /** The index the build wrote (dist/server/search-index.json); absent or missing: built from `documents`. */
  indexFile?: string;
  /** The documents to index when there is no built index (the content system's pages). */
  documents: () => Promise<SearchDocument[]>;
  indexName?: string;
}

async function readIndexFile(file: string | undefined): Promise<string | null> {
  if (!file) return null;
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The embedded engine: the built index loaded from the build output, or,
 * without one (unit tests, a server run before any build), the same index
 * built from the content. Loaded once per process, at start or on the first
 * search, whichever comes first.
 */
export function embeddedSearch(options: EmbeddedSearchOptions): SearchService & { source(): Promise<'built' | 'content'> } {
  let loading: Promise<{ index: SearchIndex; source: 'built' | 'content' }> | undefined;
  const load = () =>
    (loading ??= (async () => {
      const json = await readIndexFile(options.indexFile);
      if (json !== null) return { index: loadIndex(json), source: 'built' as const };
      return { index: buildIndex(await options.documents()), source: 'content' as const };
    })().catch((error: unknown) => {
      // A failed load is tried again by the next search rather than remembered.
      loading = undefined;
      throw error;
    }));

  return {
    indexName: options.indexName ?? DEFAULT_SEARCH_INDEX,
    description: `embedded index (${options.indexFile ?? 'built from the content'})`,
    async search(request) {
      return search((await load()).index, request);
    },
    async ready() {
      await load();
    },
    async source() {
      return (await load()).source;
    },
  };
}
