/** Polish display formats and money arithmetic (spec sections 5 and 9). */

// Money arithmetic lives in money.ts (decimal.js without dayjs, for the cart in the browser); it is part of this module's API.
export { CURRENCY, VAT_RATE, roundMoney, sumPrices, vatIncluded, type DecimalInput } from './money.ts';

// Dates as text live in date-text.ts (dayjs without decimal.js, for islands that show dates); part of this module's API.
export { DATE_FORMAT, cardExpiryDaysLeft, formatDate } from './date-text.ts';
export const FTTH_SEGMENT = 'FTTH_OK';

/** 00950 → 00-950: a dash after two digits; an already formatted code stays as it is; anything else is returned trimmed. */
export function formatPostalCode(code: string | null | undefined): string {
  const text = (code ?? '').trim();
  const digits = text.replace(/\D/g, '');
  return digits.length === 5 && /^\d{2}-?\d{3}$/.test(text) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : text;
}

/** 48123456789 → 123 456 789: the leading country code 48 (or +48, 0048) removed, then grouped 3-3-3. */
export function formatPhone(phone: string | number | null | undefined): string {
  const text = String(phone ?? '').trim();
  let digits = text.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('0048')) digits = digits.slice(4);
  else if (digits.length === 11 && digits.startsWith('48')) digits = digits.slice(2);
  return digits.length === 9 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : text;
}

export { formatPrice } from './price-text.ts';

/** Section 5: the FTTH range flag is set only if the segments contain FTTH_OK. */
export function hasFtthRange(segments: ReadonlyArray<{ segmentCode: string }> | null | undefined): boolean {
  return (segments ?? []).some((segment) => segment.segmentCode === FTTH_SEGMENT);
}
