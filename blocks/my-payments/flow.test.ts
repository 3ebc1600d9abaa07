import { describe, expect, it } from 'vitest';
import { afterAddition, meanName } from './flow.ts';

const process = (status: 'ACTIVE' | 'PENDING' | 'FAILED', failureReason: string | null = null) =>
  ({ mopId: 1, status, failureReason, transactionId: 'gt_AAAAAAAAAAAAAAAAAAAA', displayString: null, expiryDate: null, payments: [] }) as Parameters<
    typeof afterAddition
  >[1];

describe('after the gateway window', () => {
  it('a card of an unsupported bank opens its own sidebar', () => {
    expect(afterAddition(1, process('FAILED', 'UNSUPPORTED_BANK'))).toEqual({ step: 'unsupportedBank' });
  });

  it('an expired PIN or three wrong PINs open the PIN-timeout sidebar of that operator', () => {
    expect(afterAddition(6, process('FAILED', 'PIN_EXPIRED'))).toEqual({ step: 'pinTimeout', mopId: 6 });
    expect(afterAddition(2, process('FAILED', 'PIN_BLOCKED'))).toEqual({ step: 'pinTimeout', mopId: 2 });
  });

  it('anything else shows the outcome: added, failed with its reason, or not finished', () => {
    for (const outcome of [process('ACTIVE'), process('FAILED', 'DECLINED'), process('PENDING')]) {
      expect(afterAddition(1, outcome)).toEqual({ step: 'result', mopId: 1, process: outcome });
    }
  });
});

describe('a means as the customer knows it', () => {
  const config = { paymentMeans: [{ mopId: 8, label: 'Płatność kodem' }] } as Parameters<typeof meanName>[1];
  it('is its display string, else the label of its kind', () => {
    expect(meanName({ mopId: 1, displayString: 'Karta •••• 4242' }, config)).toBe('Karta •••• 4242');
    expect(meanName({ mopId: 8, displayString: '' }, config)).toBe('Płatność kodem');
  });
});
