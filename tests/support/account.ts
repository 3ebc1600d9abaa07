import type { Database } from '#server/db/index.ts';
import { sessionIdOf } from '#server/sessions/tokens.ts';
import type { Visitor } from './server-app.ts';

/** Fixtures and row snapshots for the account calls' tests. */

/** Every row an account call could change, to assert that a refused call changed nothing. */
export async function accountSnapshot(db: Database): Promise<Record<string, unknown[]>> {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    customers: await rows('SELECT id, display_name, contact_phone, updated_at FROM customers ORDER BY id'),
    addresses: await rows('SELECT * FROM addresses ORDER BY id'),
    consents: await rows('SELECT * FROM consents ORDER BY id'),
    carts: await rows('SELECT * FROM carts ORDER BY id'),
    messages: await rows('SELECT * FROM messages ORDER BY id'),
    ratings: await rows('SELECT * FROM article_ratings ORDER BY id'),
    sessions: await rows('SELECT id, customer_id, data, expires_at FROM sessions ORDER BY id'),
  };
}

/** One customer's own rows (cross-customer assertions). */
export async function customerRows(db: Database, customerId: string): Promise<Record<string, unknown[]>> {
  const rows = async (sql: string) => (await db.query(sql, [customerId])).rows;
  return {
    customer: await rows('SELECT * FROM customers WHERE id = $1'),
    addresses: await rows('SELECT * FROM addresses WHERE customer_id = $1 ORDER BY id'),
    consents: await rows('SELECT * FROM consents WHERE customer_id = $1 ORDER BY id'),
    cartConsents: await rows('SELECT k.* FROM consents k JOIN carts c ON c.id = k.cart_id WHERE c.customer_id = $1 ORDER BY k.id'),
    carts: await rows('SELECT * FROM carts WHERE customer_id = $1 ORDER BY id'),
    messages: await rows('SELECT * FROM messages WHERE customer_id = $1 ORDER BY id'),
  };
}

export function sessionIdOfVisitor(caller: Visitor): string {
  const token = caller.cookie('SESSION');
  if (!token) throw new Error('The visitor has no session');
  return sessionIdOf(token);
}

export interface CartFixture {
  status?: 'OPEN' | 'ACTIVATION_PENDING';
  lto?: boolean;
  /** Sale consents: code, value, required for the discount. */
  consents?: [code: string, value: boolean, indiscount: boolean][];
}

/** A cart of the customer with sale consents, as the cart calls would have left it. */
export async function customerCart(db: Database, customerId: string, fixture: CartFixture = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO carts (customer_id, status, lto) VALUES ($1, $2, $3) RETURNING id', [
    customerId,
    fixture.status ?? 'OPEN',
    fixture.lto ?? false,
  ]);
  const cartId = rows[0]!.id;
  for (const [code, value, indiscount] of fixture.consents ?? []) {
    await db.query('INSERT INTO consents (cart_id, code, value, indiscount) VALUES ($1, $2, $3, $4)', [cartId, code, value, indiscount]);
  }
  return cartId;
}

export async function setAccountConsents(db: Database, customerId: string, consents: [code: string, value: boolean][]): Promise<void> {
  await db.query('DELETE FROM consents WHERE customer_id = $1', [customerId]);
  for (const [code, value] of consents) {
    await db.query('INSERT INTO consents (customer_id, code, value) VALUES ($1, $2, $3)', [customerId, code, value]);
  }
}

/** Every customer's name, phone and addresses back as the demo seed made them. */
export async function resetPersonalData(db: Database): Promise<void> {
  await db.query('UPDATE customers c SET display_name = a.display_name, contact_phone = NULL FROM identity_accounts a WHERE a.customer_id = c.id');
  await db.query('DELETE FROM addresses');
  await db.query(
    `INSERT INTO addresses (customer_id, kind, street, number, apartment, postal_code, city)
     SELECT id, kind, 'Słoneczna', '12', '4', '00-950', 'Warszawa' FROM customers CROSS JOIN (VALUES ('MAIN'), ('BILL')) AS kinds (kind)`,
  );
}
