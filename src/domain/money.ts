import Decimal from 'decimal.js';

/**
 * Money arithmetic (spec section 9): exact decimal sums in PLN with
 * decimal.js, kept apart from the date formats (format.ts, with dayjs), so the
 * cart's sums in the browser do not load dayjs with them.
 */

export type DecimalInput = Decimal.Value;

export const CURRENCY = 'PLN';
export const VAT_RATE = new Decimal('0.23');

/** Money to the grosz, halves away from zero. */
export function roundMoney(value: DecimalInput): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Exact decimal sum (section 9); missing values count as zero, malformed ones throw. */
export function sumPrices(values: Iterable<DecimalInput | null | undefined>): Decimal {
  let total = new Decimal(0);
  for (const value of values) if (value !== null && value !== undefined && value !== '') total = total.plus(value);
  return total;
}

/** Section 9: the VAT included in a gross price, price × 0.23 / 1.23 (unrounded; see `roundMoney`). */
export function vatIncluded(gross: DecimalInput): Decimal {
  return new Decimal(gross).times(VAT_RATE).div(VAT_RATE.plus(1));
}
