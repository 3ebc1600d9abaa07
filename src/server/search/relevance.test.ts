import { describe, expect, it } from 'vitest';
import relevanceSet from '#search/relevance-set.json' with { type: 'json' };
import { buildIndex, search } from '#search/engine.ts';
import { contentSearchDocuments } from './content.ts';

/**
 * The relevance set (src/search/relevance-set.json): Polish queries as
 * customers type them – inflected, without diacritics, with typos, two words –
 * each must find its page among the first 3 hits of the embedded engine on
 * the seed content. A failure names the query and what came first instead.
 */

const TOP = 3;

describe('relevance set', async () => {
  // The seed alone, whatever the environment names.
  const documents = await contentSearchDocuments({ embedded: { extraHelpArticles: 0 }, env: {} });
  const index = buildIndex(documents);
  const uris = new Set(documents.map((document) => document.uri));

  it('has at least 40 queries, each naming a searchable page', () => {
    expect(relevanceSet.queries.length).toBeGreaterThanOrEqual(40);
    expect(relevanceSet.queries.filter(({ uri }) => !uris.has(uri))).toEqual([]);
  });

  it.each(relevanceSet.queries)('„$query” finds $uri in the top 3', ({ query, uri }) => {
    const top = search(index, { query, size: TOP, from: 0 }).hits.hits.map((hit) => hit._id);
    expect(top, `„${query}” (${top.join(', ') || 'nothing'})`).toContain(uri);
  });
});
