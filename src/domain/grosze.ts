/**
 * Money as whole grosze (PLN minor units). Sums and differences of amounts
 * with two decimal places are exact in integers, so the cart adds up in the
 * browser without a decimal library; decimal.js (money.ts) stays for what
 * multiplies, divides or rounds rates: tax, discounts, payment schedules.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** An amount (decimal text such as "49.99", or a number) in grosze, halves away from zero past two places; missing is 0. */
export function toGrosze(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = AMOUNT.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${JSON.stringify(value)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = `${fraction}000`;
  let grosze = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) grosze += 1;
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`Amount out of range: ${text}`);
  return sign && grosze !== 0 ? -grosze : grosze;
}

/** Grosze as decimal text with two places ("49.99"). */
export function fromGrosze(grosze: number): string {
  const magnitude = Math.abs(grosze);
  return `${grosze < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
