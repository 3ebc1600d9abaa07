import { addMonths, type Day } from './billing-period.ts';

/**
 * The end of a long-term offer's commitment (spec 3 session nextLtoEndDate):
 * a commitment of `months` months runs on from the current one when that is
 * still running (a prolongation), otherwise from today. Days are
 * 'YYYY-MM-DD'; a month later than 31 January is the end of February.
 */
export function nextLtoEndDate(today: Day, months: number, currentEnd: Day | null): Day {
  if (!Number.isInteger(months) || months <= 0) throw new RangeError(`A commitment lasts whole months, not ${months}`);
  const start = currentEnd !== null && currentEnd > today ? currentEnd : today;
  return addMonths(start, months);
}
