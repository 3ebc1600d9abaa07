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

/**
 * The commitment end of an offer's prolongation in the cart (items B of
 * `offerCode`), as a paid order sets it (domain/purchase.ts): `months` run
 * on from the held product's own commitment while it lasts, else from today;
 * the latest of the offer's articles. Null when the offer prolongs nothing.
 */
export function prolongationEnd(
  today: Day,
  months: number,
  offerCode: string,
  items: ReadonlyArray<{ operationType: string; offerCode: string; articleCode: string }>,
  held: ReadonlyArray<{ articleCode: string; commitmentEndDate: Day | null }>,
): Day | null {
  if (!Number.isInteger(months) || months <= 0) return null;
  const ends = items
    .filter((item) => item.operationType === 'B' && item.offerCode === offerCode)
    .map((item) => {
      const current = held
        .filter((product) => product.articleCode === item.articleCode)
        .map((product) => product.commitmentEndDate)
        .reduce<Day | null>((latest, end) => (end !== null && (latest === null || end > latest) ? end : latest), null);
      return nextLtoEndDate(today, months, current);
    });
  return ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : null;
}
