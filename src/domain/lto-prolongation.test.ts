import { describe, expect, it } from 'vitest';
import { bundleSchema, offerSchema } from '#content-schema/commerce.ts';
import bundlesJson from '#content-system/seed/bundles.json' with { type: 'json' };
import offersJson from '#content-system/seed/offers.json' with { type: 'json' };
import { prolongationCartData, type ProlongationOffer } from './lto-prolongation.ts';

const offers = offersJson.map((offer) => offerSchema.parse(offer));
const bundles = bundlesJson.map((bundle) => bundleSchema.parse(bundle));

describe('prolongationCartData', () => {
  it('prolongs Komfort for 12 months with its LTO offer and bundle', () => {
    expect(prolongationCartData(['HOR02'], 12, offers, bundles)).toEqual({
      bundles: ['bundle-komfort-lto'],
      articleCodes: ['HOR02'],
      cartItems: [{ operationType: 'A', offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' }],
    });
  });

  it('covers an article brought by a chosen offer’s product list', () => {
    expect(prolongationCartData(['FC91', 'HOR03'], 24, offers, bundles)).toEqual({
      bundles: ['bundle-prestiz-lto'],
      articleCodes: ['FC91', 'HOR03'],
      cartItems: [{ operationType: 'A', offerCode: 'OTT_PRESTIZ_LTO24', articleCode: 'HOR03', price: '69.99' }],
    });
  });

  it('has no prolongation for a duration without an offer for every article', () => {
    expect(prolongationCartData(['HOR02'], 24, offers, bundles)).toBeNull();
    expect(prolongationCartData(['HOR02', 'MCCSNK01'], 12, offers, bundles)).toBeNull();
    // The 6-month Komfort offer is INACTIVE.
    expect(prolongationCartData(['HOR02'], 6, offers, bundles)).toBeNull();
    expect(prolongationCartData([], 12, offers, bundles)).toBeNull();
  });

  it('takes the cheapest of several offers, with two decimal places', () => {
    const two: ProlongationOffer[] = [
      { code: 'B', status: 'ACTIVE', ltoduration: 12, pricepromo: '30', productlist: [], article: { articlecode: 'HOR02' } },
      { code: 'A', status: 'ACTIVE', ltoduration: 12, pricepromo: '30.5', productlist: [], article: { articlecode: 'HOR02' } },
      { code: 'C', status: 'ACTIVE', ltoduration: 12, pricepromo: '9.99', productlist: [], article: { articlecode: 'HOR02' } },
    ];
    expect(prolongationCartData(['HOR02'], 12, two, [])?.cartItems).toEqual([
      { operationType: 'A', offerCode: 'C', articleCode: 'HOR02', price: '9.99' },
    ]);
    expect(prolongationCartData(['HOR02'], 12, two.slice(0, 2), [])?.cartItems[0]?.price).toBe('30.00');
  });
});
