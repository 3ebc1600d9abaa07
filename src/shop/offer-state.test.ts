import { describe, expect, it } from 'vitest';
import { createDefaultSession, type Contract, type CurrentProduct } from '#domain/session.ts';
import { offerStateOf, preselectedOffer, specialOfferObstacle } from './offer-state.ts';
import { shopCatalogue } from '#testing/shop.tsx';

const catalogue = shopCatalogue();
const offer = (code: string) => catalogue.offers.find((candidate) => candidate.code === code)!;
const product = (articleCode: string, status: CurrentProduct['status'] = 'ACTIVE'): CurrentProduct => ({
  articleCode,
  offerCode: 'X',
  contractId: '1',
  status,
  endDate: null,
  fee: '1.00',
  commitmentEndDate: null,
});
const contract = (cgroupe: Contract['cgroupe']): Contract => ({ cgroupe, activity: '01', finabo: null, debabo: '2026-01-01', corig: null });
/** A customer (contract C) holding `currentProducts`, or a visitor without products; `contracts` overrides. */
const session = (currentProducts: CurrentProduct[], items: Array<{ offerCode: string; articleCode: string }> = [], contracts?: Contract[]) => {
  const base = createDefaultSession();
  return {
    currentProducts,
    contracts: contracts ?? (currentProducts.length > 0 ? [contract('C')] : []),
    cart: { ...base.cart, items: items.map((item) => ({ ...item, operationType: 'A' as const, price: '1.00' })) },
  };
};

describe('where an offer stands for the visitor', () => {
  it('owned: an ACTIVE product with its main article (a planned-off one can be bought again)', () => {
    expect(offerStateOf(offer('OTT_SPORT_M'), session([product('HOR02'), product('MCCSNK01')]), catalogue.bundles)).toEqual({ kind: 'owned' });
    expect(offerStateOf(offer('OTT_SPORT_M'), session([product('HOR02'), product('MCCSNK01', 'PLANNED_OFF')]), catalogue.bundles)).toEqual({
      kind: 'available',
    });
  });

  it('a customer whose contracts are all K holds nothing for the sale rules (spec 6)', () => {
    expect(offerStateOf(offer('OTT_START_M'), session([product('HOR01')], [], [contract('K')]), catalogue.bundles)).toEqual({ kind: 'available' });
  });

  it('in the cart, by its offer code', () => {
    expect(offerStateOf(offer('OTT_START_M'), session([], [{ offerCode: 'OTT_START_M', articleCode: 'HOR01' }]), catalogue.bundles)).toEqual({
      kind: 'inCart',
    });
  });

  it('an add-on needs its base package owned or in the cart, and says why with the bundle’s tooltip', () => {
    expect(offerStateOf(offer('OTT_SPORT_M'), session([product('HOR01')]), catalogue.bundles)).toEqual({
      kind: 'needsBase',
      reason: 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.',
    });
    expect(offerStateOf(offer('OTT_SPORT_M'), session([], [{ offerCode: 'OTT_PRESTIZ_LTO24', articleCode: 'HOR03' }]), catalogue.bundles)).toEqual({
      kind: 'available',
    });
  });

  it('a link’s offer code names an offer for sale, or nothing', () => {
    expect(preselectedOffer('OTT_KOMFORT_LTO12', catalogue.offers)?.title).toBe('Komfort');
    expect(preselectedOffer('OTT_LATO_2025', catalogue.offers)).toBeUndefined();
    expect(preselectedOffer(null, catalogue.offers)).toBeUndefined();
  });
});

describe('why a landing page’s special offer cannot be bought', () => {
  const sport = offer('OTT_SPORT_M');
  const komfort = offer('OTT_KOMFORT_M');
  const needsBase = 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.';

  it('an add-on alone: only for who holds its base package (the cart does not count: the flow empties it)', () => {
    expect(specialOfferObstacle([sport], session([]), catalogue.bundles)).toBe(needsBase);
    expect(specialOfferObstacle([sport], session([], [{ offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02' }]), catalogue.bundles)).toBe(needsBase);
    expect(specialOfferObstacle([sport], session([product('HOR01')]), catalogue.bundles)).toBe(needsBase);
    expect(specialOfferObstacle([sport], session([product('HOR02')]), catalogue.bundles)).toBeNull();
  });

  it('an add-on with its base package among the offers: for anyone who holds neither', () => {
    expect(specialOfferObstacle([komfort, sport], session([]), catalogue.bundles)).toBeNull();
    expect(specialOfferObstacle([komfort, sport], session([product('HOR01')]), catalogue.bundles)).toBeNull();
    expect(specialOfferObstacle([komfort, sport], session([product('HOR02')]), catalogue.bundles)).toBe('Masz już usługę „Komfort”.');
  });

  it('a prospect with only K contracts buys as a new customer', () => {
    expect(specialOfferObstacle([komfort, sport], session([product('HOR02')], [], [contract('K')]), catalogue.bundles)).toBeNull();
  });
});
