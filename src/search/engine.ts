import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchAnswer, SearchHit } from '#api-contract/search.ts';
import { ANALYSIS_VERSION, highlight, processTerm, tokenize } from './analysis.ts';
import type { SearchDocument } from './documents.ts';

/**
 * The embedded search engine: a MiniSearch index of the search documents
 * with the Polish analysis, answering in the engine's shape (hits with
 * highlights, hits per support category). Built at build time and
 * serialised into the build output; each server process loads it.
 */

export type SearchField = 'keyphrase' | 'title' | 'metaDesc';
export const SEARCH_FIELD_NAMES: readonly SearchField[] = ['keyphrase', 'title', 'metaDesc'];

/** Default weights: the keyphrase and the title over the meta description. */
export const DEFAULT_BOOSTS: Readonly<Record<SearchField, number>> = { keyphrase: 3, title: 3, metaDesc: 1.5 };

/** Words of a query looked up; the rest are ignored (a pasted paragraph costs no more than a sentence). */
export const MAX_QUERY_TERMS = 12;

export interface SearchRequest {
  query: string;
  size: number;
  from: number;
  /** Only hits of this support category (slug); the aggregation counts all. */
  category?: string;
  /** Fields searched with their weights; default DEFAULT_BOOSTS. */
  boosts?: Partial<Record<SearchField, number>>;
}

const STORED = ['uri', 'title', 'metaDesc', 'keyphrase', 'supportCategories'] as const;

const options = {
  idField: 'uri',
  fields: [...SEARCH_FIELD_NAMES],
  storeFields: [...STORED],
  tokenize,
  processTerm: (term: string) => processTerm(term),
  searchOptions: {
    // Typos: about one edit in four letters (a swapped pair is two), at most two; a shorter word has too many neighbours.
    fuzzy: (term: string) => (term.length >= 4 ? 0.25 : false),
    maxFuzzy: 2,
    // As you type: the last word may be the start of a longer one (one letter would match half the index).
    prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length >= 2,
    tokenize: (text: string) => tokenize(text).slice(0, MAX_QUERY_TERMS),
  },
};

export type SearchIndex = MiniSearch<SearchDocument>;

export function buildIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return index;
}

/** The serialised index as the build writes it. */
export interface SerializedIndex {
  analysisVersion: number;
  documents: number;
  index: ReturnType<SearchIndex['toJSON']>;
}

export function serializeIndex(index: SearchIndex): string {
  const serialized: SerializedIndex = { analysisVersion: ANALYSIS_VERSION, documents: index.documentCount, index: index.toJSON() };
  return JSON.stringify(serialized);
}

/**
 * The index from its serialised form. One built by another analysis version
 * is rebuilt from the documents it stores, so an old build never answers
 * with terms the queries no longer produce.
 */
export function loadIndex(json: string): SearchIndex {
  const serialized = JSON.parse(json) as SerializedIndex;
  if (serialized.analysisVersion === ANALYSIS_VERSION) return MiniSearch.loadJS<SearchDocument>(serialized.index, options);
  return buildIndex(Object.values(serialized.index.storedFields) as SearchDocument[]);
}

/** The stored fields of a result. */
const documentOf = (result: SearchResult) => result as unknown as SearchResult & SearchDocument;

function highlightsOf(result: SearchResult): SearchHit['highlight'] {
  const document = documentOf(result);
  const highlights: SearchHit['highlight'] = {};
  for (const field of SEARCH_FIELD_NAMES) {
    const terms = new Set(
      Object.entries(result.match)
        .filter(([, fields]) => fields.includes(field))
        .map(([term]) => term),
    );
    if (terms.size === 0) continue;
    const marked = highlight(document[field], terms);
    if (marked !== null) highlights[field] = [marked];
  }
  return highlights;
}

export function search(index: SearchIndex, request: SearchRequest): SearchAnswer {
  const started = performance.now();
  const boosts = request.boosts ?? DEFAULT_BOOSTS;
  const fields = SEARCH_FIELD_NAMES.filter((field) => boosts[field] !== undefined);
  const results = index.search(request.query, { fields, boost: boosts });

  const counts = new Map<string, number>();
  for (const result of results) for (const category of documentOf(result).supportCategories) counts.set(category, (counts.get(category) ?? 0) + 1);
  const matching =
    request.category === undefined ? results : results.filter((result) => documentOf(result).supportCategories.includes(request.category!));

  const hits = matching.slice(request.from, request.from + request.size).map((result): SearchHit => {
    const { uri, title, metaDesc, supportCategories } = documentOf(result);
    return { _id: uri, _score: result.score, _source: { title, metaDesc, uri, supportCategories }, highlight: highlightsOf(result) };
  });
  return {
    took: Math.round(performance.now() - started),
    hits: { total: { value: matching.length, relation: 'eq' }, hits },
    aggregations: {
      supportCategories: {
        buckets: [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([key, count]) => ({ key, doc_count: count })),
      },
    },
  };
}
