/**
 * Reading contact details typed by a customer into the forms they are stored
 * in (spec 5; display formats are in format.ts): a postal code as NN-NNN and
 * a Polish phone number as its nine national digits. null means unreadable.
 */

/** "00-950" or "00950" (surrounding spaces ignored) → "00-950". */
export function parsePostalCode(input: string): string | null {
  const match = /^(\d{2})-?(\d{3})$/.exec(input.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * "601 000 102", "601-000-102", "+48 601000102", "0048601000102" or
 * "48601000102" → "601000102". Spaces and dashes are ignored; the country
 * code 48 (with + or 00) may lead; a national number never starts with 0.
 */
export function parsePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+48|0048|48)?([1-9]\d{8})$/.exec(compact);
  return match ? (match[1] ?? null) : null;
}
