import type { z } from 'zod';
import type { accountConsentSchema, saleConsentSchema, updateConsentsBodySchema } from '#api-contract/account.ts';
import { alignSaleConsents } from '#domain/consents.ts';
import { findActiveCart, touchCart, type CartKind, type CartOwner } from '../carts/store.ts';
import type { Queryable, Transaction } from '../db/index.ts';

/**
 * The customer's account consents (consents rows owned by the customer) and
 * the sale consents of their carts (rows owned by a cart), and how the latter
 * follow the former (src/domain/consents.ts alignSaleConsents).
 */

export type AccountConsent = z.output<typeof accountConsentSchema>;
export type SaleConsent = z.output<typeof saleConsentSchema>;
export type ConsentChange = z.output<typeof updateConsentsBodySchema>['consents'][number];

interface ConsentRow {
  code: string;
  value: boolean;
  indiscount: boolean;
}

export async function accountConsents(db: Queryable, customerId: string): Promise<AccountConsent[]> {
  const { rows } = await db.query<ConsentRow>('SELECT code, value, indiscount FROM consents WHERE customer_id = $1 ORDER BY code', [customerId]);
  return rows.map((row): AccountConsent => ({ cconsent: row.code, value: row.value, indiscount: row.indiscount ? '1' : '0' }));
}

async function cartConsents(db: Queryable, cartId: string): Promise<SaleConsent[]> {
  const { rows } = await db.query<ConsentRow>('SELECT code, value, indiscount FROM consents WHERE cart_id = $1 ORDER BY code', [cartId]);
  return rows.map((row): SaleConsent => ({ cconsent: row.code, value: row.value ? 1 : 0, indiscount: row.indiscount ? '1' : '0' }));
}

/** The account consents and the sale consents of the owner's cart in progress of that kind. */
export async function consentsView(db: Queryable, owner: CartOwner & { customerId: string }, kind: CartKind) {
  const cart = await findActiveCart(db, owner, kind);
  return {
    consents: await accountConsents(db, owner.customerId),
    consentsSale: cart ? await cartConsents(db, cart.id) : [],
  };
}

/**
 * Locks the customer's OPEN carts, in id order. Both consent calls take these
 * locks before they read or write account consents, so an alignment never
 * writes values read before a concurrent update of the account committed.
 */
async function lockOpenCarts(tx: Transaction, customerId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM carts WHERE customer_id = $1 AND status = 'OPEN' ORDER BY id FOR UPDATE`, [
    customerId,
  ]);
  return rows.map((row) => row.id);
}

async function alignCarts(tx: Transaction, cartIds: readonly string[], customerId: string, now: Date): Promise<void> {
  if (cartIds.length === 0) return;
  const account = await accountConsents(tx, customerId);
  for (const cartId of cartIds) {
    const current = await cartConsents(tx, cartId);
    const aligned = alignSaleConsents(current, account);
    const changed = aligned.filter((consent, index) => consent.value !== current[index]?.value);
    for (const consent of changed) {
      await tx.query('UPDATE consents SET value = $3, updated_at = $4 WHERE cart_id = $1 AND code = $2', [
        cartId,
        consent.cconsent,
        consent.value === 1,
        now,
      ]);
    }
    if (changed.length > 0) await touchCart(tx, cartId, now);
  }
}

/** Spec 4 re-alignment: the sale consents of the customer's OPEN carts take the account's values. */
export async function alignOpenCarts(tx: Transaction, customerId: string, now: Date): Promise<void> {
  await alignCarts(tx, await lockOpenCarts(tx, customerId), customerId, now);
}

/**
 * Stores the given account consents (others keep their value; a new one is
 * optional for the discount) and aligns the OPEN carts with the result.
 */
export async function updateAccountConsents(tx: Transaction, customerId: string, changes: readonly ConsentChange[], now: Date): Promise<void> {
  const cartIds = await lockOpenCarts(tx, customerId);
  // Rows locked in one order whatever the request's order, so two updates cannot deadlock.
  const ordered = [...changes].sort((a, b) => a.cconsent.localeCompare(b.cconsent));
  for (const change of ordered) {
    await tx.query(
      `INSERT INTO consents (customer_id, code, value, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id, code) WHERE customer_id IS NOT NULL DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [customerId, change.cconsent, change.value, now],
    );
  }
  await alignCarts(tx, cartIds, customerId, now);
}
