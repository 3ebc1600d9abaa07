import { describe, expect, it } from 'vitest';
import type { PaymentMeanId } from '#domain/payment-methods.ts';
import { canProceed, discountConsentRequired, meanChoices, orderButtonLabel, type PaymentChoice } from './summary-rules.ts';

const accepted = [{ value: true }, { value: 1 as const }];
const choice = (over: Partial<PaymentChoice>): PaymentChoice => ({ mopId: 1, instantCode: '', tokenCsum: null, storedOperator: false, ...over });

describe('payment means of a cart', () => {
  it('only those every offer allows, in the order the portal offers them, with the stored one', () => {
    const offers: { paymentMeans: PaymentMeanId[] }[] = [{ paymentMeans: [1, 2, 6, 7, 8] }, { paymentMeans: [1, 8] }];
    const stored = [{ mopId: 1, displayString: 'Karta •••• 4242' }];
    expect(meanChoices(offers, [1, 2, 6, 7, 8], stored)).toEqual([
      { mopId: 1, stored: stored[0] },
      { mopId: 8, stored: null },
    ]);
  });

  it('none when the offers share no means', () => {
    expect(meanChoices([{ paymentMeans: [1] }, { paymentMeans: [8] }], [1, 2, 6, 7, 8], [])).toEqual([]);
  });
});

describe('the proceed rule', () => {
  it('needs every summary consent and a chosen method', () => {
    expect(canProceed(accepted, choice({}), '39.99')).toBe(true);
    expect(canProceed([{ value: true }, { value: false }], choice({}), '39.99')).toBe(false);
    expect(canProceed([], choice({}), '39.99')).toBe(false);
    expect(canProceed(accepted, choice({ mopId: null }), '39.99')).toBe(false);
  });

  it('asks for no method when nothing is due now (a prolongation), only the consents', () => {
    expect(canProceed(accepted, choice({ mopId: null }), '0.00')).toBe(true);
    expect(canProceed([{ value: true }, { value: false }], choice({ mopId: null }), '0.00')).toBe(false);
  });

  it('an instant-code payment needs its 6-digit code', () => {
    expect(canProceed(accepted, choice({ mopId: 8, instantCode: '' }), '39.99')).toBe(false);
    expect(canProceed(accepted, choice({ mopId: 8, instantCode: '77712' }), '39.99')).toBe(false);
    expect(canProceed(accepted, choice({ mopId: 8, instantCode: ' 777123 ' }), '39.99')).toBe(true);
  });

  it('operator billing needs a confirmed number unless an agreement is stored', () => {
    expect(canProceed(accepted, choice({ mopId: 6 }), '39.99')).toBe(false);
    expect(canProceed(accepted, choice({ mopId: 6, tokenCsum: 'tc_1' }), '39.99')).toBe(true);
    expect(canProceed(accepted, choice({ mopId: 2, storedOperator: true }), '39.99')).toBe(true);
  });
});

describe('discount-consent requirement', () => {
  it('applies with a possible discount, no prolongation line and consents not yet given', () => {
    expect(discountConsentRequired([{ operationType: 'A' }], { cart: '5.00' }, false)).toBe(true);
    expect(discountConsentRequired([{ operationType: 'A' }, { operationType: 'B' }], { cart: '5.00' }, false)).toBe(false);
    expect(discountConsentRequired([{ operationType: 'A' }], { cart: null }, false)).toBe(false);
    expect(discountConsentRequired([{ operationType: 'A' }], undefined, false)).toBe(false);
    expect(discountConsentRequired([{ operationType: 'A' }], { cart: '5.00' }, true)).toBe(false);
  });
});

describe('the order button', () => {
  it('„Zamawiam i płacę” with something due, „Zamawiam” with nothing, „Aktywuj” in a box re-activation', () => {
    expect(orderButtonLabel('29.99', false)).toBe('Zamawiam i płacę');
    expect(orderButtonLabel('0.00', false)).toBe('Zamawiam');
    expect(orderButtonLabel('0.00', true)).toBe('Aktywuj');
    expect(orderButtonLabel('12.00', true)).toBe('Aktywuj');
  });
});
