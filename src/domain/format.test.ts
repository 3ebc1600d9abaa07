import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  cardExpiryDaysLeft,
  formatDate,
  formatPhone,
  formatPostalCode,
  formatPrice,
  hasFtthRange,
  roundMoney,
  sumPrices,
  vatIncluded,
} from './format.ts';

const NBSP = '\u00a0';

describe('formatPostalCode (dash after 2 digits)', () => {
  it.each([
    ['00950', '00-950'],
    ['00-950', '00-950'],
    [' 31154 ', '31-154'],
    ['1234', '1234'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPostalCode(input)).toBe(expected);
  });
});

describe('formatPhone (leading 48 removed, grouped 3-3-3)', () => {
  it.each([
    ['48123456789', '123 456 789'],
    ['+48 123 456 789', '123 456 789'],
    ['0048123456789', '123 456 789'],
    ['123456789', '123 456 789'],
    ['481234567', '481 234 567'],
    ['12345', '12345'],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('formatDate (DD.MM.YYYY)', () => {
  it.each([
    [new Date(2026, 0, 5), '05.01.2026'],
    ['2026-12-31', '31.12.2026'],
    [new Date(2026, 6, 9, 23, 59).getTime(), '09.07.2026'],
    ['nie data', ''],
    [null, ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatPrice (pl-PL, PLN)', () => {
  it.each([
    ['39.99', `39,99${NBSP}zł`],
    [39.99, `39,99${NBSP}zł`],
    [new Decimal('39.99'), `39,99${NBSP}zł`],
    [0, `0,00${NBSP}zł`],
    ['1234.5', `1234,50${NBSP}zł`],
    ['12345.678', `12${NBSP}345,68${NBSP}zł`],
    ['0.005', `0,01${NBSP}zł`],
    ['abc', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });
});

describe('money arithmetic (exact decimals, spec section 9)', () => {
  it('sums without binary rounding errors', () => {
    expect(sumPrices(['0.1', '0.2']).toString()).toBe('0.3');
    expect(sumPrices(['39.99', 10, new Decimal('0.01'), null, undefined]).toString()).toBe('50');
    expect(sumPrices([]).toString()).toBe('0');
  });

  it('computes the VAT included in a gross price as price × 0.23 / 1.23', () => {
    expect(vatIncluded('123').toString()).toBe('23');
    expect(roundMoney(vatIncluded('39.99')).toFixed(2)).toBe('7.48');
    expect(roundMoney(vatIncluded(0)).toFixed(2)).toBe('0.00');
  });
});

describe('cardExpiryDaysLeft', () => {
  const now = new Date(2026, 5, 1, 15, 30);
  it.each([
    ['06/26', 29],
    ['06/2026', 29],
    ['05/26', -1],
    ['07/26', 60],
    ['2026-06-11', 10],
    ['2026-06-01', 0],
    ['13/26', null],
    ['karta', null],
    [null, null],
  ])('%j → %j', (expiry, expected) => {
    expect(cardExpiryDaysLeft(expiry, now)).toBe(expected);
  });
});

describe('hasFtthRange (only if segments contain FTTH_OK)', () => {
  it.each([
    [[{ segmentCode: 'FTTH_OK' }], true],
    [[{ segmentCode: 'DTH' }, { segmentCode: 'FTTH_OK' }], true],
    [[{ segmentCode: 'FTTH_NOK' }], false],
    [[], false],
    [null, false],
  ])('%j → %s', (segments, expected) => {
    expect(hasFtthRange(segments)).toBe(expected);
  });
});
