import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { supportCategorySchema } from '#content-schema/support.ts';
import { createContentClient } from '#content-loader/client.ts';
import { resolveEndpoint } from '#content-loader/endpoint.ts';
import { fetchAllContent } from '#content-loader/fetch-content.ts';
import { contentSearchDocuments } from '#server/search/content.ts';
import { embeddedSearch } from '#server/search/embedded.ts';
import { pageSearch } from '#server/search/page-search.ts';
import { providePageSearch } from '#support/search/search-runner.ts';
import { renderBlockDom } from '#testing/render-block.ts';

// The seed's help categories through the content system, as the build reads them (no build's data store needed).
vi.mock('#content/queries.ts', () => ({
  getSupportCategories: async () => {
    const { supportCategories } = await fetchAllContent(createContentClient(await resolveEndpoint()), { collections: ['supportCategories'] });
    return supportCategories.map((raw) => supportCategorySchema.parse(raw));
  },
}));

const at = (query: string) => renderBlockDom('search-results', {}, undefined, { url: `/wyniki-wyszukiwania?${query}` });

describe('search-results block', () => {
  beforeAll(() => {
    // The embedded engine on the seed content, as the server gives it to the results page.
    providePageSearch(pageSearch(embeddedSearch({ documents: () => contentSearchDocuments() })));
  });

  it('without a query shows the search box and a hint only', async () => {
    const body = await at('');
    expect(within(body).getByRole('searchbox', { name: 'Szukaj w pomocy' })).toBeTruthy();
    expect(body.textContent).toContain('Wpisz jedno lub dwa słowa');
    expect(body.querySelector('ol')).toBeNull();
  });

  it('lists the results with the matched words marked, the categories with counts, and the card article first', async () => {
    const body = await at('q=platnosc+karta');
    const items = body.querySelectorAll('ol > li');
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe('/pomoc/platnosci/jak-dodac-karte');
    expect([...body.querySelectorAll('ol mark')].map((mark) => mark.textContent!.toLowerCase())).toContain('kartę');
    const filter = within(body).getByRole('navigation', { name: 'Kategoria' });
    expect(within(filter).getByRole('link', { name: 'Wszystkie' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(filter)
        .getByRole('link', { name: /Płatności i faktury \(\d+\)/ })
        .getAttribute('href'),
    ).toBe('/wyniki-wyszukiwania?q=platnosc+karta&kategoria=platnosci');
  });

  it('filters by category', async () => {
    const body = await at('q=karta&kategoria=dekodery');
    const categories = [...body.querySelectorAll('ol > li .search-results__categories')].map((line) => line.textContent);
    expect(categories.length).toBeGreaterThan(0);
    for (const line of categories) expect(line).toContain('Dekodery');
  });

  it('shows markup in the query as text and leads to the contact channels when nothing matches', async () => {
    const body = await at(`q=${encodeURIComponent('<b>zzqqxx</b>')}`);
    expect(body.textContent).toContain('Nic nie znaleźliśmy dla „<b>zzqqxx</b>”.');
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).getByRole('link', { name: 'Napisz do nas' }).dataset.supportModal).toBe('email');
    expect(within(body).getByRole('link', { name: 'Zamów rozmowę z konsultantem' }).dataset.supportModal).toBe('book-a-call');
  });

  it('refuses a query too long in Polish, as the API does', async () => {
    const body = await at(`q=${'a'.repeat(10_000)}`);
    expect(body.textContent).toContain('Zapytanie może mieć najwyżej 200 znaków.');
    expect(body.querySelector('ol')).toBeNull();
  });
});
