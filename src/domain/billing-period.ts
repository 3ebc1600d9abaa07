import dayjs from 'dayjs';

/**
 * Calendar days and monthly billing periods of a contract. A contract is
 * billed monthly on the day of the month it started (its `debabo`): a
 * contract started on 31 January is billed on 28 (29) February, 31 March,
 * 30 April… Each billing date is counted from the start date itself, never
 * from the previous (clamped) billing date, so a short month does not move
 * the later ones. Days are 'YYYY-MM-DD' strings: calendar days, not instants.
 */

export type Day = string;

/** Days are those of Poland, where the contracts are billed, whatever the server's time zone. */
export const BILLING_TIME_ZONE = 'Europe/Warsaw';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BILLING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Polish calendar day of an instant. */
export function polishDay(instant: Date): Day {
  return dayFormat.format(instant);
}

function parse(day: Day) {
  const parsed = dayjs(day);
  // dayjs rolls 30 February over into March: a day that does not format back to itself does not exist.
  if (!DAY_PATTERN.test(day) || !parsed.isValid() || parsed.format('YYYY-MM-DD') !== day) throw new RangeError(`Not a calendar day: "${day}"`);
  return parsed;
}

/** The day `months` months after `day` (before, when negative), clamped to the end of a shorter month. */
export function addMonths(day: Day, months: number): Day {
  return parse(day).add(months, 'month').format('YYYY-MM-DD');
}

export function addDays(day: Day, days: number): Day {
  return parse(day).add(days, 'day').format('YYYY-MM-DD');
}

/** The contract's `index`-th billing date (0 is the start day). */
export function billingDate(start: Day, index: number): Day {
  return addMonths(start, index);
}

/** Index of the billing period that contains `today` (0 before and during the first period). */
function periodIndex(start: Day, today: Day): number {
  if (today <= start) return 0;
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  let index = (ty - sy) * 12 + (tm - sm);
  if (billingDate(start, index) > today) index -= 1;
  return index;
}

export interface BillingPeriod {
  start: Day;
  /** The last day of the period (the day before the next billing date). */
  end: Day;
}

/**
 * The billing period `today` falls in. A contract that has not started yet
 * is in its first period.
 */
export function currentBillingPeriod(start: Day, today: Day): BillingPeriod {
  const index = periodIndex(start, today);
  return { start: billingDate(start, index), end: addDays(billingDate(start, index + 1), -1) };
}

/** The next `count` billing dates strictly after `today` (today's own billing date has been billed). */
export function nextBillingDates(start: Day, today: Day, count: number): Day[] {
  const first = today < start ? 0 : periodIndex(start, today) + 1;
  return Array.from({ length: count }, (_, offset) => billingDate(start, first + offset));
}
