import { describe, expect, it } from 'vitest';
import { pageNumbers, readResultsQuery, resultsHref } from './results-query.ts';

describe('readResultsQuery', () => {
  it('reads the query, the category and the page', () => {
    expect(readResultsQuery(new URLSearchParams('q=+faktura+&kategoria=platnosci&strona=2'))).toEqual({
      query: 'faktura',
      category: 'platnosci',
      page: 2,
    });
  });

  it('falls back to every category and the first page for anything malformed', () => {
    for (const search of ['q=x&kategoria=<b>&strona=0', 'q=x&kategoria=&strona=1.5', 'q=x&strona=-3', 'q=x&strona=abc', 'q=x&strona=101']) {
      expect(readResultsQuery(new URLSearchParams(search))).toEqual({ query: 'x', category: undefined, page: 1 });
    }
  });

  it('reads no query as empty', () => {
    expect(readResultsQuery(new URLSearchParams('')).query).toBe('');
  });
});

describe('resultsHref', () => {
  it('keeps the query and adds the category and page only when set', () => {
    expect(resultsHref('/wyniki-wyszukiwania', { query: 'zmiana hasła', category: undefined, page: 1 })).toBe(
      '/wyniki-wyszukiwania?q=zmiana+has%C5%82a',
    );
    expect(resultsHref('/wyniki-wyszukiwania', { query: 'a&b', category: 'dekodery', page: 3 })).toBe(
      '/wyniki-wyszukiwania?q=a%26b&kategoria=dekodery&strona=3',
    );
  });
});

describe('pageNumbers', () => {
  it('lists every page up to ten', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the current page’s neighbours beyond ten', () => {
    expect(pageNumbers(7, 20)).toEqual([1, 5, 6, 7, 8, 9, 20]);
  });
});
