import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

describe('cta block', () => {
  it('renders the heading, text and both buttons as styled links', async () => {
    const body = await renderBlockDom('cta', {
      heading: 'Nie wiesz, który pakiet wybrać?',
      text: 'Doradcy pomogą.',
      buttons: [
        { label: 'Zamów rozmowę', url: '/kontakt/zamow-rozmowe' },
        { label: 'Zobacz pakiety', url: 'https://horyzont.example/oferta', variant: 'secondary' },
      ],
      theme: 'brand',
    });
    expect(within(body).getByRole('heading', { level: 2, name: 'Nie wiesz, który pakiet wybrać?' })).toBeTruthy();
    expect(within(body).getByText('Doradcy pomogą.')).toBeTruthy();
    const first = within(body).getByRole('link', { name: 'Zamów rozmowę' });
    expect(first.getAttribute('href')).toBe('/kontakt/zamow-rozmowe');
    expect(first.hasAttribute('target')).toBe(false);
    const second = within(body).getByRole('link', { name: 'Zobacz pakiety' });
    expect(second.getAttribute('href')).toBe('https://horyzont.example/oferta');
    expect(second.className).toMatch(/button--secondary/);
  });

  it('needs one or two buttons with safe addresses', async () => {
    await expect(renderBlock('cta', { heading: 'X', buttons: [] })).rejects.toThrow(/co najmniej jeden przycisk/);
    await expect(renderBlock('cta', { heading: 'X', buttons: [{ label: 'A', url: '//zlo.example' }] })).rejects.toThrow(/Adres: ścieżka/);
    await expect(renderBlock('cta', { heading: 'X', buttons: [{ label: 'A', url: 'data:text/html,<script>' }] })).rejects.toThrow(/Adres: ścieżka/);
  });
});
