/**
 * Contact details (spec 5): reading what a customer types into the forms
 * they are stored in (a postal code as NN-NNN, a Polish phone number as its
 * nine national digits; null means unreadable) and showing them (00-000,
 * 3-3-3 without the leading 48). No dependencies, so islands can use it.
 */

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

/** An address as stored and shown (spec 3 Address; the apartment empty when there is none). */
export interface PostalAddress {
  street: string;
  number: string;
  apartment: string;
  postalCode: string;
  city: string;
}

/** "Słoneczna 12/4" (or "Polna 3" without an apartment): the first line of an address. */
export function streetLine(address: Pick<PostalAddress, 'street' | 'number' | 'apartment'>): string {
  const apartment = address.apartment.trim();
  return `${address.street.trim()} ${address.number.trim()}${apartment ? `/${apartment}` : ''}`;
}

/** "00-950 Warszawa": the second line, the postal code with its dash (spec 5). */
export function cityLine(address: Pick<PostalAddress, 'postalCode' | 'city'>): string {
  return `${formatPostalCode(address.postalCode)} ${address.city.trim()}`;
}

/** Whether two addresses are the same place as the customer typed or stored them: spaces around values, case of letters and the postal code's dash aside. */
export function sameAddress(a: PostalAddress, b: PostalAddress): boolean {
  const key = (address: PostalAddress) =>
    [address.street, address.number, address.apartment, parsePostalCode(address.postalCode) ?? address.postalCode, address.city]
      .map((part) => part.trim().toLocaleLowerCase('pl-PL'))
      .join('\u0000');
  return key(a) === key(b);
}
