import type { z } from 'zod';
import { updatePersonalDataBodySchema } from '#api-contract/account.ts';
import { messagesByField, polishIssueMessage } from '#api-contract/request-validation.ts';
import { formatPhone, formatPostalCode, sameAddress, type PostalAddress } from '#domain/contact-details.ts';
import type { PersonalData } from './api.ts';

/**
 * The personal-data form as values a customer types, and what it sends:
 * checked by the contract's own schema with the server's error words, so
 * the browser refuses what the server would, in the same words.
 */

export type AddressKind = 'mainAddress' | 'billAddress';
export const ADDRESS_PARTS = ['street', 'number', 'apartment', 'postalCode', 'city'] as const;

export interface FormValues {
  mainAddress: PostalAddress;
  billAddress: PostalAddress;
  /** The billing address is the main one (its fields are hidden and it is sent as a copy). */
  billSame: boolean;
  phone: string;
}

export type PersonalDataChanges = z.output<typeof updatePersonalDataBodySchema>;

const EMPTY: PostalAddress = { street: '', number: '', apartment: '', postalCode: '', city: '' };

const shown = (address: PostalAddress | null): PostalAddress =>
  address ? { ...address, postalCode: formatPostalCode(address.postalCode) } : { ...EMPTY };

/** The form filled with what is stored: the postal code with its dash, the phone grouped 3-3-3. */
export function initialValues(data: Pick<PersonalData, 'mainAddress' | 'billAddress' | 'phone'>): FormValues {
  const billSame = data.billAddress === null || (data.mainAddress !== null && sameAddress(data.mainAddress, data.billAddress));
  return { mainAddress: shown(data.mainAddress), billAddress: shown(billSame ? null : data.billAddress), billSame, phone: formatPhone(data.phone) };
}

/** The request body of the values: the billing address a copy of the main one when they are the same; an empty phone removes it. */
export function bodyOf(values: FormValues): unknown {
  const phone = values.phone.trim();
  return {
    mainAddress: values.mainAddress,
    billAddress: values.billSame ? values.mainAddress : values.billAddress,
    phone: phone === '' ? null : phone,
  };
}

/** Messages of hidden fields are dropped: with billSame the billing address repeats the main one's. */
export function visibleErrors(errors: Readonly<Record<string, string>>, billSame: boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !(billSame && field.startsWith('billAddress.'))));
}

export type Checked = { ok: true; changes: PersonalDataChanges } | { ok: false; errors: Record<string, string> };

/** The values checked by updatePersonalDataBodySchema: the changes to send, or each refused field's message keyed by its path (mainAddress.postalCode). */
export function check(values: FormValues): Checked {
  const result = updatePersonalDataBodySchema.safeParse(bodyOf(values), { error: polishIssueMessage });
  if (result.success) return { ok: true, changes: result.data };
  return { ok: false, errors: visibleErrors(messagesByField(result.error.issues), values.billSame) };
}
