import { describe, expect, it } from 'vitest';
import { discountConsentsGiven, indiscountOf, mergeSaleConsents, SALE_CONSENT_CODES } from './sale-consents.ts';

describe('sale consents', () => {
  it('are the two named consents, both required for the discount', () => {
    expect(SALE_CONSENT_CODES).toEqual(['INDELECTR_MAIL_MCI', 'INDREK_MCI']);
    expect(indiscountOf('INDELECTR_MAIL_MCI')).toBe('1');
    expect(indiscountOf('INDREK_MCI')).toBe('1');
    expect(indiscountOf('SOMETHING_ELSE')).toBe('0');
  });

  it('merge changes into the current values, keep the others, take indiscount from the rule and sort by code', () => {
    const current = [{ cconsent: 'INDREK_MCI', value: 1 as const, indiscount: '0' as const }];
    expect(mergeSaleConsents(current, [{ cconsent: 'INDELECTR_MAIL_MCI', value: true }])).toEqual([
      { cconsent: 'INDELECTR_MAIL_MCI', value: 1, indiscount: '1' },
      { cconsent: 'INDREK_MCI', value: 1, indiscount: '1' },
    ]);
    expect(mergeSaleConsents(current, [{ cconsent: 'INDREK_MCI', value: 0 }])).toEqual([{ cconsent: 'INDREK_MCI', value: 0, indiscount: '1' }]);
  });

  it('unlock the discount only when every required one is given', () => {
    expect(
      discountConsentsGiven([
        { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
        { cconsent: 'INDREK_MCI', value: 1 },
      ]),
    ).toBe(true);
    expect(
      discountConsentsGiven([
        { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
        { cconsent: 'INDREK_MCI', value: 0 },
      ]),
    ).toBe(false);
    expect(discountConsentsGiven([{ cconsent: 'INDELECTR_MAIL_MCI', value: true }])).toBe(false);
    expect(discountConsentsGiven([])).toBe(false);
  });
});
