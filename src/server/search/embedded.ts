import { readFile } from 'node:fs/promises';
import { DEFAULT_SEARCH_INDEX } from '#api-contract/search.ts';
import type { SearchAnswer } from '#api-contract/search.ts';
import { processTerm, tokenize } from '#search/analysis.ts';
import type { SearchDocument } from '#search/documents.ts';
import { buildIndex, loadIndex, MAX_QUERY_TERMS, search, type SearchIndex, type SearchRequest } from '#search/engine.ts';
import type { SearchService } from './service.ts';

export interface EmbeddedSearchOptions {
  /** The index the build wrote (dist/server/search-index.json); absent or missing: built from `documents`. */
  indexFile?: string;
  /** The documents to index when there is no built index (the content system's pages). */
  documents: () => Promise<SearchDocument[]>;
  indexName?: string;
  /** Answers kept (least recently used go first); 0 keeps none. */
  cacheSize?: number;
}

/** Answers kept per process: the popular queries and the prefixes typed on the way to them. */
export const ANSWER_CACHE_SIZE = 2000;

/**
 * What decides an answer: the query's indexed terms (so „Płatność”, „platnosc”
 * and „płatność!” are one entry), the page and the filter.
 */
export function answerKey(request: SearchRequest): string {
  const terms = tokenize(request.query)
    .slice(0, MAX_QUERY_TERMS)
    .map(processTerm)
    .filter((term) => term !== null);
  return JSON.stringify([terms, request.size, request.from, request.category ?? null, request.boosts ?? null]);
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
 * search, whichever comes first. The index never changes in a process, so
 * its answers are kept (bounded, least recently used out) and stay exact:
 * per-keystroke searches repeat the same prefixes and popular queries.
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

  const cacheSize = options.cacheSize ?? ANSWER_CACHE_SIZE;
  const answers = new Map<string, SearchAnswer>();

  return {
    indexName: options.indexName ?? DEFAULT_SEARCH_INDEX,
    description: `embedded index (${options.indexFile ?? 'built from the content'})`,
    async search(request) {
      const { index } = await load();
      const key = answerKey(request);
      const kept = answers.get(key);
      if (kept) {
        // Most recently used last: the first key is the one to drop.
        answers.delete(key);
        answers.set(key, kept);
        return kept;
      }
      const answer = search(index, request);
      if (cacheSize > 0) {
        answers.set(key, answer);
        if (answers.size > cacheSize) answers.delete(answers.keys().next().value!);
      }
      return answer;
    },
    async ready() {
      await load();
    },
    async source() {
      return (await load()).source;
    },
  };
}
