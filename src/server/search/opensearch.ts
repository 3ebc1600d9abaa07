import { searchMessages, type SearchAnswer, type SearchHit } from '#api-contract/search.ts';
import { escapeHtml, tokenize } from '#search/analysis.ts';
import type { SearchDocument } from '#search/documents.ts';
import { DEFAULT_BOOSTS, MAX_QUERY_TERMS, SEARCH_FIELD_NAMES, type SearchRequest } from '#search/engine.ts';
import { UnavailableError } from '../http/call-error.ts';
import type { SearchService } from './service.ts';

/**
 * The search calls sent to an OpenSearch (or Elasticsearch) cluster, for
 * scale: the index holds the same documents, analysed by the analysis-stempel
 * plugin's Polish stemmer with ASCII folding (and a folded-only subfield, so
 * a query typed without diacritics, which the stemmer reads differently,
 * still meets the words), searched with the same boosts, and the cluster's
 * answer is mapped to the portal's. `npm run search:index` fills the index.
 */

export interface ClusterSettings {
  /** The cluster's address, e.g. https://search.example:9200 (no trailing slash needed). */
  url: string;
  /** The index (an alias of the latest filled index) the portal searches. */
  index: string;
  auth?: { username: string; password: string } | { apiKey: string };
  /** How long a search may take before the call answers 503. */
  timeoutMs: number;
}

export const DEFAULT_CLUSTER_TIMEOUT_MS = 2_000;

/** The cluster's settings from SEARCH_URL, SEARCH_INDEX, SEARCH_USERNAME/SEARCH_PASSWORD or SEARCH_API_KEY; null without SEARCH_URL. */
export function clusterSettingsFromEnv(env: Record<string, string | undefined>, defaultIndex: string): ClusterSettings | null {
  const url = env.SEARCH_URL?.trim();
  if (!url) return null;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(`SEARCH_URL must be an http(s) address such as http://127.0.0.1:9200 (it is "${url}")`);
  const index = env.SEARCH_INDEX?.trim() || defaultIndex;
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(index)) throw new Error(`SEARCH_INDEX must be a lower-case index name (it is "${index}")`);
  const username = env.SEARCH_USERNAME?.trim();
  const apiKey = env.SEARCH_API_KEY?.trim();
  if (username && apiKey) throw new Error('Set either SEARCH_USERNAME/SEARCH_PASSWORD or SEARCH_API_KEY, not both');
  if (username && !env.SEARCH_PASSWORD) throw new Error('SEARCH_USERNAME is set without SEARCH_PASSWORD');
  const auth = username ? { username, password: env.SEARCH_PASSWORD! } : apiKey ? { apiKey } : undefined;
  const timeoutText = env.SEARCH_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_CLUSTER_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`SEARCH_TIMEOUT_MS must be a positive whole number (it is "${timeoutText}")`);
  return { url: url.replace(/\/+$/, ''), index, ...(auth ? { auth } : {}), timeoutMs };
}

const text = { type: 'text', analyzer: 'polish_folded', fields: { folded: { type: 'text', analyzer: 'folded' } } };

/** The index's settings and mapping (analysis-stempel must be installed on the cluster). */
export function indexDefinition() {
  return {
    settings: {
      analysis: {
        analyzer: {
          polish_folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'polish_stop', 'polish_stem', 'asciifolding'] },
          folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
        },
      },
    },
    mappings: {
      dynamic: 'strict',
      properties: { uri: { type: 'keyword' }, title: text, metaDesc: text, keyphrase: text, supportCategories: { type: 'keyword' } },
    },
  };
}

const highlightField = { number_of_fragments: 0 };

/** The words of a query the engines look up (the embedded one drops the same). */
const queryWords = (query: string) => tokenize(query).slice(0, MAX_QUERY_TERMS);

/** The cluster's query for a search: every word fuzzy, the last one also as a prefix (as you type); hits per category before the filter. */
export function clusterQuery(request: SearchRequest) {
  const boosts = request.boosts ?? DEFAULT_BOOSTS;
  const fields = SEARCH_FIELD_NAMES.filter((field) => boosts[field] !== undefined).flatMap((field) => [
    `${field}^${boosts[field]}`,
    `${field}.folded^${boosts[field]}`,
  ]);
  return {
    size: request.size,
    from: request.from,
    track_total_hits: true,
    _source: ['title', 'metaDesc', 'uri', 'supportCategories'],
    query: { multi_match: { query: queryWords(request.query).join(' '), type: 'bool_prefix', fields, fuzziness: 'AUTO' } },
    // After the aggregation: the category counts stay those of every match.
    ...(request.category ? { post_filter: { term: { supportCategories: request.category } } } : {}),
    aggs: { supportCategories: { terms: { field: 'supportCategories', size: 100 } } },
    highlight: {
      encoder: 'html',
      pre_tags: ['<mark>'],
      post_tags: ['</mark>'],
      require_field_match: false,
      fields: { title: highlightField, metaDesc: highlightField, keyphrase: highlightField },
    },
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&#x2F;': '/' };

/**
 * A highlight fragment of the cluster made safe whatever it holds: only the
 * <mark> tags stay markup; everything between them is decoded from the html
 * encoder's entities and escaped again, so nothing else can be unescaped.
 */
export function safeFragment(fragment: string): string {
  return fragment
    .split(/(<\/?mark>)/)
    .map((part) =>
      part === '<mark>' || part === '</mark>' ? part : escapeHtml(part.replace(/&(?:amp|lt|gt|quot|#x27|#39|#x2F);/g, (entity) => ENTITIES[entity]!)),
    )
    .join('');
}

interface ClusterHit {
  _id: string;
  _score: number | null;
  _source: { title?: string; metaDesc?: string; uri?: string; supportCategories?: string[] };
  highlight?: Partial<Record<string, string[]>>;
}
interface ClusterAnswer {
  took: number;
  hits: { total: number | { value: number; relation: 'eq' | 'gte' }; hits: ClusterHit[] };
  aggregations?: { supportCategories?: { buckets: { key: string; doc_count: number }[] } };
}

/** The cluster's answer in the portal's shape. */
export function answerOf(answer: ClusterAnswer): SearchAnswer {
  const total = typeof answer.hits.total === 'number' ? { value: answer.hits.total, relation: 'eq' as const } : answer.hits.total;
  return {
    took: answer.took,
    hits: {
      total: { value: total.value, relation: total.relation },
      hits: answer.hits.hits.map((hit): SearchHit => {
        const highlight: SearchHit['highlight'] = {};
        for (const field of SEARCH_FIELD_NAMES) {
          const fragments = hit.highlight?.[field];
          if (fragments?.length) highlight[field] = fragments.map(safeFragment);
        }
        const source = hit._source;
        return {
          _id: hit._id,
          _score: hit._score ?? 0,
          _source: {
            title: source.title ?? '',
            metaDesc: source.metaDesc ?? '',
            uri: source.uri ?? hit._id,
            supportCategories: source.supportCategories ?? [],
          },
          highlight,
        };
      }),
    },
    aggregations: {
      supportCategories: { buckets: (answer.aggregations?.supportCategories?.buckets ?? []).map(({ key, doc_count }) => ({ key, doc_count })) },
    },
  };
}

const emptyAnswer = (): SearchAnswer => ({
  took: 0,
  hits: { total: { value: 0, relation: 'eq' }, hits: [] },
  aggregations: { supportCategories: { buckets: [] } },
});

export type Fetch = typeof fetch;

/** A client of the cluster: JSON (or NDJSON) requests with the credentials, failures as errors naming the call. */
export function clusterClient(settings: ClusterSettings, fetchImpl: Fetch = fetch) {
  const headers: Record<string, string> = {};
  if (settings.auth && 'apiKey' in settings.auth) headers.authorization = `ApiKey ${settings.auth.apiKey}`;
  else if (settings.auth) headers.authorization = `Basic ${Buffer.from(`${settings.auth.username}:${settings.auth.password}`).toString('base64')}`;

  return async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    options: { ndjson?: boolean; allow404?: boolean; timeoutMs?: number } = {},
  ): Promise<T | null> {
    const response = await fetchImpl(`${settings.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': options.ndjson ? 'application/x-ndjson' : 'application/json' }) },
      ...(body === undefined ? {} : { body: options.ndjson ? (body as string) : JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? settings.timeoutMs),
    });
    if (response.status === 404 && options.allow404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw new Error(`${method} ${path} answered HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`);
    return (await response.json()) as T;
  };
}

/** The search service of a cluster; a cluster that fails or is slow answers the call with 503. */
export function openSearch(settings: ClusterSettings, fetchImpl: Fetch = fetch): SearchService {
  const request = clusterClient(settings, fetchImpl);
  return {
    indexName: settings.index,
    description: `OpenSearch/Elasticsearch index ${settings.index} at ${settings.url}`,
    async search(search) {
      if (queryWords(search.query).length === 0) return emptyAnswer();
      try {
        return answerOf((await request<ClusterAnswer>('POST', `/${encodeURIComponent(settings.index)}/_search`, clusterQuery(search)))!);
      } catch (error) {
        throw new UnavailableError(searchMessages.unavailable, { cause: error });
      }
    },
    async ready() {},
  };
}

/** Bulk requests of at most this many documents. */
const BULK_SIZE = 500;

/**
 * Fills a new index with the documents and points the alias the portal
 * searches at it only when it is complete, then removes the indices the alias
 * pointed at before: searches never see a half-filled index.
 */
export async function fillIndex(
  settings: ClusterSettings,
  documents: readonly SearchDocument[],
  options: { fetch?: Fetch; now?: Date; log?: (line: string) => void } = {},
) {
  const request = clusterClient({ ...settings, timeoutMs: Math.max(settings.timeoutMs, 60_000) }, options.fetch);
  const log = options.log ?? (() => {});
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 17);
  const target = `${settings.index}-${stamp}`;

  const existing = await request<Record<string, { aliases?: Record<string, unknown> }>>(
    'GET',
    `/_alias/${encodeURIComponent(settings.index)}`,
    undefined,
    { allow404: true },
  );
  const previous = Object.keys(existing ?? {});
  if (previous.includes(settings.index))
    throw new Error(`${settings.index} is an index, not an alias: delete it once so search:index can manage it as an alias`);

  await request('PUT', `/${encodeURIComponent(target)}`, indexDefinition());
  log(`created ${target}`);
  for (let start = 0; start < documents.length; start += BULK_SIZE) {
    const lines = documents
      .slice(start, start + BULK_SIZE)
      .flatMap((document) => [JSON.stringify({ index: { _id: document.uri } }), JSON.stringify(document)]);
    const answer = await request<{ errors: boolean; items: { index?: { _id: string; error?: unknown } }[] }>(
      'POST',
      `/${encodeURIComponent(target)}/_bulk`,
      `${lines.join('\n')}\n`,
      { ndjson: true },
    );
    const failed = answer!.items.filter((item) => item.index?.error);
    if (answer!.errors || failed.length)
      throw new Error(`${failed.length} documents were refused, e.g. ${JSON.stringify(failed[0]?.index ?? answer!.items[0])}`);
    log(`indexed ${Math.min(start + BULK_SIZE, documents.length)}/${documents.length}`);
  }
  await request('POST', `/${encodeURIComponent(target)}/_refresh`);
  await request('POST', '/_aliases', {
    actions: [...previous.map((index) => ({ remove: { index, alias: settings.index } })), { add: { index: target, alias: settings.index } }],
  });
  log(`alias ${settings.index} → ${target}`);
  for (const index of previous) {
    await request('DELETE', `/${encodeURIComponent(index)}`);
    log(`deleted ${index}`);
  }
  return { index: target, documents: documents.length, replaced: previous };
}
