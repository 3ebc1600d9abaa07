import { describe, expect, it } from 'vitest';
import { callDayLabel, easterSunday, isWorkingDay, polishHolidays, slotPassed, upcomingCallDays } from './call-slots.ts';

describe('call-back slots', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
  });

  it('knows the Polish public holidays, the movable ones and Christmas Eve from 2025', () => {
    const days = polishHolidays(2026);
    for (const day of [
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-05-24',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]) {
      expect(days.has(day), day).toBe(true);
    }
    expect(days.size).toBe(14);
    expect(polishHolidays(2024).has('2024-12-24')).toBe(false);
  });

  it('offers Monday to Friday except holidays', () => {
    expect(isWorkingDay('2026-11-02')).toBe(true); // Monday
    expect(isWorkingDay('2026-11-07')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-08')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-11')).toBe(false); // Independence Day, a Wednesday
    expect(isWorkingDay('2026-06-04')).toBe(false); // Corpus Christi, a Thursday
  });

  it('lists the next working days on Warsaw’s clock, today only with slots an hour ahead', () => {
    // Tuesday 10 November 2026, 17:30 in Warsaw (UTC+1): 19:00 is the only standard slot left today.
    const now = new Date('2026-11-10T16:30:00Z');
    const days = upcomingCallDays('standard', now, 3);
    expect(days.map((day) => day.day)).toEqual(['2026-11-10', '2026-11-12', '2026-11-13']);
    expect(days[0]!.slots).toEqual(['19:00']);
    expect(days[1]!.slots[0]).toBe('08:00');
    // The prepaid team's last slot (17:00) has passed: today is not offered.
    expect(upcomingCallDays('prepaid', now, 1)[0]!.day).toBe('2026-11-12');
  });

  it('treats a slot starting within the hour as passed', () => {
    const now = new Date('2026-11-02T08:10:00Z'); // 09:10 in Warsaw
    expect(slotPassed('2026-11-02', '10:00', now)).toBe(true);
    expect(slotPassed('2026-11-02', '11:00', now)).toBe(false);
    expect(slotPassed('2026-10-30', '19:00', now)).toBe(true);
    expect(slotPassed('2026-11-03', '08:00', now)).toBe(false);
  });

  it('labels a day as a person reads it', () => {
    expect(callDayLabel('2026-11-25')).toBe('środa, 25.11.2026');
  });
});
