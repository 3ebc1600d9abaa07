import { weekdays, type DayHours, type OpeningHours } from '#content-schema/salons.ts';
import { polishHolidays, warsawClock, weekdayIndex } from './polish-calendar.ts';

/**
 * Whether a salon is open at an instant, on Warsaw's clock whatever the
 * server's time zone (summer time included): open from the opening minute
 * until just before the closing one. A weekday without hours, one of the
 * salon's closed days and a Polish public holiday (shops close by law) are
 * closed all day.
 */

export type ClosedReason = 'weekday' | 'holiday' | 'closed-day';

export type OpeningState =
  | { kind: 'open'; today: DayHours }
  | { kind: 'before-opening'; today: DayHours }
  | { kind: 'after-closing'; today: DayHours }
  | { kind: 'closed-today'; reason: ClosedReason };

export type SalonHours = { openingHours: OpeningHours; closedDays: readonly string[] };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function openingState(salon: SalonHours, now: Date): OpeningState {
  const { day, minutes } = warsawClock(now);
  if (salon.closedDays.includes(day)) return { kind: 'closed-today', reason: 'closed-day' };
  if (polishHolidays(Number(day.slice(0, 4))).has(day)) return { kind: 'closed-today', reason: 'holiday' };
  const today = salon.openingHours[weekdays[weekdayIndex(day)]!];
  if (!today) return { kind: 'closed-today', reason: 'weekday' };
  if (minutes < minutesOf(today.opens)) return { kind: 'before-opening', today };
  if (minutes >= minutesOf(today.closes)) return { kind: 'after-closing', today };
  return { kind: 'open', today };
}

export const isOpenAt = (salon: SalonHours, now: Date): boolean => openingState(salon, now).kind === 'open';
