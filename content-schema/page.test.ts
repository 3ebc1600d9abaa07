import { describe, expect, it } from 'vitest';
import { pageSchema } from './page.ts';

const page = { id: 'oferta', path: '/oferta', title: 'Oferta', template: 'generic-content' };
const refusal = (extra: Record<string, unknown>) => pageSchema.safeParse({ ...page, ...extra }).error?.issues.map((issue) => issue.message);

describe('a page’s fields for search engines and link previews', () => {
  it('takes a title for search engines, a canonical address and a social image', () => {
    const parsed = pageSchema.parse({
      ...page,
      metaTitle: 'Telewizja od 29,99 zł',
      canonical: 'https://www.horyzont.example/telewizja-online',
      socialImage: { src: '/media/laka-1200x630.webp', width: 1200, height: 630 },
    });
    expect(parsed).toMatchObject({ metaTitle: 'Telewizja od 29,99 zł', socialImage: { alt: '' } });
    expect(pageSchema.parse({ ...page, canonical: '/telewizja-online' }).canonical).toBe('/telewizja-online');
  });

  it('refuses, in Polish, a title too long to show, an address that is neither a path nor https, and an unsafe image', () => {
    expect(refusal({ metaTitle: 'x'.repeat(71) })).toEqual(['Tytuł dla wyszukiwarek: do 70 znaków']);
    for (const canonical of ['http://www.horyzont.example/', '//evil.example/', 'javascript:alert(1)', 'oferta'])
      expect(refusal({ canonical }), canonical).toEqual(['Adres kanoniczny: ścieżka zaczynająca się od / albo adres https://']);
    expect(refusal({ socialImage: { src: 'http://cdn.example/a.jpg', width: 1200, height: 630 } })).toEqual([
      'Adres obrazu: ścieżka zaczynająca się od / albo adres https://',
    ]);
  });
});
