import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const base = { heading: 'Oglądaj więcej', lead: 'Ponad 150 kanałów w jednym pakiecie.' };

describe('hero block', () => {
  it('renders a section heading (h2) by default, the lead and the buttons as links', async () => {
    const body = await renderBlockDom('hero', {
      ...base,
      buttons: [
        { label: 'Wybierz pakiet', url: '/oferta-online/konfiguracja' },
        { label: 'Porównaj oferty', url: '/oferta', variant: 'secondary' },
      ],
    });
    expect(within(body).getByRole('heading', { level: 2, name: 'Oglądaj więcej' })).toBeTruthy();
    expect(within(body).getByText('Ponad 150 kanałów w jednym pakiecie.')).toBeTruthy();
    const primary = within(body).getByRole('link', { name: 'Wybierz pakiet' });
    expect(primary.getAttribute('href')).toBe('/oferta-online/konfiguracja');
    expect(primary.className).toMatch(/\bbutton\b/);
    expect(primary.className).not.toMatch(/button--secondary/);
    expect(within(body).getByRole('link', { name: 'Porównaj oferty' }).className).toMatch(/button--secondary/);
  });

  it('renders the page heading (h1) at level 1 and loads its image first', async () => {
    const body = await renderBlockDom('hero', {
      ...base,
      level: 1,
      image: { src: '/images/hero-salon.svg', width: 1200, height: 675, alt: 'Salon z telewizorem' },
    });
    expect(within(body).getByRole('heading', { level: 1, name: 'Oglądaj więcej' })).toBeTruthy();
    const img = within(body).getByRole('img', { name: 'Salon z telewizorem' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('width')).toBe('1024');
  });

  it('announces and isolates a button that opens a new tab', async () => {
    const body = await renderBlockDom('hero', {
      ...base,
      buttons: [{ label: 'Instrukcja', url: 'https://pomoc.horyzont.example/aplikacja', newTab: true }],
    });
    const link = within(body).getByRole('link', { name: 'Instrukcja (otwiera się w nowej karcie)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses a third button and script URLs', async () => {
    const b = { label: 'A', url: '/a' };
    await expect(renderBlock('hero', { ...base, buttons: [b, b, b] })).rejects.toThrow(/najwyżej dwa przyciski/);
    await expect(renderBlock('hero', { ...base, buttons: [{ label: 'A', url: 'javascript:alert(1)' }] })).rejects.toThrow(/Adres: ścieżka/);
  });
});
