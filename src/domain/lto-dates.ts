import { addMonths, type Day } from './billing-period.ts';
import { nextLtoEndDate } from './lto-period.ts';

/**
 * The dates of a customer's long-term offer (LTO) and of its prolongation
 * (spec 3 session fields ltoEndDate, ltoDuration, calcLtoEndDate,
 * nextLtoEndDate):
 * - ltoEndDate: the day the current commitment ends;
 * - ltoDuration: its length in months;
 * - nextLtoEndDate: the end of a prolongation, which follows the current
 *   commitment without a gap (from today when that one has already ended);
 * - calcLtoEndDate: the end of the same commitment started today, the date a
 *   new contract would get.
 * Months are calendar months, clamped at the end of a shorter month.
 */

export interface LtoDates {
  ltoEndDate: Day | null;
  ltoDuration: number | null;
  calcLtoEndDate: Day | null;
  nextLtoEndDate: Day | null;
}

export const NO_LTO: Readonly<LtoDates> = { ltoEndDate: null, ltoDuration: null, calcLtoEndDate: null, nextLtoEndDate: null };

export function ltoDates(current: { endDate: Day; duration: number } | null, prolongationMonths: number | null, today: Day): LtoDates {
  if (!current) return { ...NO_LTO };
  const months = prolongationMonths ?? current.duration;
  return {
    ltoEndDate: current.endDate,
    ltoDuration: current.duration,
    calcLtoEndDate: addMonths(today, months),
    nextLtoEndDate: nextLtoEndDate(today, months, current.endDate),
  };
}

/** The first day of a commitment of `duration` months ending on `endDate`. */
export function ltoStartDate(endDate: Day, duration: number): Day {
  return addMonths(endDate, -duration);
}
