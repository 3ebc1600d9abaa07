import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

describe('heading block', () => {
  it('renders a level-2 heading by default, with its anchor as the id', async () => {
    const body = await renderBlockDom('heading', { text: 'Pakiety telewizyjne', anchor: 'pakiety' });
    const heading = within(body).getByRole('heading', { level: 2, name: 'Pakiety telewizyjne' });
    expect(heading.id).toBe('pakiety');
  });

  it('renders the chosen level without an id when no anchor is given', async () => {
    const body = await renderBlockDom('heading', { text: 'Dodatki sportowe', level: 4 });
    const heading = within(body).getByRole('heading', { level: 4, name: 'Dodatki sportowe' });
    expect(heading.hasAttribute('id')).toBe(false);
  });

  it('refuses unsafe anchors and levels outside 2–4 with Polish messages', async () => {
    await expect(renderBlock('heading', { text: 'X', anchor: 'a" onmouseover="x' })).rejects.toThrow(/Kotwica/);
    await expect(renderBlock('heading', { text: 'X', anchor: 'żółw' })).rejects.toThrow(/Kotwica/);
    await expect(renderBlock('heading', { text: 'X', level: 1 })).rejects.toThrow(/Poziom nagłówka/);
  });
});
