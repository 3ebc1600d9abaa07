import './zod-config.ts';
import { z } from 'zod';
import { MULTI_LINE_TEXT, refusedTextMessage, SINGLE_LINE_TEXT } from '#domain/free-text.ts';

/**
 * The one schema of free text a person types (names, addresses, messages,
 * comments) for every call and form: the characters src/domain/free-text.ts
 * refuses are refused with a Polish message naming the field. The check runs
 * on the text as sent, before any trim, so a line break is refused rather
 * than trimmed away. Chain the field's own rules after it:
 * `freeText('ulica').trim().min(1).max(100)`.
 */
export function freeText(field: string, options: { multiline?: boolean } = {}) {
  const multiline = options.multiline === true;
  return z.string().regex(multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, { error: refusedTextMessage(field, multiline) });
}

/** The Polish names of an address's free-text fields, the same in the cart and in the customer's data. */
export const ADDRESS_FIELDS = {
  street: 'ulica',
  number: 'numer domu',
  apartment: 'numer mieszkania',
  city: 'miejscowość',
} as const;
