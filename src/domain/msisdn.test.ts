import { describe, expect, it } from 'vitest';
import { checkMsisdn, displayMsisdn, normaliseMsisdn, OPERATOR_PREFIXES, operatorOf } from './msisdn.ts';

describe('normaliseMsisdn', () => {
  it.each([
    ['601000102', '601000102'],
    ['601 000 102', '601000102'],
    ['601-000-102', '601000102'],
    ['48601000102', '601000102'],
    ['+48 601 000 102', '601000102'],
    ['0048601000102', '601000102'],
    [' 601000102 ', '601000102'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseMsisdn(input)).toBe(expected);
  });

  it.each(['60100010', '6010001020', '+49601000102', '601O00102', '', '+', '--', '4860100010', '601000102\n1'])('refuses %j', (input) => {
    expect(normaliseMsisdn(input)).toBeNull();
  });
});

describe('operatorOf (the simulator’s numbering plan)', () => {
  it('finds the operator of the demo customers’ numbers', () => {
    expect(operatorOf('601000102')).toBe(2);
    expect(operatorOf('602000106')).toBe(6);
    expect(operatorOf('603000107')).toBe(7);
  });

  it('knows no operator for other prefixes', () => {
    expect(operatorOf('221234567')).toBeNull();
    expect(operatorOf('604000000')).toBeNull();
  });

  it('gives every prefix to one operator only', () => {
    const all = Object.values(OPERATOR_PREFIXES).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('displayMsisdn (spec 5: 3-3-3)', () => {
  it('groups the digits', () => {
    expect(displayMsisdn('601000102')).toBe('601 000 102');
  });
});

describe('checkMsisdn (validateMsisdn before the PIN)', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  it('a number of the named operator passes, normalised, with the number on file shown', () => {
    expect(checkMsisdn('+48 601 000 102', 2, '48601000102', now)).toEqual({
      ok: true,
      msisdn: '601000102',
      base: { currentMsisdn: '601 000 102', ts: '2026-11-22T10:00:00.000Z' },
    });
  });

  it('refuses with the reason: not a mobile number, unknown operator, another operator', () => {
    const reasons = [checkMsisdn('12', 2, null, now), checkMsisdn('500 000 000', 2, null, now), checkMsisdn('602000106', 2, null, now)].map(
      (check) => (check.ok ? null : [check.model.uforStatus, check.model.msisdn, check.model.showError]),
    );
    expect(reasons).toEqual([
      ['INVALID_NUMBER', null, true],
      ['UNKNOWN_OPERATOR', '500 000 000', true],
      ['WRONG_OPERATOR', '602 000 106', true],
    ]);
  });
});
