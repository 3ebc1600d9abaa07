import { describe, expect, it } from 'vitest';
import {
  allowedByOffer,
  isOperatorMop,
  isPaymentMeanAllowed,
  isPaymentMeanId,
  kindOfMean,
  meansOfKind,
  paymentMeansForOffers,
  replacedBy,
} from './payment-methods.ts';

describe('allowedByOffer (an offer’s availiablemop list)', () => {
  it.each([
    [null, [1, 2, 6, 7, 8]],
    [undefined, [1, 2, 6, 7, 8]],
    ['', [1, 2, 6, 7, 8]],
    ['1,8', [1, 8]],
    [' 8 , 1 ', [1, 8]],
    ['1,2,6,7,8', [1, 2, 6, 7, 8]],
    ['4', []],
    ['3,7', [7]],
  ])('%j → %j', (availability, expected) => {
    expect(allowedByOffer(availability)).toEqual(expected);
  });
});

describe('paymentMeansForOffers (spec 5: allowed by every offer; null means all)', () => {
  it('intersects the offers’ lists', () => {
    expect(paymentMeansForOffers([{ availiablemop: '1,2,6,7,8' }, { availiablemop: '1,8' }, { availiablemop: '1,6,7' }])).toEqual([1]);
  });

  it('treats an offer without a list as allowing every means', () => {
    expect(paymentMeansForOffers([{ availiablemop: null }, { availiablemop: '1,8' }])).toEqual([1, 8]);
    expect(paymentMeansForOffers([{}])).toEqual([1, 2, 6, 7, 8]);
  });

  it('leaves nothing when two offers share no means', () => {
    expect(paymentMeansForOffers([{ availiablemop: '8' }, { availiablemop: '1' }])).toEqual([]);
  });

  it('allows every means for no offers at all', () => {
    expect(paymentMeansForOffers([])).toEqual([1, 2, 6, 7, 8]);
  });

  it('answers for one means', () => {
    expect(isPaymentMeanAllowed(8, [{ availiablemop: '1,8' }])).toBe(true);
    expect(isPaymentMeanAllowed(2, [{ availiablemop: '1,8' }])).toBe(false);
    expect(isPaymentMeanAllowed(4, [{ availiablemop: null }])).toBe(false);
  });
});

describe('kinds of means', () => {
  it('groups 2, 6 and 7 as mobile-operator billing', () => {
    expect([1, 2, 6, 7, 8].map((id) => kindOfMean(id as 1))).toEqual([
      'CARD',
      'MOBILE_OPERATOR',
      'MOBILE_OPERATOR',
      'MOBILE_OPERATOR',
      'INSTANT_CODE',
    ]);
    expect(meansOfKind('MOBILE_OPERATOR')).toEqual([2, 6, 7]);
    expect(meansOfKind('CARD')).toEqual([1]);
  });

  it('keeps cards side by side; operator billing and instant-code payment replace the means of their kind', () => {
    expect(replacedBy(1)).toEqual([]);
    expect(replacedBy(6)).toEqual([2, 6, 7]);
    expect(replacedBy(8)).toEqual([8]);
  });

  it('recognises the ids of spec 9 only', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 8, 9, '1'].filter(isPaymentMeanId)).toEqual([1, 2, 6, 7, 8]);
    expect([1, 2, 6, 7, 8].filter(isOperatorMop)).toEqual([2, 6, 7]);
  });
});
