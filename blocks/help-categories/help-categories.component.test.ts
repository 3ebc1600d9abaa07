import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import type { SupportCategory } from '#content-schema/support.ts';
import { renderBlockDom } from '#testing/render-block.ts';

const { categories } = vi.hoisted(() => {
  const categories: SupportCategory[] = [
    { id: 'c3', slug: 'platnosci', title: 'Płatności', description: 'Faktury, metody płatności i zaległości.', url: '/pomoc/platnosci', order: 3 },
    { id: 'c1', slug: 'pierwsze-kroki', title: 'Pierwsze kroki', description: 'Aktywacja konta i dekodera.', url: '/pomoc/pierwsze-kroki', order: 1 },
    { id: 'c2', slug: 'aplikacja', title: 'Aplikacja Horyzont GO', description: '', url: '/pomoc/aplikacja', order: 2 },
  ];
  return { categories };
});

vi.mock('#content/queries.ts', () => ({ getSupportCategories: async () => categories }));

describe('help-categories block', () => {
  it('lists every help category in its order, as links with descriptions', async () => {
    const body = await renderBlockDom('help-categories', { heading: 'W czym możemy pomóc?' });
    const nav = within(body).getByRole('navigation', { name: 'W czym możemy pomóc?' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'W czym możemy pomóc?' })).toBeTruthy();
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Pierwsze kroki', '/pomoc/pierwsze-kroki'],
      ['Aplikacja Horyzont GO', '/pomoc/aplikacja'],
      ['Płatności', '/pomoc/platnosci'],
    ]);
    const payments = links[2]!.closest('li') as HTMLElement;
    expect(within(payments).getByText('Faktury, metody płatności i zaległości.')).toBeTruthy();
  });

  it('names the navigation itself when there is no heading', async () => {
    const body = await renderBlockDom('help-categories', {});
    expect(within(body).queryByRole('heading')).toBeNull();
    expect(within(within(body).getByRole('navigation', { name: 'Kategorie pomocy' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
