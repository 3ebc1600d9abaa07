import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import type { Page } from '#content-schema/page.ts';
import type { SupportCategory } from '#content-schema/support.ts';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const { categories, pages } = await vi.hoisted(async () => {
  const { pageSchema } = await import('#content-schema/page.ts');
  const page = (path: string, title: string, template: string, supportCategories: string[], metaDesc = ''): Page =>
    pageSchema.parse({ id: path, path, title, template, supportCategories, metaDesc });
  const categories: SupportCategory[] = [
    { id: 'c1', slug: 'platnosci', title: 'Płatności', description: '', url: '/pomoc/platnosci', order: 1 },
    { id: 'c2', slug: 'aplikacja', title: 'Aplikacja', description: '', url: '/pomoc/aplikacja', order: 2 },
    { id: 'c3', slug: 'dekodery', title: 'Dekodery', description: '', url: '/pomoc/dekodery', order: 3 },
  ];
  const pages: Page[] = [
    page('/pomoc/platnosci/zmiana-karty', 'Zmiana karty płatniczej', 'help-article', ['platnosci'], 'Jak podpiąć nową kartę do konta.'),
    page('/pomoc/platnosci/faktura', 'Gdzie znajdę fakturę?', 'help-article', ['platnosci', 'aplikacja']),
    page('/pomoc/platnosci/blik', 'Płatność kodem BLIK', 'help-article', ['platnosci']),
    page('/pomoc/aplikacja/logowanie', 'Logowanie w aplikacji', 'help-article', ['aplikacja']),
    // A category page tagged with the category is not an article.
    page('/pomoc/platnosci', 'Płatności', 'help-category', ['platnosci']),
  ];
  return { categories, pages };
});

vi.mock('#content/queries.ts', () => ({
  getSupportCategories: async () => categories,
  getPages: async () => pages,
}));

const articleLinks = (body: HTMLElement) =>
  within(within(body).getByRole('list'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('help-articles block', () => {
  it('lists the category’s help articles alphabetically with their descriptions', async () => {
    const body = await renderBlockDom('help-articles', { heading: 'Płatności i faktury', category: 'platnosci' });
    const section = within(body).getByRole('region', { name: 'Płatności i faktury' });
    expect(articleLinks(section)).toEqual([
      ['Gdzie znajdę fakturę?', '/pomoc/platnosci/faktura'],
      ['Płatność kodem BLIK', '/pomoc/platnosci/blik'],
      ['Zmiana karty płatniczej', '/pomoc/platnosci/zmiana-karty'],
    ]);
    expect(within(section).getByText('Jak podpiąć nową kartę do konta.')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Zobacz wszystkie/ })).toBeNull();
  });

  it('shows only the first articles and links to the category when limited', async () => {
    const body = await renderBlockDom('help-articles', { category: 'platnosci', limit: 2 });
    expect(articleLinks(body).map(([title]) => title)).toEqual(['Gdzie znajdę fakturę?', 'Płatność kodem BLIK']);
    const all = within(body).getByRole('link', { name: 'Zobacz wszystkie: Płatności' });
    expect(all.getAttribute('href')).toBe('/pomoc/platnosci');
  });

  it('says so when the category has no articles', async () => {
    const body = await renderBlockDom('help-articles', { category: 'dekodery' });
    expect(within(body).getByText('Brak artykułów w tej kategorii.')).toBeTruthy();
  });

  it('fails the build naming an unknown category', async () => {
    await expect(renderBlock('help-articles', { category: 'nie-ma-takiej' })).rejects.toThrow(/nieznana kategoria pomocy „nie-ma-takiej”/);
  });
});
