/** Polish display formats and money arithmetic (spec sections 5 and 9). */

// Money arithmetic lives in money.ts (decimal.js without dayjs, for the cart in the browser); it is part of this module's API.
export { CURRENCY, VAT_RATE, roundMoney, sumPrices, vatIncluded, type DecimalInput } from './money.ts';

// Dates as text live in date-text.ts (dayjs without decimal.js, for islands that show dates); part of this module's API.
export { DATE_FORMAT, cardExpiryDaysLeft, formatDate } from './date-text.ts';
export const FTTH_SEGMENT = 'FTTH_OK';

// Postal code and phone as shown live in contact-details.ts (no dependencies, for islands); part of this module's API.
export { formatPhone, formatPostalCode } from './contact-details.ts';

export { formatPrice } from './price-text.ts';

/** Section 5: the FTTH range flag is set only if the segments contain FTTH_OK. */
export function hasFtthRange(segments: ReadonlyArray<{ segmentCode: string }> | null | undefined): boolean {
  return (segments ?? []).some((segment) => segment.segmentCode === FTTH_SEGMENT);
}
