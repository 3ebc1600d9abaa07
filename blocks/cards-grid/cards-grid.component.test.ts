import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const cards = [
  {
    title: 'Horyzont Sport',
    text: 'Sport na żywo.',
    image: { src: '/images/oferta-sport.svg', width: 640, height: 360, alt: 'Boisko' },
    link: { label: 'Pakiet Horyzont Sport', url: '/oferta/sport' },
  },
  { title: 'Horyzont Kino', text: 'Premiery co tydzień.' },
];

describe('cards-grid block', () => {
  it('renders each card as a list item under the grid heading', async () => {
    const body = await renderBlockDom('cards-grid', { heading: 'Dodatki', columns: 2, cards });
    const section = within(body).getByRole('region', { name: 'Dodatki' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [sport, kino] = items as [HTMLElement, HTMLElement];
    expect(within(sport).getByRole('heading', { level: 3, name: 'Horyzont Sport' })).toBeTruthy();
    expect(within(sport).getByRole('img', { name: 'Boisko' })).toBeTruthy();
    expect(within(sport).getByRole('link', { name: 'Pakiet Horyzont Sport' }).getAttribute('href')).toBe('/oferta/sport');
    expect(within(kino).getByText('Premiery co tydzień.')).toBeTruthy();
    expect(within(kino).queryByRole('link')).toBeNull();
  });

  it('makes card titles section headings when the grid has no heading', async () => {
    const body = await renderBlockDom('cards-grid', { cards });
    expect(
      within(body)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Horyzont Sport', 'Horyzont Kino']);
  });

  it('refuses an empty grid and column counts outside 2–4', async () => {
    await expect(renderBlock('cards-grid', { cards: [] })).rejects.toThrow(/co najmniej jedną kartę/);
    await expect(renderBlock('cards-grid', { cards, columns: 5 })).rejects.toThrow(/Liczba kolumn/);
  });
});
