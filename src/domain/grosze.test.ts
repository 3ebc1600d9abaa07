import { describe, expect, it } from 'vitest';
import { fromGrosze, toGrosze } from './grosze.ts';
import { roundMoney } from './money.ts';

describe('grosze', () => {
  it('reads decimal text and numbers exactly, missing as zero', () => {
    expect(['49.99', '0.10', '0.2', '7', '1200.00', 69.99, 0.1, 5].map(toGrosze)).toEqual([4999, 10, 20, 700, 120000, 6999, 10, 500]);
    expect([null, undefined, ''].map(toGrosze)).toEqual([0, 0, 0]);
  });

  it('adds up where binary floating point would not', () => {
    expect(fromGrosze(toGrosze('0.10') + toGrosze('0.20'))).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('rounds past two places as the decimal rounding of money does: halves away from zero', () => {
    for (const value of ['1.005', '1.004', '2.675', '-1.005', '0.995', 1.005]) {
      expect(fromGrosze(toGrosze(value)), String(value)).toBe(roundMoney(value).toFixed(2));
    }
  });

  it('writes two places, with a sign when negative', () => {
    expect([0, 5, 99, 100, 4999, -250, 123456789].map(fromGrosze)).toEqual(['0.00', '0.05', '0.99', '1.00', '49.99', '-2.50', '1234567.89']);
  });

  it('refuses what is not an amount', () => {
    for (const value of ['abc', '1,50', '1e3', '--1', '1.2.3', Number.NaN, 1e21]) expect(() => toGrosze(value), String(value)).toThrow(RangeError);
  });
});
