import { describe, expect, it } from 'vitest';
import { activeBreak, type ChangeBreak } from './change-breaks.ts';

const blackWeek: ChangeBreak = { name: 'Black Week', startDate: '2027-11-22T00:00:00+01:00', endDate: '2027-11-29T23:59:59+01:00' };
const broken: ChangeBreak = { name: 'Zepsute', startDate: 'jutro', endDate: '2027-11-30T00:00:00+01:00' };

describe('change breaks', () => {
  it('finds the break now lies in, both ends included (Polish time)', () => {
    expect(activeBreak([blackWeek], new Date('2027-11-21T23:00:00Z'))).toBe(blackWeek);
    expect(activeBreak([blackWeek], new Date('2027-11-25T12:00:00Z'))).toBe(blackWeek);
    expect(activeBreak([blackWeek], new Date('2027-11-29T22:59:59Z'))).toBe(blackWeek);
  });

  it('finds none outside every window, and ignores a window whose dates do not parse', () => {
    expect(activeBreak([blackWeek], new Date('2027-11-21T22:59:59Z'))).toBeNull();
    expect(activeBreak([blackWeek], new Date('2027-11-29T23:00:00Z'))).toBeNull();
    expect(activeBreak([broken], new Date('2027-11-25T12:00:00Z'))).toBeNull();
    expect(activeBreak([], Date.now())).toBeNull();
  });
});
