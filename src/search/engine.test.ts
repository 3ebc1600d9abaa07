import { describe, expect, it } from 'vitest';
import { ANALYSIS_VERSION } from './analysis.ts';
import { searchDocuments, type SearchablePage } from './documents.ts';
import { buildIndex, loadIndex, search, serializeIndex, type SerializedIndex } from './engine.ts';

const page = (path: string, title: string, extra: Partial<SearchablePage> = {}): SearchablePage => ({
  path,
  title,
  metaDesc: '',
  template: 'help-article',
  supportCategories: ['platnosci'],
  noindex: false,
  ...extra,
});

const pages: SearchablePage[] = [
  page('/pomoc/karta', 'Jak dodać kartę płatniczą', { keyphrase: 'płatność kartą' }),
  page('/pomoc/faktury', 'Gdzie znajdę faktury', { metaDesc: 'Faktury za płatności wysyłamy e-mailem.' }),
  page('/pomoc/dekoder', 'Karta dekodera', { supportCategories: ['dekodery'] }),
  page('/oferta-online/moje-konto', 'Moje konto – karta', { template: 'my-account' }),
  page('/wyniki-wyszukiwania', 'Wyniki wyszukiwania – karta', { template: 'search-results' }),
  page('/ukryta', 'Ukryta karta', { noindex: true }),
  page('/stara-karta', 'Stara karta', { template: 'cms-generic' }),
  page('/regulamin', 'Regulamin karty', { template: 'cms-generic', supportCategories: [] }),
];

describe('search documents', () => {
  it('are help and content pages, never self-care, the results page, noindex pages or redirect sources', () => {
    expect(searchDocuments(pages, new Set(['/stara-karta'])).map((d) => d.uri)).toEqual([
      '/pomoc/karta',
      '/pomoc/faktury',
      '/pomoc/dekoder',
      '/regulamin',
    ]);
  });
});

describe('the embedded engine', () => {
  const index = buildIndex(searchDocuments(pages));

  it('ranks the keyphrase and title over the meta description', () => {
    const answer = search(index, { query: 'platnosc', size: 10, from: 0 });
    expect(answer.hits.hits.map((hit) => hit._id)).toEqual(['/pomoc/karta', '/pomoc/faktury']);
    expect(answer.hits.hits[1]!.highlight).toEqual({ metaDesc: ['Faktury za <mark>płatności</mark> wysyłamy e-mailem.'] });
  });

  it('honours the boosts a request gives', () => {
    const answer = search(index, { query: 'platnosc', size: 10, from: 0, boosts: { metaDesc: 10 } });
    expect(answer.hits.hits.map((hit) => hit._id)).toEqual(['/pomoc/faktury']);
  });

  it('counts hits per category before the category filter, and pages after it', () => {
    const answer = search(index, { query: 'karta', size: 1, from: 0, category: 'platnosci' });
    expect(answer.aggregations.supportCategories.buckets).toEqual([
      { key: 'platnosci', doc_count: 2 },
      { key: 'dekodery', doc_count: 1 },
    ]);
    expect(answer.hits.total).toEqual({ value: 2, relation: 'eq' });
    expect(answer.hits.hits).toHaveLength(1);
    const second = search(index, { query: 'karta', size: 1, from: 1, category: 'platnosci' });
    expect([answer.hits.hits[0]!._id, second.hits.hits[0]!._id].sort()).toEqual(['/pomoc/karta', '/stara-karta']);
    expect(search(index, { query: 'karta', size: 10, from: 5 }).hits.hits).toEqual([]);
  });

  it('finds typos and prefixes as the visitor types', () => {
    expect(search(index, { query: 'faktruy', size: 10, from: 0 }).hits.hits[0]?._id).toBe('/pomoc/faktury');
    expect(search(index, { query: 'dek', size: 10, from: 0 }).hits.hits[0]?._id).toBe('/pomoc/dekoder');
  });

  it('loads from its serialised form with the same answers', () => {
    const loaded = loadIndex(serializeIndex(index));
    const request = { query: 'karta platnosc', size: 10, from: 0 };
    expect({ ...search(loaded, request), took: 0 }).toEqual({ ...search(index, request), took: 0 });
  });

  it('rebuilds an index serialised by another analysis version from the documents it stores', () => {
    const stale: SerializedIndex = { ...(JSON.parse(serializeIndex(index)) as SerializedIndex), analysisVersion: ANALYSIS_VERSION - 1 };
    // Terms of another analysis: what the old version indexed is not what today's queries produce.
    stale.index.index = [];
    const loaded = loadIndex(JSON.stringify(stale));
    expect(search(loaded, { query: 'faktury', size: 10, from: 0 }).hits.hits[0]?._id).toBe('/pomoc/faktury');
  });
});
