/**
 * When a consultant can call back (book a call): working days (Monday to
 * Friday, except Polish public holidays), hourly slots, a capacity per slot,
 * all on Warsaw's clock. Pure: the server counts the bookings and asks here
 * which slots exist and which have passed.
 */

export const CALL_VARIANTS = ['standard', 'prepaid'] as const;
export type CallVariant = (typeof CALL_VARIANTS)[number];

export interface CallHours {
  /** Hour of the first slot (Warsaw time). */
  first: number;
  /** Hour of the last slot; each slot lasts an hour. */
  last: number;
  /** Calls a slot takes at most (consultants on duty). */
  capacity: number;
}

/** Customer service calls back 8:00–20:00; prepaid customers' team works 10:00–18:00 and is smaller. */
export const CALL_HOURS: Readonly<Record<CallVariant, CallHours>> = {
  standard: { first: 8, last: 19, capacity: 3 },
  prepaid: { first: 10, last: 17, capacity: 2 },
};

/** Working days offered ahead, today included when a slot of it is still bookable. */
export const CALL_DAYS_AHEAD = 7;
/** A slot can be booked until this long before it starts. */
export const CALL_LEAD_MS = 60 * 60 * 1000;

/** A calendar day as `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A slot's start as `HH:MM`. */
export const SLOT_PATTERN = /^\d{2}:\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The slots of a variant's day, `08:00` … `19:00`. */
export function slotsOf(variant: CallVariant): string[] {
  const { first, last } = CALL_HOURS[variant];
  return Array.from({ length: last - first + 1 }, (_, i) => `${pad(first + i)}:00`);
}

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
function dayText(year: number, month: number, day: number): string {
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

/** Whether a `YYYY-MM-DD` day is a working day: Monday to Friday and no public holiday. */
export function isWorkingDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !polishHolidays(year).has(day);
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

/** Whether a slot of a day starts too soon (or has passed) to be booked at `now`. */
export function slotPassed(day: string, slot: string, now: Date): boolean {
  const clock = warsawClock(now);
  if (day !== clock.day) return day < clock.day;
  const [hour, minute] = slot.split(':').map(Number) as [number, number];
  return hour * 60 + minute < clock.minutes + CALL_LEAD_MS / 60_000;
}

/** Whether a day and slot exist for the variant at all: a working day and one of its slots. */
export function isCallSlot(variant: CallVariant, day: string, slot: string): boolean {
  return DAY_PATTERN.test(day) && isWorkingDay(day) && slotsOf(variant).includes(slot);
}

/** The next working days with a bookable slot (today included), each with its slots not yet passed. */
export function upcomingCallDays(variant: CallVariant, now: Date, count = CALL_DAYS_AHEAD): { day: string; slots: string[] }[] {
  const today = warsawClock(now).day;
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const days: { day: string; slots: string[] }[] = [];
  for (let offset = 0; days.length < count && offset < 60; offset++) {
    const day = dayText(year, month, date + offset);
    if (!isWorkingDay(day)) continue;
    const slots = slotsOf(variant).filter((slot) => !slotPassed(day, slot, now));
    if (slots.length > 0) days.push({ day, slots });
  }
  return days;
}

const WEEKDAYS = ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'];

/** „środa, 25.11.2026”: a day as a person reads it (DD.MM.YYYY, spec 9). */
export function callDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday}, ${pad(date)}.${pad(month)}.${year}`;
}
