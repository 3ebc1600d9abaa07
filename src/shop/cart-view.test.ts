import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/session.ts';
import type { ShopOffer } from './catalogue.ts';
import { cartLines, cartOffers, cartTotals } from './cart-view.ts';

const offer = (code: string, title: string, extra: Partial<ShopOffer> = {}): ShopOffer => ({
  code,
  title,
  name: title,
  articleCode: `${code}_A`,
  articleName: title,
  articleCodes: [`${code}_A`],
  price: '10.00',
  regularPrice: null,
  ltoDuration: 0,
  paymentMeans: [1, 8],
  isMain: false,
  description: '',
  highlights: [],
  ...extra,
});
const catalogue = { offers: [offer('PRESTIZ', 'Prestiż', { ltoDuration: 24, isMain: true }), offer('SPORT', 'Sport')] };
const item = (offerCode: string, articleCode: string, price: string, operationType: CartItem['operationType'] = 'A'): CartItem => ({
  operationType,
  offerCode,
  articleCode,
  price,
});

describe('cart lines', () => {
  it('one line per offer bought, its items summed, named from the catalogue', () => {
    const lines = cartLines(
      [item('PRESTIZ', 'HOR03', '69.99'), item('PRESTIZ', 'FC91', '0.00'), item('SPORT', 'MCCSNK01', '39.99'), item('OLD', 'X', '5.00', 'D')],
      catalogue,
    );
    expect(lines).toEqual([
      { offerCode: 'PRESTIZ', title: 'Prestiż', price: '69.99', ltoDuration: 24, articleCodes: ['HOR03', 'FC91'], isMain: true, paidNow: true },
      { offerCode: 'SPORT', title: 'Sport', price: '39.99', ltoDuration: 0, articleCodes: ['MCCSNK01'], isMain: false, paidNow: true },
    ]);
  });

  it('a held article prolonged into a long-term offer (B) is a line too, billed from the next billing day, not at the order', () => {
    expect(cartLines([item('PRESTIZ', 'HOR03', '59.99', 'B'), item('OLD', 'X', '0.00', 'D')], catalogue)).toEqual([
      { offerCode: 'PRESTIZ', title: 'Prestiż', price: '59.99', ltoDuration: 24, articleCodes: ['HOR03'], isMain: true, paidNow: false },
    ]);
    expect(cartOffers([item('PRESTIZ', 'HOR03', '59.99', 'B')], catalogue).map((o) => o.code)).toEqual(['PRESTIZ']);
  });

  it('an offer no longer in the catalogue still shows, under its code', () => {
    expect(cartLines([item('GONE', 'G1', '1.10')], catalogue)[0]).toMatchObject({ offerCode: 'GONE', title: 'GONE', price: '1.10' });
  });

  it('totals: lines summed exactly, the discount in effect taken off, never below zero', () => {
    expect(cartTotals([{ price: '69.99' }, { price: '39.99' }], '5.00')).toEqual({ subtotal: '109.98', discount: '5.00', total: '104.98' });
    expect(cartTotals([{ price: '0.10' }, { price: '0.20' }], null)).toEqual({ subtotal: '0.30', discount: null, total: '0.30' });
    expect(cartTotals([{ price: '3.00' }], '5')).toEqual({ subtotal: '3.00', discount: '5.00', total: '0.00' });
  });

  it('the offers of the cart, each once, for the payment rule', () => {
    expect(cartOffers([item('SPORT', 'A', '1'), item('SPORT', 'B', '0'), item('GONE', 'C', '1')], catalogue).map((o) => o.code)).toEqual(['SPORT']);
  });
});
