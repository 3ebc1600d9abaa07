import { describe, expect, it } from 'vitest';
import { ltoDates, ltoStartDate, NO_LTO } from './lto-dates.ts';

describe('ltoDates', () => {
  it('prolongs from the current end date, and computes a fresh start from today', () => {
    expect(ltoDates({ endDate: '2027-01-02', duration: 12 }, 12, '2026-11-02')).toEqual({
      ltoEndDate: '2027-01-02',
      ltoDuration: 12,
      calcLtoEndDate: '2027-11-02',
      nextLtoEndDate: '2028-01-02',
    });
  });

  it('uses the offer’s duration for the prolongation, the contract’s without one', () => {
    expect(ltoDates({ endDate: '2027-01-02', duration: 12 }, 24, '2026-11-02').nextLtoEndDate).toBe('2029-01-02');
    expect(ltoDates({ endDate: '2027-01-02', duration: 6 }, null, '2026-11-02').nextLtoEndDate).toBe('2027-07-02');
  });

  it('prolongs from today when the commitment has already ended', () => {
    expect(ltoDates({ endDate: '2026-10-01', duration: 12 }, 12, '2026-11-02').nextLtoEndDate).toBe('2027-11-02');
  });

  it('clamps at the end of a shorter month', () => {
    expect(ltoDates({ endDate: '2027-08-31', duration: 6 }, 6, '2026-11-02').nextLtoEndDate).toBe('2028-02-29');
  });

  it('is all nulls without an LTO', () => {
    expect(ltoDates(null, 12, '2026-11-02')).toEqual(NO_LTO);
  });
});

describe('ltoStartDate', () => {
  it('is the duration before the end', () => {
    expect(ltoStartDate('2027-01-02', 12)).toBe('2026-01-02');
  });
});
