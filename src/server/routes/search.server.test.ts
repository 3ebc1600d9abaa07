import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, type SearchAnswer } from '#api-contract/search.ts';
import { envelopeOf, testAppFor, visitor } from '#testing/server-app.ts';

/**
 * The search calls on the embedded engine over the seed content (the app's
 * default: built from the content system on the first search): hits in the
 * engine's shape, highlights that let no markup through, category counts
 * before the filter, Polish refusals, and no session touched.
 */

const CARD = '/pomoc/platnosci/jak-dodac-karte';
const POST_BODY = (query: string, extra: Record<string, unknown> = {}) => ({
  query: { multi_match: { query, fields: ['keyphrase^3', 'title^3', 'metaDesc^1.5'], fuzziness: 'AUTO' } },
  size: 10,
  from: 0,
  ...extra,
});

describe('search calls', () => {
  const server = testAppFor('pglite');

  const get = async (query: Record<string, string>) => {
    const response = await visitor(server.app).get(`/api/search?${new URLSearchParams(query)}`);
    return { response, envelope: envelopeOf<SearchAnswer | null>(response) };
  };

  it('finds the card article first for „platnosc karta”, with its source, highlights and the category counts', async () => {
    const { response, envelope } = await get({ query: 'platnosc karta' });
    expect(response.statusCode).toBe(200);
    const answer = envelope.data!;
    expect(answer.hits.hits[0]).toMatchObject({
      _id: CARD,
      _source: { uri: CARD, title: 'Jak dodać lub zmienić kartę płatniczą', supportCategories: ['platnosci'] },
    });
    expect(Object.keys(answer.hits.hits[0]!._source).sort()).toEqual(['metaDesc', 'supportCategories', 'title', 'uri']);
    expect(answer.hits.hits[0]!.highlight.title).toEqual(['Jak dodać lub zmienić <mark>kartę</mark> płatniczą']);
    expect(answer.hits.total).toEqual({ value: answer.hits.hits.length, relation: 'eq' });
    expect(answer.aggregations.supportCategories.buckets).toContainEqual({ key: 'platnosci', doc_count: expect.any(Number) });
    expect(typeof answer.took).toBe('number');
  });

  it('finds it with a typo too, and through the Elasticsearch-style POST', async () => {
    expect((await get({ query: 'platnsc karta' })).envelope.data!.hits.hits.slice(0, 3).map((hit) => hit._id)).toContain(CARD);
    const response = await visitor(server.app).post('/api/search/pomoc/_search', { body: POST_BODY('płatność kartą') });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<SearchAnswer>(response).data.hits.hits[0]!._id).toBe(CARD);
  });

  it('filters by support category, counting every category before the filter', async () => {
    const all = (await get({ query: 'karta' })).envelope.data!;
    const categories = all.aggregations.supportCategories.buckets.map((bucket) => bucket.key);
    expect(categories).toEqual(expect.arrayContaining(['platnosci', 'dekodery']));

    const filtered = (await get({ query: 'karta', category: 'dekodery' })).envelope.data!;
    expect(filtered.hits.hits.length).toBeGreaterThan(0);
    expect(filtered.hits.hits.every((hit) => hit._source.supportCategories.includes('dekodery'))).toBe(true);
    expect(filtered.aggregations).toEqual(all.aggregations);
    expect(filtered.hits.total.value).toBe(all.aggregations.supportCategories.buckets.find((bucket) => bucket.key === 'dekodery')!.doc_count);

    const posted = await visitor(server.app).post('/api/search/pomoc/_search', {
      body: { query: { bool: { must: POST_BODY('karta').query, filter: [{ term: { supportCategories: 'dekodery' } }] } } },
    });
    expect(envelopeOf<SearchAnswer>(posted).data.hits.hits.map((hit) => hit._id)).toEqual(filtered.hits.hits.map((hit) => hit._id));
  });

  it('pages with size and from', async () => {
    const first = (await get({ query: 'konto', size: '2' })).envelope.data!;
    const second = (await get({ query: 'konto', size: '2', from: '2' })).envelope.data!;
    expect(first.hits.hits).toHaveLength(2);
    expect(second.hits.total).toEqual(first.hits.total);
    expect(second.hits.hits[0]!._id).not.toBe(first.hits.hits[0]!._id);
  });

  it('lets no markup through a highlight', async () => {
    const answer = (await get({ query: '<mark>karta</mark> <script>alert(1)</script> "kartę" & <img src=x>' })).envelope.data!;
    expect(answer.hits.hits.length).toBeGreaterThan(0);
    for (const hit of answer.hits.hits)
      for (const fragment of Object.values(hit.highlight).flat()) expect(fragment.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('answers nothing found for punctuation or markup, and refuses a NUL, hidden characters or a query over the limit in Polish', async () => {
    for (const query of ['!!! ??? ...', '<script></script>', '', '   ']) {
      const { response, envelope } = await get({ query });
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      expect(envelope.data!.hits.hits).toEqual([]);
    }
    // A NUL is refused before the call, as everywhere in the API.
    const nul = await get({ query: 'karta\u0000' });
    expect(nul.response.statusCode).toBe(400);
    expect(nul.envelope.msg).toBe('Przesłane dane zawierają niedozwolony znak (NUL lub niepełny znak Unicode).');

    // Control, direction and invisible characters too, in Polish naming the field, in both forms of the call.
    for (const character of ['\u0007', '\r\n', '\u202e', '\u200b', '\ufeff']) {
      const refused = await get({ query: `karta${character}kredytowa` });
      expect(refused.response.statusCode, JSON.stringify(character)).toBe(400);
      expect(refused.envelope.msg).toBe(
        'Nieprawidłowy parametr „query”: zapytanie nie może zawierać znaków sterujących, podziałów wiersza, znaków zmiany kierunku tekstu ani znaków niewidocznych.',
      );
      const refusedPost = await visitor(server.app).post('/api/search/pomoc/_search', { body: POST_BODY(`karta${character}`) });
      expect(refusedPost.statusCode, JSON.stringify(character)).toBe(400);
      expect(envelopeOf(refusedPost).msg).toContain('zapytanie nie może zawierać znaków sterujących');
    }

    const { response, envelope } = await get({ query: 'a'.repeat(10_000) });
    expect(response.statusCode).toBe(400);
    expect(envelope.msg).toContain(`najwyżej ${MAX_QUERY_LENGTH} znaków`);

    const posted = await visitor(server.app).post('/api/search/pomoc/_search', { body: POST_BODY('karta '.repeat(2_000)) });
    expect(posted.statusCode).toBe(400);
    expect(envelopeOf(posted).msg).toContain(`najwyżej ${MAX_QUERY_LENGTH} znaków`);
  });

  it('answers an unknown index with a Polish 404', async () => {
    const response = await visitor(server.app).post('/api/search/produkty/_search', { body: POST_BODY('karta') });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toMatchObject({ data: null, errorCode: 404, msg: 'Nie ma takiego indeksu wyszukiwania.' });
  });

  it('reads, touches and stores no session, and sets no cookie', async () => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM sessions');
    const caller = visitor(server.app);
    const responses = [
      await caller.get('/api/search?query=faktura'),
      await caller.post('/api/search/pomoc/_search', { body: POST_BODY('faktura') }),
      // A session cookie, even a forged one, is not looked at.
      await caller.get('/api/search?query=faktura', { headers: { cookie: 'SESSION=nieistniejaca' } }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await server.db.query('SELECT count(*)::int AS n FROM sessions')).rows).toEqual(before.rows);
  });
});
