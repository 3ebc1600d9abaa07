import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeRefusal,
  freeUntil,
  groupedVoucherCode,
  partnerOfTemplate,
  isVoucherCode,
  voucherCodeOf,
  type StoredActivationCode,
} from './voucher-activation.ts';

describe('voucherCodeOf', () => {
  it.each([
    ['HRZDEMA12345', 'HRZDEMA12345'],
    ['hrzdema12345', 'HRZDEMA12345'],
    ['  HRZD-EMA1-2345 ', 'HRZDEMA12345'],
    ['HRZD EMA1 2345', 'HRZDEMA12345'],
    ['HRZD\u00a0EMA1\u20132345', 'HRZDEMA12345'],
  ])('takes %j as %s', (typed, code) => {
    expect(voucherCodeOf(typed)).toEqual({ code });
  });

  it.each([
    ['', 'empty'],
    ['  - ', 'empty'],
    ['<b>HRZDEMA</b>', 'characters'],
    ['HRZDEMA1234!', 'characters'],
    ['HRZDĘMA12345', 'characters'],
    ['HRZDEMO12345', 'letter-o'],
    ['HRZDEMA1234', 'too-short'],
    ['HRZDEMA123456', 'too-long'],
    ['HRZDEMABCDEF', 'letters-only'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(voucherCodeOf(typed)).toEqual({ problem });
  });

  it('accepts exactly what the contract’s pattern accepts, whatever was typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const result = voucherCodeOf(typed);
        if ('code' in result) expect(isVoucherCode(result.code)).toBe(true);
        else {
          const stripped = typed.replace(/[\s\u2010-\u2015-]/g, '').toUpperCase();
          expect(isVoucherCode(stripped)).toBe(false);
        }
      }),
    );
  });

  it('reads a valid code back however it is cased, grouped and dashed', () => {
    const symbol = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ');
    const code = fc
      .array(symbol, { minLength: 12, maxLength: 12 })
      .map((chars) => chars.join(''))
      .filter(isVoucherCode);
    fc.assert(
      fc.property(code, fc.boolean(), fc.constantFrom('', ' ', '-', ' - '), (valid, lower, separator) => {
        const typed = (lower ? valid.toLowerCase() : valid).replace(/(.{4})(?=.)/g, `$1${separator}`);
        expect(voucherCodeOf(typed)).toEqual({ code: valid });
      }),
    );
  });

  it('shows a code in groups of four', () => {
    expect(groupedVoucherCode('HRZDEMA12345')).toBe('HRZD-EMA1-2345');
    expect(groupedVoucherCode('nonsense')).toBe('nonsense');
  });
});

describe('partnerOfTemplate', () => {
  it('names the partner of each voucher page template and none for other pages', () => {
    expect(partnerOfTemplate('activate-voucher')).toBe('HORYZONT');
    expect(partnerOfTemplate('activate-voucher-bank-partner')).toBe('BANK_PARTNER');
    expect(partnerOfTemplate('activate-voucher-tennis')).toBe('TENNIS');
    expect(partnerOfTemplate('activate-voucher-pekao')).toBe('POLISH_BANK');
    expect(partnerOfTemplate('generic-content')).toBeNull();
    expect(partnerOfTemplate('toString')).toBeNull();
  });
});

describe('codeRefusal', () => {
  const code: StoredActivationCode = { partner: 'TENNIS', validFrom: '2026-11-01', validTo: '2026-12-31', maxActivations: 1, activations: 0 };

  it('accepts a code from its first to its last day on its partner’s page', () => {
    expect(codeRefusal(code, 'TENNIS', '2026-11-01')).toBeNull();
    expect(codeRefusal(code, 'TENNIS', '2026-12-31')).toBeNull();
  });

  it('refuses another partner’s code first, then by the dates, then a used-up one', () => {
    expect(codeRefusal({ ...code, activations: 1 }, 'HORYZONT', '2027-01-01')).toBe('other-partner');
    expect(codeRefusal({ ...code, activations: 1 }, 'TENNIS', '2026-10-31')).toBe('not-yet-valid');
    expect(codeRefusal({ ...code, activations: 1 }, 'TENNIS', '2027-01-01')).toBe('expired');
    expect(codeRefusal({ ...code, activations: 1 }, 'TENNIS', '2026-12-01')).toBe('used-up');
    expect(codeRefusal({ ...code, maxActivations: 3, activations: 2 }, 'TENNIS', '2026-12-01')).toBeNull();
  });
});

describe('freeUntil', () => {
  it('ends the day before the same day `months` later, clamped in shorter months', () => {
    expect(freeUntil('2026-11-02', 2)).toBe('2027-01-01');
    expect(freeUntil('2026-11-02', 1)).toBe('2026-12-01');
    expect(freeUntil('2027-01-31', 1)).toBe('2027-02-27');
  });
});
