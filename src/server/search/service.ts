import type { SearchAnswer } from '#api-contract/search.ts';
import type { SearchRequest } from '#search/engine.ts';

/** The engine behind the search calls: the embedded index or an OpenSearch/Elasticsearch cluster. */
export interface SearchService {
  /** The one index served (POST /api/search/{index}/_search names it). */
  readonly indexName: string;
  /** Where it searches, for the start-up log. */
  readonly description: string;
  /** Throws UnavailableError (src/server/http/call-error.ts) when the engine cannot answer now. */
  search(request: SearchRequest): Promise<SearchAnswer>;
  /** Loads what it needs now instead of on the first search (server start). */
  ready(): Promise<void>;
}
