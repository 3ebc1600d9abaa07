import { describe, expect, it } from 'vitest';
import { offerSchema } from '#content-schema/commerce.ts';
import offersJson from '#content-system/seed/offers.json' with { type: 'json' };
import { antiChurnOffer, type ChurnOfferCandidate } from './anti-churn.ts';

const offers = offersJson.map((offer) => offerSchema.parse(offer));

const candidate = (code: string, pricepromo: string, ltoduration: number, extra: Partial<ChurnOfferCandidate> = {}): ChurnOfferCandidate => ({
  code,
  status: 'ACTIVE',
  ltoduration,
  pricepromo,
  pricepromo2: null,
  pricebaselto: null,
  article: { articlecode: 'HOR02' },
  ...extra,
});

describe('antiChurnOffer', () => {
  it('offers Komfort on 12 months to a customer paying the monthly price', () => {
    const choice = antiChurnOffer({ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', fee: '49.99' }, offers);
    expect(choice?.offer.code).toBe('OTT_KOMFORT_LTO12');
    expect(choice?.monthlySaving).toBe('10.00');
  });

  it('skips inactive offers, monthly offers and the offer the customer already has', () => {
    // OTT_LATO_2025 (19.99) is INACTIVE; the customer is on OTT_KOMFORT_LTO12 already.
    expect(antiChurnOffer({ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_LTO12', fee: '39.99' }, offers)).toBeNull();
    expect(antiChurnOffer({ articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' }, offers)).toBeNull();
  });

  it('offers nothing that is not cheaper than today’s fee', () => {
    expect(antiChurnOffer({ articleCode: 'HOR02', offerCode: 'X', fee: '39.99' }, [candidate('A', '39.99', 12)])).toBeNull();
  });

  it('picks the lowest price, then the shorter commitment', () => {
    const list = [candidate('LONG', '29.99', 24), candidate('SHORT', '29.99', 6), candidate('DEAR', '35.00', 3)];
    expect(antiChurnOffer({ articleCode: 'HOR02', offerCode: 'X', fee: '49.99' }, list)).toEqual({ offer: list[1], monthlySaving: '20.00' });
  });

  it('computes the saving exactly', () => {
    expect(antiChurnOffer({ articleCode: 'HOR02', offerCode: 'X', fee: '0.3' }, [candidate('A', '0.1', 12)])?.monthlySaving).toBe('0.20');
  });
});
