import { describe, expect, it } from 'vitest';
import { canTopUp, cardStatusOn, validityAfterTopUp } from './prepaid-card.ts';

const today = '2026-11-02';

describe('cardStatusOn', () => {
  it.each([
    ['ACTIVE', '2026-11-02', 'ACTIVE'],
    ['ACTIVE', '2026-12-01', 'ACTIVE'],
    ['ACTIVE', '2026-11-01', 'EXPIRED'],
    ['INACTIVE', null, 'INACTIVE'],
    ['BLOCKED', '2027-01-01', 'BLOCKED'],
    ['EXPIRED', '2026-10-01', 'EXPIRED'],
  ] as const)('%s until %s → %s', (stored, end, expected) => {
    expect(cardStatusOn(stored, end, today)).toBe(expected);
  });
});

describe('validityAfterTopUp (counted from the end of the current validity)', () => {
  it('extends a valid card from its last valid day', () => {
    expect(validityAfterTopUp('2026-11-20', today, 1)).toBe('2026-12-20');
    expect(validityAfterTopUp('2026-11-02', today, 3)).toBe('2027-02-02');
  });

  it('counts a lapsed or never used card from today', () => {
    expect(validityAfterTopUp('2026-10-01', today, 12)).toBe('2027-11-02');
    expect(validityAfterTopUp(null, today, 1)).toBe('2026-12-02');
  });

  it('ends a month after 31 January on the last day of February', () => {
    expect(validityAfterTopUp('2027-01-31', today, 1)).toBe('2027-02-28');
  });
});

describe('canTopUp', () => {
  it('refuses a blocked card only', () => {
    expect((['INACTIVE', 'ACTIVE', 'EXPIRED', 'BLOCKED'] as const).filter(canTopUp)).toEqual(['INACTIVE', 'ACTIVE', 'EXPIRED']);
  });
});
