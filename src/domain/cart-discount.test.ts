import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedDiscount, cartTotal, consentDiscount, orderAmount, possibleDiscount, voucherDiscount } from './cart-discount.ts';
import type { OperationType } from './session.ts';

const offers: Record<string, { ltoduration: number | null }> = {
  KOMFORT_LTO12: { ltoduration: 12 },
  START_M: { ltoduration: null },
  SPORT_M: { ltoduration: null },
  STARTER: { ltoduration: 3 },
};
const offerOf = (code: string) => offers[code];
const line = (offerCode: string, articleCode: string, price: string, operationType: OperationType = 'A') => ({
  offerCode,
  articleCode,
  price,
  operationType,
});
const given = [
  { cconsent: 'INDELECTR_MAIL_MCI', value: 1 as const },
  { cconsent: 'INDREK_MCI', value: 1 as const },
];

describe('sale-consent discount (spec 9: a fixed 5; MCCSNK01 gets it)', () => {
  it('takes 5.00 off each new paid line of a long-term offer and off MCCSNK01', () => {
    expect(consentDiscount([line('KOMFORT_LTO12', 'HOR02', '39.99'), line('SPORT_M', 'MCCSNK01', '39.99')], offerOf)?.toFixed(2)).toBe('10.00');
  });

  it('gives monthly offers, included lines and unknown offers nothing', () => {
    expect(
      consentDiscount([line('START_M', 'HOR01', '29.99'), line('KOMFORT_LTO12', 'FC91', '0.00'), line('GONE', 'X', '9.99')], offerOf),
    ).toBeNull();
  });

  it('never takes more than the line costs', () => {
    expect(consentDiscount([line('KOMFORT_LTO12', 'HOR02', '3.50')], offerOf)?.toFixed(2)).toBe('3.50');
    expect(consentDiscount([line('STARTER', 'HOR01', '0')], offerOf)).toBeNull();
  });

  it('gives a prolongation cart (a B line) none', () => {
    expect(consentDiscount([line('KOMFORT_LTO12', 'HOR02', '39.99', 'B'), line('SPORT_M', 'MCCSNK01', '39.99')], offerOf)).toBeNull();
  });

  it('is active only with every required consent given', () => {
    const lines = [line('KOMFORT_LTO12', 'HOR02', '39.99')];
    expect(possibleDiscount(lines, given, offerOf)).toEqual({ active: true, cart: '5.00' });
    expect(possibleDiscount(lines, [given[0]!], offerOf)).toEqual({ active: false, cart: '5.00' });
    expect(possibleDiscount([], given, offerOf)).toEqual({ active: false, cart: null });
    expect(appliedDiscount({ active: true, cart: '5.00' })).toBe('5.00');
    expect(appliedDiscount({ active: false, cart: '5.00' })).toBeNull();
  });
});

describe('voucher discount', () => {
  it('takes a percentage to the grosz, halves up', () => {
    expect(voucherDiscount({ kind: 'PERCENT', value: '10' }, '29.99').toFixed(2)).toBe('3.00');
    expect(voucherDiscount({ kind: 'PERCENT', value: '15' }, '0.10').toFixed(2)).toBe('0.02');
  });

  it('takes an amount, never more than the total', () => {
    expect(voucherDiscount({ kind: 'AMOUNT', value: '5' }, '29.99').toFixed(2)).toBe('5.00');
    expect(voucherDiscount({ kind: 'AMOUNT', value: '20' }, '9.99').toFixed(2)).toBe('9.99');
  });

  it('sums the cart exactly', () => {
    expect(cartTotal([{ price: '0.10' }, { price: '0.20' }, { price: null }]).toFixed(2)).toBe('0.30');
  });

  it('stays between zero and the total for any terms and total', () => {
    const money = fc.integer({ min: 0, max: 10_000_00 }).map((grosze) => new Decimal(grosze).div(100).toFixed(2));
    fc.assert(
      fc.property(fc.constantFrom('AMOUNT' as const, 'PERCENT' as const), money, money, (kind, value, total) => {
        const off = voucherDiscount({ kind, value: kind === 'PERCENT' ? Decimal.min(value, 100).toFixed(2) : value }, total);
        return off.greaterThanOrEqualTo(0) && off.lessThanOrEqualTo(total) && off.decimalPlaces() <= 2;
      }),
    );
  });
});

describe('order amount', () => {
  const money = (amount: ReturnType<typeof orderAmount>) =>
    Object.fromEntries(Object.entries(amount).map(([key, value]) => [key, (value as Decimal).toFixed(2)]));

  it('is the new lines less the sale-consent discount in effect and the voucher on the lines it covers', () => {
    const lines = [line('KOMFORT_LTO12', 'HOR02', '39.99'), line('START_M', 'HOR01', '29.99'), line('KOMFORT_LTO12', 'FC91', '0.00')];
    expect(money(orderAmount(lines, [], offerOf, null))).toEqual({
      subtotal: '69.98',
      consentDiscount: '0.00',
      voucherDiscount: '0.00',
      total: '69.98',
    });
    expect(money(orderAmount(lines, given, offerOf, null))).toEqual({
      subtotal: '69.98',
      consentDiscount: '5.00',
      voucherDiscount: '0.00',
      total: '64.98',
    });
    // 10% of the covered Start line only.
    expect(money(orderAmount(lines, given, offerOf, { kind: 'PERCENT', value: '10', covers: ['START_M'] }))).toEqual({
      subtotal: '69.98',
      consentDiscount: '5.00',
      voucherDiscount: '3.00',
      total: '61.98',
    });
  });

  it('costs nothing now for a change of plan: the new products are billed from the next billing day', () => {
    const lines = [line('KOMFORT_LTO12', 'HOR02', '0.00', 'D'), line('START_M', 'HOR01', '29.99')];
    expect(money(orderAmount(lines, given, offerOf, null))).toEqual({
      subtotal: '0.00',
      consentDiscount: '0.00',
      voucherDiscount: '0.00',
      total: '0.00',
    });
    expect(consentDiscount([line('KOMFORT_LTO12', 'HOR02', '0.00', 'D'), line('KOMFORT_LTO12', 'HOR02', '39.99')], offerOf)).toBeNull();
  });

  it('never goes below zero, and leaves out what the order does not buy', () => {
    const lines = [line('START_M', 'HOR01', '29.99'), line('SPORT_M', 'MCCSNK01', '39.99', 'V')];
    expect(money(orderAmount(lines, [], offerOf, { kind: 'AMOUNT', value: '50.00', covers: null }))).toEqual({
      subtotal: '29.99',
      consentDiscount: '0.00',
      voucherDiscount: '29.99',
      total: '0.00',
    });
  });

  it('is exact to the grosz for any prices and vouchers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        (grosze, percent) => {
          const lines = grosze.map((g, i) => line(i % 2 ? 'KOMFORT_LTO12' : 'START_M', `A${i}`, (g / 100).toFixed(2)));
          const amount = orderAmount(lines, given, offerOf, { kind: 'PERCENT', value: String(percent), covers: null });
          expect(amount.total.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(amount.total.equals(Decimal.max(amount.subtotal.minus(amount.consentDiscount).minus(amount.voucherDiscount), 0))).toBe(true);
          expect(amount.total.greaterThanOrEqualTo(0)).toBe(true);
        },
      ),
    );
  });
});
