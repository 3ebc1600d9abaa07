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
