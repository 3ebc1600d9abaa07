import type { FastifyPluginAsync } from 'fastify';
import { searchMessages, searchOperations as op, type ElasticSearchBody } from '#api-contract/search.ts';
import { DEFAULT_BOOSTS, type SearchField, type SearchRequest } from '#search/engine.ts';
import { CallError } from '../http/call-error.ts';
import { route } from '../http/route.ts';
import type { SearchService } from '../search/service.ts';

/** Field names with their weights as the portal sends them (`title^3`; no weight: 1). */
export function boostsOf(fields: readonly string[] | undefined): Partial<Record<SearchField, number>> {
  if (!fields) return DEFAULT_BOOSTS;
  const boosts: Partial<Record<SearchField, number>> = {};
  for (const field of fields) {
    const [name, weight] = field.split('^') as [SearchField, string | undefined];
    boosts[name] = weight === undefined ? 1 : Number(weight);
  }
  return boosts;
}

/** The Elasticsearch query subset as an engine request. */
export function requestOf(body: ElasticSearchBody): SearchRequest {
  const match = 'multi_match' in body.query ? body.query.multi_match : body.query.bool.must.multi_match;
  const category = 'bool' in body.query ? body.query.bool.filter?.[0]?.term.supportCategories : undefined;
  return { query: match.query, size: body.size ?? 10, from: body.from ?? 0, boosts: boostsOf(match.fields), ...(category ? { category } : {}) };
}

/**
 * The search calls (spec 7). Registered outside the session context: they are
 * public and hit per keystroke, so no session is looked up, touched or stored.
 */
export const searchRoutes: FastifyPluginAsync<{ search: SearchService }> = async (app, { search }) => {
  route(app, op.search, async (request) => {
    const { query, size, from, category } = request.query;
    return search.search({ query, size, from, ...(category ? { category } : {}) });
  });

  route(app, op.indexSearch, async (request) => {
    if (request.params.index !== search.indexName) throw new CallError(404, searchMessages.unknownIndex);
    return search.search(requestOf(request.body));
  });
};
