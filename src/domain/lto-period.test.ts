import { describe, expect, it } from 'vitest';
import { nextLtoEndDate } from './lto-period.ts';

describe('nextLtoEndDate', () => {
  it('runs a new commitment from today', () => {
    expect(nextLtoEndDate('2026-11-02', 12, null)).toBe('2027-11-02');
  });

  it('runs a prolongation on from the current end when that is ahead', () => {
    expect(nextLtoEndDate('2026-11-02', 12, '2027-01-15')).toBe('2028-01-15');
  });

  it('starts from today when the current commitment has ended', () => {
    expect(nextLtoEndDate('2026-11-02', 6, '2026-10-01')).toBe('2027-05-02');
  });

  it('clamps to the end of a shorter month', () => {
    expect(nextLtoEndDate('2027-08-31', 6, null)).toBe('2028-02-29');
  });

  it('refuses a commitment that is not whole months', () => {
    expect(() => nextLtoEndDate('2026-11-02', 0, null)).toThrow(RangeError);
    expect(() => nextLtoEndDate('2026-11-02', 1.5, null)).toThrow(RangeError);
  });
});
