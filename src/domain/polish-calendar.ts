/**
 * Poland's calendar and clock, whatever the machine's time zone: the public
 * holidays of a year and an instant read on Warsaw's clock (Intl, so summer
 * time changes are the time-zone database's, not a fixed offset).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Easter Sunday of a year (Gregorian; the anonymous algorithm), as month and day. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** A day as `YYYY-MM-DD` from its calendar parts (months from 1; overflow rolls over). */
export function dayText(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * Polish public holidays of a year (the act on days off work): fixed ones,
 * Christmas Eve from 2025 on, and those counted from Easter (Easter Sunday
 * and Monday, Pentecost Sunday, Corpus Christi).
 */
export function polishHolidays(year: number): Set<string> {
  const fixed: [number, number][] = [
    [1, 1],
    [1, 6],
    [5, 1],
    [5, 3],
    [8, 15],
    [11, 1],
    [11, 11],
    [12, 25],
    [12, 26],
  ];
  if (year >= 2025) fixed.push([12, 24]);
  const easter = easterSunday(year);
  const days = fixed.map(([month, day]) => dayText(year, month, day));
  for (const offset of [0, 1, 49, 60]) days.push(dayText(year, easter.month, easter.day + offset));
  return new Set(days);
}

const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant on Warsaw's clock: its day and minutes after midnight. */
export function warsawClock(now: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(WARSAW.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The day of the week of a `YYYY-MM-DD` day, Monday first: 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}
