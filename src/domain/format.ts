import dayjs from 'dayjs';

/** Polish display formats and money arithmetic (spec sections 5 and 9). */

// Money arithmetic lives in money.ts (decimal.js without dayjs, for the cart in the browser); it is part of this module's API.
export { CURRENCY, VAT_RATE, roundMoney, sumPrices, vatIncluded, type DecimalInput } from './money.ts';

// Dates as text live in date-text.ts (dayjs without decimal.js, for islands that show dates); part of this module's API.
export { DATE_FORMAT, formatDate } from './date-text.ts';
export const FTTH_SEGMENT = 'FTTH_OK';

// Postal code and phone as shown live in contact-details.ts (no dependencies, for islands); part of this module's API.
export { formatPhone, formatPostalCode } from './contact-details.ts';

export { formatPrice } from './price-text.ts';

/**
 * Days from today until a card's expiry (0 on the expiry day, negative once
 * expired). Accepts a card's MM/YY or MM/YYYY, valid through the month's last
 * day, or a date. null when the date cannot be read.
 */
export function cardExpiryDaysLeft(expiryDate: string | Date | number | null | undefined, now: Date | number = Date.now()): number | null {
  if (expiryDate === null || expiryDate === undefined || expiryDate === '') return null;
  let expiry: dayjs.Dayjs;
  const monthYear = typeof expiryDate === 'string' ? /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiryDate.trim()) : null;
  if (monthYear) {
    const month = Number(monthYear[1]);
    const year = Number(monthYear[2]!.length === 2 ? `20${monthYear[2]}` : monthYear[2]);
    if (month < 1 || month > 12) return null;
    expiry = dayjs(new Date(year, month, 0));
  } else {
    expiry = dayjs(expiryDate);
  }
  if (!expiry.isValid()) return null;
  return expiry.startOf('day').diff(dayjs(now).startOf('day'), 'day');
}

/** Section 5: the FTTH range flag is set only if the segments contain FTTH_OK. */
export function hasFtthRange(segments: ReadonlyArray<{ segmentCode: string }> | null | undefined): boolean {
  return (segments ?? []).some((segment) => segment.segmentCode === FTTH_SEGMENT);
}
