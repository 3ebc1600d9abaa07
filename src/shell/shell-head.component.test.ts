import { describe, expect, it } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { getSite } from '#testing/seed-queries.ts';
import Shell from './Shell.astro';

/** The head of a page as search engines and link previews read it. */
const head = async (props: Record<string, unknown>, url = 'https://www.horyzont.example/oferta') => {
  const container = await AstroContainer.create();
  const html = await container.renderToString(Shell, { props: { site: await getSite(), ...props }, request: new Request(url) });
  const document = new JSDOM(html).window.document;
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return { document, meta, canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null };
};

describe('the page’s head for search engines and link previews', () => {
  it('titles the page with its own title and describes it, at its own address', async () => {
    const site = await getSite();
    const { document, meta, canonical } = await head({ title: 'Oferta', description: 'Wszystkie pakiety.' });
    expect(document.title).toBe(`Oferta | ${site.name}`);
    expect(meta('description')).toBe('Wszystkie pakiety.');
    expect(meta('og:title')).toBe('Oferta');
    expect(meta('og:description')).toBe('Wszystkie pakiety.');
    expect(canonical).toMatch(/\/oferta$/);
    expect(meta('og:url')).toBe(canonical);
    expect(meta('og:image')).toBeNull();
  });

  it('uses the title for search engines, the canonical address and the social image an editor set', async () => {
    const { document, meta, canonical } = await head({
      title: 'Oferta',
      metaTitle: 'Telewizja od 29,99 zł',
      canonical: '/telewizja-online',
      socialImage: { src: '/media/laka-1200x630.webp', width: 1200, height: 630, alt: 'Łąka o świcie' },
    });
    expect(document.title).toMatch(/^Telewizja od 29,99 zł \| /);
    expect(meta('og:title')).toBe('Telewizja od 29,99 zł');
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/telewizja-online$/);
    expect(meta('og:image')).toBe(new URL('/media/laka-1200x630.webp', canonical!).href);
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:alt')]).toEqual(['1200', '630', 'Łąka o świcie']);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('keeps a page search engines should not index out of them, with no address to index', async () => {
    const { meta, canonical } = await head({ title: 'Podziękowanie', noindex: true });
    expect(meta('robots')).toBe('noindex, nofollow');
    expect(canonical).toBeNull();
    expect(meta('og:url')).toBeNull();
  });
});
