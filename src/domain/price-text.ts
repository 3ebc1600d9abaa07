/**
 * Prices as text (spec 9: PLN, pl-PL), without decimal.js: islands format
 * prices as soon as they hydrate, and the arithmetic library loads only where
 * sums are made. Intl formats decimal text exactly (never through a binary
 * float) and rounds halves away from zero, as roundMoney does.
 */

const plnFormat = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * 39.99 → "39,99 zł" (the space before "zł" and the thousands separators are
 * non-breaking, as Intl writes them); '' for input that is not a number. A
 * decimal.js value formats by its exact text.
 */
export function formatPrice(value: string | number | { toFixed(): string } | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = typeof value === 'object' ? value.toFixed() : String(value).trim();
  return DECIMAL_TEXT.test(text) ? plnFormat.format(text as `${number}`) : '';
}
