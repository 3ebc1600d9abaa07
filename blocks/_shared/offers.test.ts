import { describe, expect, it } from 'vitest';
import { offerSchema } from '#content-schema/commerce.ts';
import { commitmentText, offerLink, pickOffers, regularPrice } from './offers.ts';

const offer = (code: string, prices: { pricepromo: string; pricebaselto?: string }) =>
  offerSchema.parse({
    code,
    name: code,
    ...prices,
    article: { articlecode: `A_${code}`, articlename: code, packagetitle: `Pakiet ${code}` },
  });

describe('commitmentText', () => {
  it('says there is no commitment for monthly offers', () => {
    expect(commitmentText(null)).toBe('Bez zobowiązania');
    expect(commitmentText(0)).toBe('Bez zobowiązania');
  });

  it('uses the Polish plural of months', () => {
    expect(commitmentText(1)).toBe('Umowa na 1 miesiąc');
    expect(commitmentText(3)).toBe('Umowa na 3 miesiące');
    expect(commitmentText(12)).toBe('Umowa na 12 miesięcy');
    expect(commitmentText(24)).toBe('Umowa na 24 miesiące');
  });
});

describe('regularPrice', () => {
  it('is shown only when above the promotional price', () => {
    expect(regularPrice(offer('A', { pricepromo: '29.99', pricebaselto: '49.99' }))).toBe('49.99');
    expect(regularPrice(offer('B', { pricepromo: '29.99', pricebaselto: '29.99' }))).toBeNull();
    expect(regularPrice(offer('C', { pricepromo: '29.99' }))).toBeNull();
  });
});

describe('pickOffers', () => {
  it('keeps the editor order and fails on an unknown code', () => {
    const all = [offer('A', { pricepromo: '1' }), offer('B', { pricepromo: '2' })];
    expect(pickOffers(['B', 'A'], all, 'Blok').map((o) => o.code)).toEqual(['B', 'A']);
    expect(() => pickOffers(['A', 'ZZZ'], all, 'Blok')).toThrow('nieznany kod oferty „ZZZ”');
  });
});

describe('offerLink', () => {
  it('appends the offer code to the target, keeping its query', () => {
    expect(offerLink('/oferta-online/konfiguracja', 'OTT_1')).toBe('/oferta-online/konfiguracja?oferta=OTT_1');
    expect(offerLink('/kup?zrodlo=sport', 'OTT 2')).toBe('/kup?zrodlo=sport&oferta=OTT+2');
  });
});
