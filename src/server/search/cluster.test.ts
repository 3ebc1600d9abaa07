import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSearchDocuments } from './content.ts';
import { clusterClient, clusterSettingsFromEnv, fillIndex, openSearch } from './opensearch.ts';

/**
 * Against a real OpenSearch/Elasticsearch cluster with analysis-stempel, when
 * TEST_SEARCH_URL names one (with SEARCH_USERNAME/SEARCH_PASSWORD or
 * SEARCH_API_KEY if it needs them): an index of its own is filled from the
 * seed, searched, and deleted. Without the variable the file declares nothing
 * (no server of the engine is installable on the project's machines).
 */

const url = process.env.TEST_SEARCH_URL?.trim();

if (url) {
  describe('the adapter on a real cluster', () => {
    it('fills an index from the seed and finds the card article for „platnosc karta”', async () => {
      const settings = clusterSettingsFromEnv({ ...process.env, SEARCH_URL: url, SEARCH_INDEX: `pomoc-test-${randomBytes(4).toString('hex')}` }, 'pomoc')!;
      const request = clusterClient(settings);
      const result = await fillIndex(settings, await contentSearchDocuments({ embedded: { extraHelpArticles: 0 }, env: {} }));
      try {
        const answer = await openSearch(settings).search({ query: 'platnosc karta', size: 3, from: 0 });
        expect(answer.hits.hits.map((hit) => hit._id)).toContain('/pomoc/platnosci/jak-dodac-karte');
      } finally {
        await request('DELETE', `/${result.index}`);
      }
    }, 60_000);
  });
}
