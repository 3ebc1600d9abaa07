import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, billingDate, currentBillingPeriod, nextBillingDates, polishDay } from './billing-period.ts';

describe('polishDay (the calendar day in Poland)', () => {
  it.each([
    ['2026-12-01T22:59:59.000Z', '2026-12-01'],
    ['2026-12-01T23:00:00.000Z', '2026-12-02'],
    ['2026-07-31T21:59:00.000Z', '2026-07-31'],
    ['2026-07-31T22:00:00.000Z', '2026-08-01'],
  ])('%s → %s', (instant, day) => {
    expect(polishDay(new Date(instant))).toBe(day);
  });
});

describe('addMonths / addDays', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('1.12.2026', 1)).toThrow(RangeError);
  });
});

describe('billing dates count from the start day, so a short month does not move the later ones', () => {
  it('bills a contract started on the 31st on the last day of shorter months', () => {
    expect([0, 1, 2, 3].map((index) => billingDate('2026-01-31', index))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });
});

describe('currentBillingPeriod', () => {
  it.each([
    ['2025-09-02', '2026-11-02', { start: '2026-11-02', end: '2026-12-01' }],
    ['2025-09-02', '2026-11-01', { start: '2026-10-02', end: '2026-11-01' }],
    ['2025-09-02', '2026-11-20', { start: '2026-11-02', end: '2026-12-01' }],
    ['2026-01-31', '2026-03-01', { start: '2026-02-28', end: '2026-03-30' }],
    ['2026-01-31', '2026-02-27', { start: '2026-01-31', end: '2026-02-27' }],
    ['2026-12-15', '2026-11-02', { start: '2026-12-15', end: '2027-01-14' }],
  ])('started %s, today %s', (start, today, period) => {
    expect(currentBillingPeriod(start, today)).toEqual(period);
  });

  it('always contains today once the contract has started, and ends the day before the next billing date', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [start, today] = a <= b ? [a, b] : [b, a];
        const period = currentBillingPeriod(start, today);
        expect(period.start <= today && today <= period.end).toBe(true);
        expect(addDays(period.end, 1)).toBe(nextBillingDates(start, today, 1)[0]);
      }),
    );
  });
});

describe('nextBillingDates', () => {
  it('lists the billing dates after today', () => {
    expect(nextBillingDates('2025-09-02', '2026-11-02', 3)).toEqual(['2026-12-02', '2027-01-02', '2027-02-02']);
    expect(nextBillingDates('2025-09-02', '2026-11-01', 2)).toEqual(['2026-11-02', '2026-12-02']);
  });

  it('starts with the start day of a contract that has not started yet', () => {
    expect(nextBillingDates('2026-11-10', '2026-11-02', 2)).toEqual(['2026-11-10', '2026-12-10']);
  });
});
