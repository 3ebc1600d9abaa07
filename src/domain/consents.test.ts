import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CONSENT_CODES,
  alignSaleConsents,
  allConsentsAccepted,
  consentLabel,
  isAccountConsentCode,
  toggleAllConsents,
  toggleConsent,
  toggleDiscountConsents,
} from './consents.ts';
import type { Consent } from './session.ts';

const sale = (cconsent: string, value: 0 | 1, indiscount: '0' | '1' = '0'): Consent => ({ cconsent, value, indiscount });

describe('allConsentsAccepted (spec 5: every value true)', () => {
  it.each([
    [[{ value: true }, { value: true }], true],
    [[{ value: 1 }, { value: true }], true],
    [[{ value: true }, { value: false }], false],
    [[{ value: 1 }, { value: 0 }], false],
    [[], true],
  ] as const)('%j → %s', (consents, expected) => {
    expect(allConsentsAccepted(consents)).toBe(expected);
  });
});

describe('toggleAllConsents (spec 4: all to 0 if all are 1, else all to 1)', () => {
  it('turns every consent off when all are on', () => {
    expect(toggleAllConsents([sale('A', 1), sale('B', 1)]).map((c) => c.value)).toEqual([0, 0]);
  });

  it('turns every consent on when any is off', () => {
    expect(toggleAllConsents([sale('A', 1), sale('B', 0)]).map((c) => c.value)).toEqual([1, 1]);
  });

  it('keeps booleans for account consents', () => {
    expect(toggleAllConsents([{ cconsent: 'A', value: false }]).map((c) => c.value)).toEqual([true]);
  });

  it('applied twice to a list that ends up all on, gives all off (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<0 | 1>(0, 1), { minLength: 1, maxLength: 8 }), (values) => {
        const once = toggleAllConsents(values.map((v, i) => sale(`C${i}`, v)));
        expect(once.every((c) => c.value === once[0]!.value)).toBe(true);
        expect(toggleAllConsents(once).map((c) => c.value)).toEqual(once.map((c) => (c.value === 1 ? 0 : 1)));
      }),
    );
  });
});

describe('toggleDiscountConsents (only the discount-required ones)', () => {
  it('toggles the indiscount "1" consents by the toggle-all rule and leaves the others', () => {
    const consents = [sale('A', 0, '1'), sale('B', 1, '1'), sale('C', 0, '0')];
    expect(toggleDiscountConsents(consents).map((c) => c.value)).toEqual([1, 1, 0]);
    expect(toggleDiscountConsents(toggleDiscountConsents(consents)).map((c) => c.value)).toEqual([0, 0, 0]);
  });
});

describe('toggleConsent', () => {
  it('toggles one consent by code', () => {
    expect(toggleConsent([sale('A', 0), sale('B', 1)], 'B').map((c) => c.value)).toEqual([0, 0]);
    expect(toggleConsent([{ cconsent: 'A', value: true }], 'A')).toEqual([{ cconsent: 'A', value: false }]);
  });

  it('leaves the list as it was for an unknown code', () => {
    expect(toggleConsent([sale('A', 0)], 'Z')).toEqual([sale('A', 0)]);
  });
});

describe('alignSaleConsents (sale consents follow the account)', () => {
  it('gives a named sale consent the account value, as 1 or 0', () => {
    const aligned = alignSaleConsents(
      [sale('INDELECTR_MAIL_MCI', 1, '1'), sale('INDREK_MCI', 0)],
      [
        { cconsent: 'INDELECTR_MAIL_MCI', value: false },
        { cconsent: 'INDREK_MCI', value: true },
      ],
    );
    expect(aligned).toEqual([sale('INDELECTR_MAIL_MCI', 0, '1'), sale('INDREK_MCI', 1)]);
  });

  it('treats a consent the account has never given as not given', () => {
    expect(alignSaleConsents([sale('INDREK_MCI', 1)], [])).toEqual([sale('INDREK_MCI', 0)]);
  });

  it('leaves sale consents that are not account consents alone', () => {
    expect(alignSaleConsents([sale('REGULAMIN', 1, '1')], [])).toEqual([sale('REGULAMIN', 1, '1')]);
  });

  it('is idempotent (property)', () => {
    const code = fc.constantFrom('INDELECTR_MAIL_MCI', 'INDREK_MCI', 'REGULAMIN');
    fc.assert(
      fc.property(
        fc.array(fc.record({ cconsent: code, value: fc.constantFrom<0 | 1>(0, 1) })),
        fc.array(fc.record({ cconsent: code, value: fc.boolean() })),
        (saleList, account) => {
          const once = alignSaleConsents(saleList, account);
          expect(alignSaleConsents(once, account)).toEqual(once);
        },
      ),
    );
  });
});

describe('named consents', () => {
  it('are the marketing and personalisation consents', () => {
    expect(ACCOUNT_CONSENT_CODES).toEqual(['INDELECTR_MAIL_MCI', 'INDREK_MCI']);
    expect(isAccountConsentCode('INDREK_MCI')).toBe(true);
    expect(isAccountConsentCode('REGULAMIN')).toBe(false);
  });

  it.each([
    ['INDELECTR_MAIL_MCI', true, 'Marketing - tak'],
    ['INDELECTR_MAIL_MCI', 0, 'Marketing - nie'],
    ['INDREK_MCI', 1, 'Personalizacja - tak'],
    ['INDREK_MCI', false, 'Personalizacja - nie'],
    ['REGULAMIN', true, null],
  ] as const)('%s = %s is labelled %j (spec 9)', (cconsent, value, label) => {
    expect(consentLabel({ cconsent, value })).toBe(label);
  });
});
