import { describe, expect, it } from 'vitest';
import { nextLtoEndDate, prolongationEnd } from './lto-period.ts';

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

describe('prolongationEnd', () => {
  const held = [
    { articleCode: 'HOR02', commitmentEndDate: '2027-01-02' },
    { articleCode: 'FN01', commitmentEndDate: null },
  ];
  const item = (operationType: string, offerCode: string, articleCode: string) => ({ operationType, offerCode, articleCode });

  it('runs the offer’s months on from the held product’s commitment, as a paid order sets it', () => {
    expect(prolongationEnd('2026-11-02', 12, 'KOMFORT_LTO12', [item('B', 'KOMFORT_LTO12', 'HOR02')], held)).toBe('2028-01-02');
  });

  it('starts from today for a product under no commitment, or one that has ended', () => {
    expect(prolongationEnd('2026-11-02', 12, 'STRUMIEN_LTO12', [item('B', 'STRUMIEN_LTO12', 'FN01')], held)).toBe('2027-11-02');
    expect(prolongationEnd('2027-02-10', 12, 'KOMFORT_LTO12', [item('B', 'KOMFORT_LTO12', 'HOR02')], held)).toBe('2028-02-10');
  });

  it('is null for an offer bought rather than prolonged, for another offer, and for a monthly offer', () => {
    expect(prolongationEnd('2026-11-02', 12, 'KOMFORT_LTO12', [item('A', 'KOMFORT_LTO12', 'HOR02')], held)).toBeNull();
    expect(prolongationEnd('2026-11-02', 12, 'OTHER', [item('B', 'KOMFORT_LTO12', 'HOR02')], held)).toBeNull();
    expect(prolongationEnd('2026-11-02', 0, 'KOMFORT_LTO12', [item('B', 'KOMFORT_LTO12', 'HOR02')], held)).toBeNull();
  });

  it('takes the latest end of the offer’s articles', () => {
    const items = [item('B', 'PRESTIZ_LTO24', 'FN01'), item('B', 'PRESTIZ_LTO24', 'HOR02')];
    expect(prolongationEnd('2026-11-02', 24, 'PRESTIZ_LTO24', items, held)).toBe('2029-01-02');
  });
});
