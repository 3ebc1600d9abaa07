import { describe, expect, it } from 'vitest';
import type { Bundle, Offer } from '#content-schema/index.ts';
import {
  availableArticleCodes,
  isLtoOffer,
  isMainOffer,
  isOfferAvailable,
  missingBaseBundle,
  offerForArticle,
  offerForBundle,
  offerLines,
  orphanedArticles,
} from './available-offers.ts';

const offer = (code: string, article: string, extra: Partial<Offer> = {}): Offer => ({
  code,
  name: code,
  status: 'ACTIVE',
  ltoduration: null,
  pricepromo: '10.00',
  pricepromo2: null,
  pricebaselto: null,
  availiablemop: null,
  productlist: [{ articlecode: article, documents: [] }],
  article: { articlecode: article, articlename: article, packagetitle: article },
  description: '',
  highlights: [],
  ...extra,
});

const bundle = (id: string, codes: string[], extra: Partial<Bundle> = {}): Bundle => ({
  id,
  databaseId: 1,
  articlename: id,
  package: 'default',
  relationship: codes.map((articlecode) => ({ articlecode })),
  ismain: false,
  ismainpackageitem: false,
  lto: false,
  monthly: true,
  availablewithsomeactive: [],
  plannedofftooltip: '',
  noneactivetooltip: '',
  ...extra,
});

const bundles = [
  bundle('start', ['HOR01'], { ismain: true }),
  bundle('komfort', ['HOR02'], { ismain: true }),
  bundle('sport', ['MCCSNK01', 'MCDSNK01'], { availablewithsomeactive: ['HOR02', 'HOR03'] }),
  bundle('sport-extra-extra', ['XTRA'], { availablewithsomeactive: ['MCCSNK01'] }),
];

describe('available offers (spec 4: status ACTIVE or a name containing _STARTER_)', () => {
  it('sells ACTIVE offers and _STARTER_ ones whatever their status, nothing else', () => {
    expect(isOfferAvailable({ status: 'ACTIVE', name: 'Pakiet' })).toBe(true);
    expect(isOfferAvailable({ status: 'PLANNED', name: 'Horyzont _STARTER_ – 3 miesiące' })).toBe(true);
    expect(isOfferAvailable({ status: 'INACTIVE', name: 'Letnia promocja' })).toBe(false);
    expect(isOfferAvailable({ status: 'active', name: 'STARTER' })).toBe(false);
  });

  it('collects the article codes of available offers once each', () => {
    const offers = [
      offer('A', 'HOR01'),
      offer('B', 'HOR03', {
        productlist: [
          { articlecode: 'HOR03', documents: [] },
          { articlecode: 'FC91', documents: [] },
        ],
      }),
      offer('C', 'HOR01'),
      offer('D', 'OLD', { status: 'INACTIVE' }),
    ];
    expect(availableArticleCodes(offers)).toEqual(['HOR01', 'HOR03', 'FC91']);
  });

  it('tells long-term offers by a positive ltoduration', () => {
    expect(isLtoOffer({ ltoduration: 12 })).toBe(true);
    expect(isLtoOffer({ ltoduration: 0 })).toBe(false);
    expect(isLtoOffer({ ltoduration: null })).toBe(false);
  });
});

describe('offerLines', () => {
  it('prices the main article at the promo price and includes the rest of the product list at 0.00', () => {
    const prestiz = offer('P', 'HOR03', {
      pricepromo: '69.99',
      productlist: [
        { articlecode: 'HOR03', documents: [] },
        { articlecode: 'FC91', documents: [] },
      ],
    });
    expect(offerLines(prestiz)).toEqual([
      { articleCode: 'HOR03', price: '69.99', included: false },
      { articleCode: 'FC91', price: '0.00', included: true },
    ]);
  });

  it('puts the main article first even when the product list does not name it', () => {
    expect(offerLines(offer('X', 'HOR01', { productlist: [{ articlecode: 'FC97', documents: [] }] })).map((line) => line.articleCode)).toEqual([
      'HOR01',
      'FC97',
    ]);
  });
});

describe('main packages and base packages', () => {
  it('knows a main package by its main article in a main bundle', () => {
    expect(isMainOffer(offer('S', 'HOR01'), bundles)).toBe(true);
    expect(isMainOffer(offer('SP', 'MCCSNK01'), bundles)).toBe(false);
  });

  it('finds the bundle whose base package is missing, or none when one of the bases is present', () => {
    expect(missingBaseBundle('MCCSNK01', bundles, new Set(['HOR01']))?.id).toBe('sport');
    expect(missingBaseBundle('MCCSNK01', bundles, new Set(['HOR03']))).toBeUndefined();
    expect(missingBaseBundle('HOR01', bundles, new Set())).toBeUndefined();
  });

  it('drops add-ons whose base went, and add-ons of those add-ons', () => {
    expect(orphanedArticles(['MCCSNK01', 'XTRA', 'FC97'], bundles, new Set())).toEqual(['MCCSNK01', 'XTRA']);
    expect(orphanedArticles(['HOR02', 'MCCSNK01', 'XTRA'], bundles, new Set())).toEqual([]);
    expect(orphanedArticles(['MCCSNK01', 'XTRA'], bundles, new Set(['HOR03']))).toEqual([]);
  });
});

describe('the offer that sells an article or a bundle', () => {
  const offers = [
    offer('KOMFORT_LTO', 'HOR02', { ltoduration: 12 }),
    offer('KOMFORT_M', 'HOR02'),
    offer('CINEMA_LTO', 'MYCAN01', { ltoduration: 6 }),
    offer('OLD', 'FC97', { status: 'INACTIVE' }),
  ];

  it('prefers the asked kind and falls back to the other', () => {
    expect(offerForArticle(offers, 'HOR02')?.code).toBe('KOMFORT_M');
    expect(offerForArticle(offers, 'HOR02', 'lto')?.code).toBe('KOMFORT_LTO');
    expect(offerForArticle(offers, 'MYCAN01')?.code).toBe('CINEMA_LTO');
    expect(offerForArticle(offers, 'FC97')).toBeUndefined();
  });

  it('sells a bundle through its first product that has an offer, long-term first for an LTO-only bundle', () => {
    expect(offerForBundle(bundle('filmy', ['FC91', 'MYCAN01'], { lto: true, monthly: true }), offers)?.code).toBe('CINEMA_LTO');
    expect(offerForBundle(bundle('komfort-lto', ['HOR02'], { lto: true, monthly: false }), offers)?.code).toBe('KOMFORT_LTO');
    expect(offerForBundle(bundle('komfort', ['HOR02']), offers)?.code).toBe('KOMFORT_M');
    expect(offerForBundle(bundle('dodatki', ['FC97']), offers)).toBeUndefined();
  });
});
