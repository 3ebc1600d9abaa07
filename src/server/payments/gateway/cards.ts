/**
 * Cards in the simulator: the test cards and what each does (shared with mock
 * mode, in src/domain/gateway-test-cards.ts), and the checks of a card form
 * (number by the Luhn checksum, expiry MM/RR, CVC).
 */

export { cardDecision, TEST_CARDS, TEST_INSTANT_CODE, type CardDecision } from '#domain/gateway-test-cards.ts';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The digits of a card number typed with or without spaces, or null when it is not a valid number. */
export function parseCardNumber(input: string): string | null {
  const digits = input.replace(/[ -]/g, '');
  return /^[0-9]{13,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** MM/RR (or MM/RRRR) → the card's last valid day, YYYY-MM-DD; null when unreadable. */
export function parseExpiry(input: string): string | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(input);
  if (!match) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  // Day 0 of the next month is the month's last day.
  return new Date(Date.UTC(year, Number(match[1]), 0)).toISOString().slice(0, 10);
}

export const isCvc = (input: string): boolean => /^[0-9]{3}$/.test(input.trim());

/** 4242424242424242 → "4242 4242 4242 4242". */
export const groupCardNumber = (digits: string): string => digits.replace(/(.{4})(?=.)/g, '$1 ');
