/**
 * Prices as text (spec 9: PLN, pl-PL), without decimal.js: islands format
 * prices as soon as they hydrate, and the arithmetic library loads only where
 * sums are made.
 *
 * Written out by hand, not with Intl.NumberFormat: a page's first Intl number
 * format loads the locale's data, 100–400 ms of a throttled mobile CPU in one
 * task, paid by every island page at hydration. The output is Intl's to the
 * character (price-text.test.ts checks it against Intl on arbitrary decimals):
 * the decimal text rounded exactly, halves away from zero, to grosze; groups
 * of three digits from five digits on; non-breaking spaces in the groups and
 * before „zł”; a minus kept on a value that rounds to zero.
 */

const DECIMAL_TEXT = /^([+-]?)(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?$/i;
const NBSP = '\u00a0';
/** Past this exponent a "price" is nonsense: Intl says what it says (∞ for 1e400). */
const MAX_EXPONENT = 100;

let intlFormat: Intl.NumberFormat | undefined;
const viaIntl = (text: string) => (intlFormat ??= new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' })).format(text as `${number}`);

/** "1234567" → "1 234 567" with non-breaking spaces; four digits stay together, as pl-PL has it. */
function grouped(digits: string): string {
  if (digits.length < 5) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/**
 * 39.99 → "39,99 zł" (the space before "zł" and the thousands separators are
 * non-breaking, as Intl writes them); '' for input that is not a number. A
 * decimal.js value formats by its exact text.
 */
export function formatPrice(value: string | number | { toFixed(): string } | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  // String(-0) is '0', but Intl writes the minus of a negative zero.
  const text = typeof value === 'object' ? value.toFixed() : Object.is(value, -0) ? '-0' : String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return '';
  const [, sign, number, exponentText] = match as unknown as [string, string, string, string | undefined];
  const exponent = Number(exponentText ?? 0);
  if (Math.abs(exponent) > MAX_EXPONENT) return viaIntl(text);

  // The digits without their point, and where the point stands once the exponent has moved it.
  const [whole = '', fraction = ''] = number.split('.');
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + 3, '0');
  // Grosze, rounded half away from zero on the third decimal (the digits after it cannot change a half up).
  let grosze = BigInt(digits.slice(0, point + 2));
  if (digits[point + 2]! >= '5') grosze += 1n;
  const groszeText = grosze.toString().padStart(3, '0');
  const zloty = groszeText.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${sign === '-' ? '-' : ''}${grouped(zloty)},${groszeText.slice(-2)}${NBSP}zł`;
}
