import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const text = (id: string, html: string, heading?: string) => ({
  id,
  type: 'rich-text',
  props: heading ? { heading, html } : { html },
});

describe('section block', () => {
  it('renders its heading and the blocks of its content region, in order', async () => {
    const body = await renderBlockDom(
      'section',
      { heading: 'Dlaczego my', columns: 2 },
      {
        content: [text('a', '<p>Bez zobowiązań.</p>', 'Elastycznie'), text('b', '<p>Na każdym ekranie.</p>', 'Wszędzie')],
      },
    );
    const section = within(body).getByRole('region', { name: 'Dlaczego my' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Dlaczego my', 'Elastycznie', 'Wszędzie']);
    expect(within(section).getByText('Na każdym ekranie.')).toBeTruthy();
  });

  it('renders sections nested in sections', async () => {
    const body = await renderBlockDom(
      'section',
      { heading: 'Pomoc' },
      {
        content: [
          {
            id: 'inner',
            type: 'section',
            props: { heading: 'Kontakt', background: 'brand' },
            regions: { content: [text('c', '<p>Infolinia czynna całą dobę.</p>')] },
          },
        ],
      },
    );
    const outer = within(body).getByRole('region', { name: 'Pomoc' });
    const inner = within(outer).getByRole('region', { name: 'Kontakt' });
    expect(within(inner).getByText('Infolinia czynna całą dobę.')).toBeTruthy();
  });

  it('reports an invalid nested block with its path in the content region', async () => {
    await expect(renderBlock('section', {}, { content: [{ id: 'bad', type: 'rich-text', props: { html: '' } }] })).rejects.toThrow(
      /main\[0\]<section>\.content\[0\]<rich-text> › props\.html: Treść nie może być pusta/,
    );
  });

  it('accepts only its own region and 1–3 columns', async () => {
    await expect(renderBlock('section', {}, { aside: [] })).rejects.toThrow(/has no region "aside"/);
    await expect(renderBlock('section', { columns: 4 })).rejects.toThrow(/Liczba kolumn/);
  });
});
