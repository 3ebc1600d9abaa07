/**
 * The Polish tax number (NIP): ten digits whose last is the checksum of the
 * first nine (weights 6 5 7 2 3 4 5 6 7, sum modulo 11; a sum giving 10 is
 * never issued). Typed with dashes or spaces and an optional PL prefix.
 */

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** "PL 123-456-32-18" → "1234563218"; null when it is not a valid NIP. */
export function parseNip(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '').replace(/^PL/i, '');
  if (!/^\d{10}$/.test(compact)) return null;
  const digits = [...compact].map(Number);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9] ? compact : null;
}
