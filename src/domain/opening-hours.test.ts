import { describe, expect, it } from 'vitest';
import { isOpenAt, openingState, type SalonHours } from './opening-hours.ts';

const weekdayHours = { opens: '09:00', closes: '19:00' };
const salon: SalonHours = {
  openingHours: {
    monday: weekdayHours,
    tuesday: weekdayHours,
    wednesday: weekdayHours,
    thursday: weekdayHours,
    friday: weekdayHours,
    saturday: { opens: '10:00', closes: '15:00' },
    sunday: { opens: '10:00', closes: '16:00' },
  },
  closedDays: ['2026-11-17'],
};
const noSundays: SalonHours = { ...salon, openingHours: { ...salon.openingHours, sunday: undefined } };

// Instants in UTC: Poland is UTC+1 in winter (CET) and UTC+2 in summer (CEST).
const at = (iso: string) => new Date(iso);

describe('openingState on Warsaw’s clock', () => {
  it('is open from the opening minute until just before closing, on a winter Monday', () => {
    expect(openingState(salon, at('2026-11-16T07:59:00Z'))).toEqual({ kind: 'before-opening', today: weekdayHours }); // 08:59
    expect(openingState(salon, at('2026-11-16T08:00:00Z'))).toEqual({ kind: 'open', today: weekdayHours }); // 09:00
    expect(openingState(salon, at('2026-11-16T17:59:59Z'))).toEqual({ kind: 'open', today: weekdayHours }); // 18:59:59
    expect(openingState(salon, at('2026-11-16T18:00:00Z'))).toEqual({ kind: 'after-closing', today: weekdayHours }); // 19:00
  });

  it('takes each weekday’s own hours, and a weekday without hours is closed all day', () => {
    expect(openingState(salon, at('2026-11-14T13:30:00Z'))).toEqual({ kind: 'open', today: { opens: '10:00', closes: '15:00' } }); // Saturday 14:30
    expect(openingState(salon, at('2026-11-14T14:30:00Z')).kind).toBe('after-closing'); // Saturday 15:30
    expect(openingState(noSundays, at('2026-11-15T11:00:00Z'))).toEqual({ kind: 'closed-today', reason: 'weekday' });
  });

  it('closes on the salon’s closed days and on Polish public holidays', () => {
    expect(openingState(salon, at('2026-11-17T11:00:00Z'))).toEqual({ kind: 'closed-today', reason: 'closed-day' }); // a Tuesday
    expect(openingState(salon, at('2026-11-11T11:00:00Z'))).toEqual({ kind: 'closed-today', reason: 'holiday' }); // Independence Day, a Wednesday
    expect(openingState(salon, at('2027-03-29T11:00:00Z'))).toEqual({ kind: 'closed-today', reason: 'holiday' }); // Easter Monday 2027
  });

  it('reads the day in Warsaw, not in UTC: 00:30 on Monday in Warsaw is still Sunday 23:30 in UTC', () => {
    expect(openingState(noSundays, at('2026-11-15T23:30:00Z'))).toEqual({ kind: 'before-opening', today: weekdayHours });
    expect(openingState(noSundays, at('2026-11-15T22:30:00Z'))).toEqual({ kind: 'closed-today', reason: 'weekday' }); // Sunday 23:30
  });

  it('follows the change to summer time: on 29 March 2026 and the Monday after, Warsaw is UTC+2', () => {
    // Sunday of the change, 10:30 CEST (09:30 if the offset were still +1, before opening).
    expect(openingState(salon, at('2026-03-29T08:30:00Z')).kind).toBe('open');
    expect(openingState(salon, at('2026-03-29T07:59:00Z')).kind).toBe('before-opening'); // 09:59 CEST
    // Monday: 09:30 CEST is open; 19:00 CEST (17:00 UTC) is closed.
    expect(openingState(salon, at('2026-03-30T07:30:00Z')).kind).toBe('open');
    expect(openingState(salon, at('2026-03-30T17:00:00Z')).kind).toBe('after-closing');
    expect(openingState(salon, at('2026-03-30T16:59:00Z')).kind).toBe('open');
  });

  it('follows the change back to winter time: on the Monday after 25 October 2026, Warsaw is UTC+1 again', () => {
    expect(openingState(salon, at('2026-10-26T07:30:00Z')).kind).toBe('before-opening'); // 08:30 CET (09:30 if still +2)
    expect(openingState(salon, at('2026-10-26T17:30:00Z')).kind).toBe('open'); // 18:30 CET (19:30 if still +2)
    expect(openingState(salon, at('2026-10-26T18:00:00Z')).kind).toBe('after-closing');
  });

  it('isOpenAt says whether the state is open', () => {
    expect(isOpenAt(salon, at('2026-11-16T10:00:00Z'))).toBe(true);
    expect(isOpenAt(salon, at('2026-11-16T19:00:00Z'))).toBe(false);
    expect(isOpenAt(salon, at('2026-11-17T10:00:00Z'))).toBe(false);
  });
});
