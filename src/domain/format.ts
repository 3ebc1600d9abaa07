/** Polish display formats and money arithmetic (spec sections 5 and 9). */

// Money arithmetic lives in money.ts (decimal.js without dayjs, for the cart in the browser); it is part of this module's API.
export { CURRENCY, VAT_RATE, roundMoney, sumPrices, vatIncluded, type DecimalInput } from './money.ts';

// Dates as text live in date-text.ts (dayjs without decimal.js, for islands that show dates); part of this module's API.
export { DATE_FORMAT, cardExpiryDaysLeft, formatDate } from './date-text.ts';

// Postal code and phone as shown live in contact-details.ts (no dependencies, for islands); part of this module's API.
export { formatPhone, formatPostalCode } from './contact-details.ts';

export { formatPrice } from './price-text.ts';

// The FTTH range flag lives with the segments (segments.ts); part of this module's API.
export { FTTH_SEGMENT, hasFtthRange } from './segments.ts';
