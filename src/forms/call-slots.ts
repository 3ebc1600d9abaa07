/**
 * When a consultant can call back (book a call): working days (Monday to
 * Friday, except Polish public holidays), hourly slots, a capacity per slot,
 * all on Warsaw's clock. Pure: the server counts the bookings and asks here
 * which slots exist and which have passed.
 */

import { dayText, polishHolidays, warsawClock } from '#domain/polish-calendar.ts';

// The calendar moved to the domain (the shop finder's opening hours use it too); still part of this module's API.
export { easterSunday, polishHolidays, warsawClock } from '#domain/polish-calendar.ts';

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

/** Whether a `YYYY-MM-DD` day is a working day: Monday to Friday and no public holiday. */
export function isWorkingDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !polishHolidays(year).has(day);
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
