import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '#api-contract/search.ts';
import type { SearchDocument } from '#search/documents.ts';
import { envelopeOf, testApp, testAppFor, visitor } from '#testing/server-app.ts';
import { contentSearchDocuments } from './content.ts';
import { clusterClient, clusterSettingsFromEnv, fillIndex, indexDefinition, openSearch, safeFragment, type ClusterSettings } from './opensearch.ts';

/**
 * The OpenSearch/Elasticsearch adapter against a stand-in cluster: a local
 * HTTP server (no engine is installable here) that records what it is sent
 * and answers in the engine's shape. What is asserted: the mapping, the bulk
 * body and the query the adapter sends, and the answer the portal gives.
 */

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Answer = { status: number; body: unknown };

let server: Server;
let origin: string;
let received: Received[] = [];
let answer: (request: Received) => Answer = () => ({ status: 200, body: {} });

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const entry: Received = {
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await read(request),
    };
    received.push(entry);
    const { status, body } = answer(entry);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  received = [];
  answer = () => ({ status: 200, body: {} });
});

const settings = (extra: Partial<ClusterSettings> = {}): ClusterSettings => ({ url: origin, index: 'pomoc', timeoutMs: 2_000, ...extra });

/** What a cluster answers to the portal's query for „karta” (Elasticsearch 8 shape, the html encoder's entities included). */
const clusterAnswer = {
  took: 4,
  timed_out: false,
  hits: {
    total: { value: 2, relation: 'eq' },
    max_score: 9.1,
    hits: [
      {
        _index: 'pomoc-20261125',
        _id: '/pomoc/platnosci/jak-dodac-karte',
        _score: 9.1,
        _source: {
          title: 'Jak dodać lub zmienić kartę płatniczą',
          metaDesc: 'Kartę dodasz w Moim koncie.',
          uri: '/pomoc/platnosci/jak-dodac-karte',
          supportCategories: ['platnosci'],
        },
        highlight: { title: ['Jak dodać lub zmienić <mark>kartę</mark> płatniczą'], metaDesc: ['<mark>Kartę</mark> dodasz &amp; &lt;b&gt;'] },
      },
      {
        _index: 'pomoc-20261125',
        _id: '/pomoc/dekodery/karta-dekodera',
        _score: 5.5,
        _source: { title: 'Karta dekodera', metaDesc: '', uri: '/pomoc/dekodery/karta-dekodera', supportCategories: ['dekodery'] },
        // A fragment with raw markup, as a misconfigured cluster (no html encoder) would send it.
        highlight: { title: ['<mark>Karta</mark> <img src=x onerror=alert(1)>'] },
      },
    ],
  },
  aggregations: {
    supportCategories: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [
        { key: 'platnosci', doc_count: 1 },
        { key: 'dekodery', doc_count: 1 },
      ],
    },
  },
};

describe('cluster settings', () => {
  it('are read from SEARCH_URL, SEARCH_INDEX and the credentials', () => {
    expect(clusterSettingsFromEnv({}, 'pomoc')).toBeNull();
    expect(
      clusterSettingsFromEnv({ SEARCH_URL: 'https://search.example:9200/', SEARCH_USERNAME: 'portal', SEARCH_PASSWORD: 'tajne' }, 'pomoc'),
    ).toEqual({
      url: 'https://search.example:9200',
      index: 'pomoc',
      auth: { username: 'portal', password: 'tajne' },
      timeoutMs: 2_000,
    });
    expect(
      clusterSettingsFromEnv({ SEARCH_URL: 'http://127.0.0.1:9200', SEARCH_INDEX: 'pomoc-test', SEARCH_API_KEY: 'klucz' }, 'pomoc'),
    ).toMatchObject({
      index: 'pomoc-test',
      auth: { apiKey: 'klucz' },
    });
    expect(() => clusterSettingsFromEnv({ SEARCH_URL: 'ftp://x' }, 'pomoc')).toThrow(/SEARCH_URL/);
    expect(() => clusterSettingsFromEnv({ SEARCH_URL: 'http://x', SEARCH_INDEX: 'Pomoc!' }, 'pomoc')).toThrow(/SEARCH_INDEX/);
    expect(() => clusterSettingsFromEnv({ SEARCH_URL: 'http://x', SEARCH_USERNAME: 'a' }, 'pomoc')).toThrow(/SEARCH_PASSWORD/);
  });
});

describe('safeFragment', () => {
  it('keeps only <mark> as markup', () => {
    expect(safeFragment('<mark>Kartę</mark> &amp; &lt;b&gt;')).toBe('<mark>Kartę</mark> &amp; &lt;b&gt;');
    expect(safeFragment('<mark>x</mark><script>alert(1)</script>&#x27;')).toBe('<mark>x</mark>&lt;script&gt;alert(1)&lt;/script&gt;&#39;');
    expect(safeFragment('<mark onclick=x>a</mark>')).toBe('&lt;mark onclick=x&gt;a</mark>');
  });
});

describe('the search calls on a cluster', () => {
  // The stand-in's origin is known once the file's beforeAll has started it: the options are read when the app is opened.
  const portal = testAppFor('pglite', { app: () => ({ search: openSearch(settings({ auth: { username: 'portal', password: 'tajne' } })) }) });

  it('sends the Polish fuzzy query with the boosts, the category as a post filter and highlights with the html encoder', async () => {
    answer = () => ({ status: 200, body: clusterAnswer });
    const response = await visitor(portal.app).get('/api/search?query=karta%20p%C5%82atnicza&size=5&from=5&category=platnosci');
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const sent = received[0]!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/pomoc/_search',
      authorization: `Basic ${Buffer.from('portal:tajne').toString('base64')}`,
      contentType: 'application/json',
    });
    expect(JSON.parse(sent.body)).toEqual({
      size: 5,
      from: 5,
      track_total_hits: true,
      _source: ['title', 'metaDesc', 'uri', 'supportCategories'],
      query: {
        multi_match: {
          query: 'karta płatnicza',
          type: 'bool_prefix',
          fields: ['keyphrase^3', 'keyphrase.folded^3', 'title^3', 'title.folded^3', 'metaDesc^1.5', 'metaDesc.folded^1.5'],
          fuzziness: 'AUTO',
        },
      },
      post_filter: { term: { supportCategories: 'platnosci' } },
      aggs: { supportCategories: { terms: { field: 'supportCategories', size: 100 } } },
      highlight: {
        encoder: 'html',
        pre_tags: ['<mark>'],
        post_tags: ['</mark>'],
        require_field_match: false,
        fields: { title: { number_of_fragments: 0 }, metaDesc: { number_of_fragments: 0 }, keyphrase: { number_of_fragments: 0 } },
      },
    });
  });

  it('answers the cluster’s hits in the portal’s shape, with no markup but <mark> in the highlights', async () => {
    answer = () => ({ status: 200, body: clusterAnswer });
    const response = await visitor(portal.app).post('/api/search/pomoc/_search', {
      body: { query: { multi_match: { query: 'karta', fields: ['title^2', 'keyphrase'], fuzziness: 'AUTO' } }, size: 10, from: 0 },
    });
    expect(JSON.parse(received[0]!.body).query.multi_match.fields).toEqual(['keyphrase^1', 'keyphrase.folded^1', 'title^2', 'title.folded^2']);
    expect(envelopeOf<SearchAnswer>(response).data).toEqual({
      took: 4,
      hits: {
        total: { value: 2, relation: 'eq' },
        hits: [
          {
            _id: '/pomoc/platnosci/jak-dodac-karte',
            _score: 9.1,
            _source: {
              title: 'Jak dodać lub zmienić kartę płatniczą',
              metaDesc: 'Kartę dodasz w Moim koncie.',
              uri: '/pomoc/platnosci/jak-dodac-karte',
              supportCategories: ['platnosci'],
            },
            highlight: { title: ['Jak dodać lub zmienić <mark>kartę</mark> płatniczą'], metaDesc: ['<mark>Kartę</mark> dodasz &amp; &lt;b&gt;'] },
          },
          {
            _id: '/pomoc/dekodery/karta-dekodera',
            _score: 5.5,
            _source: { title: 'Karta dekodera', metaDesc: '', uri: '/pomoc/dekodery/karta-dekodera', supportCategories: ['dekodery'] },
            highlight: { title: ['<mark>Karta</mark> &lt;img src=x onerror=alert(1)&gt;'] },
          },
        ],
      },
      aggregations: {
        supportCategories: {
          buckets: [
            { key: 'platnosci', doc_count: 1 },
            { key: 'dekodery', doc_count: 1 },
          ],
        },
      },
    });
  });

  it('asks the cluster nothing for a query of only punctuation or markup', async () => {
    const response = await visitor(portal.app).get('/api/search?query=%3C%2F%3E%20!!!');
    expect(envelopeOf<SearchAnswer>(response).data.hits).toEqual({ total: { value: 0, relation: 'eq' }, hits: [] });
    expect(received).toEqual([]);
  });

  it('answers 503 in Polish when the cluster fails, and 404 for another index without asking it', async () => {
    answer = () => ({ status: 500, body: { error: 'boom' } });
    const failed = await visitor(portal.app).get('/api/search?query=karta');
    expect(failed.statusCode).toBe(503);
    expect(envelopeOf(failed).msg).toBe('Wyszukiwarka jest chwilowo niedostępna. Spróbuj ponownie za chwilę.');

    received = [];
    const other = await visitor(portal.app).post('/api/search/inny/_search', { body: { query: { multi_match: { query: 'karta' } } } });
    expect(other.statusCode).toBe(404);
    expect(received).toEqual([]);
  });

  it('answers 503 when the cluster is down', async () => {
    const down = await testApp(portal.db, { search: openSearch(settings({ url: 'http://127.0.0.1:9' })) });
    try {
      const response = await visitor(down).get('/api/search?query=karta');
      expect(response.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('search:index', () => {
  const documents: SearchDocument[] = Array.from({ length: 501 }, (_, i) => ({
    uri: `/pomoc/artykul-${i}`,
    title: `Artykuł ${i}`,
    metaDesc: 'Opis',
    keyphrase: 'słowa klucze',
    supportCategories: ['platnosci'],
  }));

  it('creates an index with the Polish mapping, bulk-loads the documents and moves the alias to it, removing the old index', async () => {
    answer = (request) => {
      if (request.method === 'GET') return { status: 200, body: { 'pomoc-20261101000000000': { aliases: { pomoc: {} } } } };
      if (request.url.endsWith('/_bulk'))
        return {
          status: 200,
          body: {
            errors: false,
            items: request.body
              .trim()
              .split('\n')
              .filter((_, i) => i % 2 === 0)
              .map((line) => ({ index: { _id: JSON.parse(line).index._id, status: 201 } })),
          },
        };
      return { status: 200, body: { acknowledged: true } };
    };
    const result = await fillIndex(settings({ auth: { apiKey: 'klucz' } }), documents, { now: new Date('2026-11-25T06:00:00.000Z') });
    expect(result).toEqual({ index: 'pomoc-20261125060000000', documents: 501, replaced: ['pomoc-20261101000000000'] });

    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /_alias/pomoc',
      'PUT /pomoc-20261125060000000',
      'POST /pomoc-20261125060000000/_bulk',
      'POST /pomoc-20261125060000000/_bulk',
      'POST /pomoc-20261125060000000/_refresh',
      'POST /_aliases',
      'DELETE /pomoc-20261101000000000',
    ]);
    expect(received.every((request) => request.authorization === 'ApiKey klucz')).toBe(true);

    const mapping = JSON.parse(received[1]!.body);
    expect(mapping).toEqual(indexDefinition());
    expect(mapping.settings.analysis.analyzer.polish_folded).toEqual({
      type: 'custom',
      tokenizer: 'standard',
      filter: ['lowercase', 'polish_stop', 'polish_stem', 'asciifolding'],
    });
    expect(mapping.mappings.properties.title).toEqual({
      type: 'text',
      analyzer: 'polish_folded',
      fields: { folded: { type: 'text', analyzer: 'folded' } },
    });
    expect(mapping.mappings.properties.supportCategories).toEqual({ type: 'keyword' });

    const bulk = received[2]!;
    expect(bulk.contentType).toBe('application/x-ndjson');
    expect(bulk.body.endsWith('\n')).toBe(true);
    const lines = bulk.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1000);
    expect(lines.slice(0, 2)).toEqual([{ index: { _id: '/pomoc/artykul-0' } }, documents[0]]);
    expect(received[3]!.body.trim().split('\n')).toHaveLength(2);

    expect(JSON.parse(received[5]!.body)).toEqual({
      actions: [{ remove: { index: 'pomoc-20261101000000000', alias: 'pomoc' } }, { add: { index: 'pomoc-20261125060000000', alias: 'pomoc' } }],
    });
  });

  it('fails naming the refused documents and leaves the alias where it was', async () => {
    answer = (request) => {
      if (request.method === 'GET') return { status: 404, body: { error: 'alias [pomoc] missing' } };
      if (request.url.endsWith('/_bulk'))
        return { status: 200, body: { errors: true, items: [{ index: { _id: '/x', status: 400, error: { type: 'mapper_parsing_exception' } } }] } };
      return { status: 200, body: { acknowledged: true } };
    };
    await expect(fillIndex(settings(), documents.slice(0, 1))).rejects.toThrow(/1 documents were refused.*mapper_parsing_exception/);
    expect(received.map((request) => request.url)).not.toContain('/_aliases');
  });
});

/**
 * Against a real OpenSearch/Elasticsearch cluster with analysis-stempel, when
 * TEST_SEARCH_URL names one (with SEARCH_USERNAME/SEARCH_PASSWORD or
 * SEARCH_API_KEY if it needs them): an index of its own is filled from the
 * seed, searched, and deleted. No server of the engine is installable on the
 * project's machines, so without the variable only the stand-in runs.
 */
const clusterUrl = process.env.TEST_SEARCH_URL?.trim();

if (clusterUrl) {
  describe('the adapter on a real cluster', () => {
    it('fills an index from the seed and finds the card article for „platnosc karta”', async () => {
      const settings = clusterSettingsFromEnv(
        { ...process.env, SEARCH_URL: clusterUrl, SEARCH_INDEX: `pomoc-test-${randomBytes(4).toString('hex')}` },
        'pomoc',
      )!;
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
