import type { z } from 'zod';
import type { addressInputSchema, personalDataSchema, updatePersonalDataBodySchema } from '#api-contract/account.ts';
import { parsePhone, parsePostalCode } from '#domain/contact-details.ts';
import { addressOf, type AddressRow } from '../customers/customer-session.ts';
import type { Queryable, Transaction } from '../db/index.ts';

/** The customer's personal data: name, contact phone, main and billing address. */

export type PersonalData = z.output<typeof personalDataSchema>;
export type PersonalDataChanges = z.output<typeof updatePersonalDataBodySchema>;
type AddressInput = z.output<typeof addressInputSchema>;

interface CustomerRow {
  login: string;
  display_name: string;
  contact_phone: string | null;
}

export async function personalDataOf(db: Queryable, customerId: string): Promise<PersonalData> {
  const [customer, addresses] = await Promise.all([
    db.query<CustomerRow>('SELECT login, display_name, contact_phone FROM customers WHERE id = $1', [customerId]),
    db.query<AddressRow>('SELECT kind, street, number, apartment, postal_code, city FROM addresses WHERE customer_id = $1', [customerId]),
  ]);
  const row = customer.rows[0];
  if (!row) throw new Error(`Customer ${customerId} does not exist`);
  return {
    login: row.login,
    displayName: row.display_name,
    phone: row.contact_phone,
    mainAddress: addressOf(addresses.rows.find((address) => address.kind === 'MAIN')),
    billAddress: addressOf(addresses.rows.find((address) => address.kind === 'BILL')),
  };
}

/** The schema let only readable values through; a failure here is a contract and rule mismatch, not bad input. */
function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The request schema accepted an unreadable ${what}`);
  return value;
}

async function storeAddress(tx: Transaction, customerId: string, kind: AddressRow['kind'], address: AddressInput, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO addresses (customer_id, kind, street, number, apartment, postal_code, city, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (customer_id, kind) DO UPDATE SET street = EXCLUDED.street, number = EXCLUDED.number, apartment = EXCLUDED.apartment,
       postal_code = EXCLUDED.postal_code, city = EXCLUDED.city, updated_at = EXCLUDED.updated_at`,
    [
      customerId,
      kind,
      address.street,
      address.number,
      address.apartment ? address.apartment : null,
      required(parsePostalCode(address.postalCode), 'postal code'),
      address.city,
      now,
    ],
  );
}

/** Applies the fields given (addresses whole, phone null removes it); the rest stays. */
export async function updatePersonalData(tx: Transaction, customerId: string, changes: PersonalDataChanges, now: Date): Promise<void> {
  if (changes.mainAddress) await storeAddress(tx, customerId, 'MAIN', changes.mainAddress, now);
  if (changes.billAddress) await storeAddress(tx, customerId, 'BILL', changes.billAddress, now);
  const phoneGiven = changes.phone !== undefined;
  if (!phoneGiven && changes.displayName === undefined) return;
  const phone = changes.phone == null ? null : required(parsePhone(changes.phone), 'phone');
  await tx.query(
    `UPDATE customers SET display_name = COALESCE($2, display_name), contact_phone = CASE WHEN $3 THEN $4 ELSE contact_phone END, updated_at = $5
     WHERE id = $1`,
    [customerId, changes.displayName ?? null, phoneGiven, phone, now],
  );
}
