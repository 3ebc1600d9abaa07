import dayjs from 'dayjs';

/**
 * Dates as text (spec 9: DD.MM.YYYY), without decimal.js: an island that
 * shows dates loads no money arithmetic for it (format.ts re-exports these).
 */

export const DATE_FORMAT = 'DD.MM.YYYY';

/** DD.MM.YYYY in local time; '' for a missing or invalid date. */
export function formatDate(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === '') return '';
  const d = dayjs(date);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

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
