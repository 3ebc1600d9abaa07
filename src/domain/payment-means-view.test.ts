import { describe, expect, it } from 'vitest';
import { cardExpiryState, chargedCardIndex, isMobileMean, offersRefusing, paysOnlyByTransfer } from './payment-means-view.ts';

const now = new Date(2026, 10, 25, 12);

describe('how My payments shows the means', () => {
  it.each([
    ['2027-06-30', 'VALID', 217],
    ['2026-12-25', 'EXPIRING', 30],
    ['2026-11-25', 'EXPIRING', 0],
    ['2026-11-24', 'EXPIRED', -1],
    [null, 'UNKNOWN', null],
    ['nie data', 'UNKNOWN', null],
  ] as const)('a card valid through %s is %s (%s days left)', (expiry, state, daysLeft) => {
    expect(cardExpiryState(expiry, now)).toEqual({ state, daysLeft });
  });

  it('counts operator billing and the instant code as mobile payments, not the card', () => {
    expect([1, 2, 4, 6, 7, 8].filter(isMobileMean)).toEqual([2, 6, 7, 8]);
  });

  it('the id 4 case holds only when the transfer is the only means', () => {
    expect(paysOnlyByTransfer([{ mopId: 4 }])).toBe(true);
    expect(paysOnlyByTransfer([{ mopId: 4 }, { mopId: 1 }])).toBe(false);
    expect(paysOnlyByTransfer([])).toBe(false);
  });

  it('the card charged is the first card listed (the most recently confirmed)', () => {
    expect(chargedCardIndex([{ mopId: 6 }, { mopId: 1 }, { mopId: 1 }])).toBe(1);
    expect(chargedCardIndex([{ mopId: 8 }])).toBe(-1);
  });

  it('names each offer held that does not allow the means, once', () => {
    const offers = [
      { title: 'Sport Horyzont', paymentMeans: [1, 8] },
      { title: 'Komfort', paymentMeans: [1, 2, 6, 7, 8] },
      { title: 'Sport Horyzont', paymentMeans: [1, 8] },
    ];
    expect(offersRefusing(2, offers)).toEqual(['Sport Horyzont']);
    expect(offersRefusing(1, offers)).toEqual([]);
  });
});
