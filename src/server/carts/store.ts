import { defaultCart, type Address, type Cart, type CartItem, type Consent, type OperationType } from '../../domain/session-defaults.ts';
import type { Queryable, Transaction } from '../db/index.ts';
import type { SessionRecord } from '../sessions/index.ts';

/**
 * Carts in the database: the visitor's cart in progress (one regular and one
 * long-term-offer cart per owner), its items and sale consents, and its view
 * as the session carries it (spec section 3). An anonymous visitor's cart
 * belongs to the session; a signed-in customer's to the customer, so it
 * survives logout, a new session and a server restart.
 */

export interface CartOwner {
  sessionId: string;
  customerId: string | null;
}

export type CartKind = 'regular' | 'lto';

export interface CartRow {
  id: string;
  session_id: string | null;
  customer_id: string | null;
  status: 'OPEN' | 'ACTIVATION_PENDING' | 'FINALIZED' | 'CANCELLED';
  current_stage: string;
  contract_type: string;
  contract_id: string | null;
  lto: boolean;
  special_offer: boolean;
  address_primary: Address | null;
  address_delivery: Address | null;
  voucher_code: string | null;
  thank_you_page: string | null;
  transaction_id: string | null;
  version: number;
  updated_at: Date;
}

export interface NewCartItem {
  operationType: OperationType;
  offerCode: string;
  articleCode: string;
  /** Decimal string, e.g. "39.99". */
  price: string;
  productChange?: boolean;
  cmt?: string | null;
}

const CART_COLUMNS = `id, session_id, customer_id, status, current_stage, contract_type, contract_id::text AS contract_id, lto, special_offer,
  address_primary, address_delivery, voucher_code, thank_you_page, transaction_id, version, updated_at`;

export function ownerOf(session: Pick<SessionRecord, 'id' | 'customerId'>): CartOwner {
  return { sessionId: session.id, customerId: session.customerId };
}

/** The owner's cart in progress (OPEN or ACTIVATION_PENDING) of that kind, if any. */
export async function findActiveCart(db: Queryable, owner: CartOwner, kind: CartKind = 'regular'): Promise<CartRow | null> {
  const lto = kind === 'lto';
  const { rows } = owner.customerId
    ? await db.query<CartRow>(
        `SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = $1 AND lto = $2 AND status IN ('OPEN', 'ACTIVATION_PENDING')`,
        [owner.customerId, lto],
      )
    : await db.query<CartRow>(
        `SELECT ${CART_COLUMNS} FROM carts WHERE session_id = $1 AND customer_id IS NULL AND lto = $2 AND status IN ('OPEN', 'ACTIVATION_PENDING')`,
        [owner.sessionId, lto],
      );
  return rows[0] ?? null;
}

/** A cart by id, only if it is the owner's (anything else reads as not found). */
export async function findOwnCart(db: Queryable, owner: CartOwner, cartId: string): Promise<CartRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(cartId)) return null;
  const { rows } = owner.customerId
    ? await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND customer_id = $2`, [cartId, owner.customerId])
    : await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND session_id = $2 AND customer_id IS NULL`, [cartId, owner.sessionId]);
  return rows[0] ?? null;
}

/**
 * The owner's cart in progress, created OPEN at the PACKAGE stage when there
 * is none. Row-locked until the transaction ends, so concurrent changes to
 * one cart apply one after the other.
 */
export async function openCart(tx: Transaction, owner: CartOwner, kind: CartKind = 'regular'): Promise<CartRow> {
  const existing = await findActiveCart(tx, owner, kind);
  if (existing) return lockCart(tx, existing.id);
  const { rows } = await tx.query<CartRow>(
    `INSERT INTO carts (session_id, customer_id, lto) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${CART_COLUMNS}`,
    [owner.sessionId, owner.customerId, kind === 'lto'],
  );
  // A concurrent request created it first: use that one.
  if (rows[0]) return rows[0];
  const created = await findActiveCart(tx, owner, kind);
  if (!created) throw new Error('Cart vanished while being opened');
  return lockCart(tx, created.id);
}

/** Locks the cart's row for the rest of the transaction and returns it as it is now. */
export async function lockCart(tx: Transaction, cartId: string): Promise<CartRow> {
  const { rows } = await tx.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 FOR UPDATE`, [cartId]);
  if (!rows[0]) throw new Error(`Cart ${cartId} does not exist`);
  return rows[0];
}

/** Records a change of the cart (version and time); every writer of a cart's items or fields calls it. */
export async function touchCart(tx: Transaction, cartId: string, now: Date): Promise<void> {
  await tx.query('UPDATE carts SET version = version + 1, updated_at = $2 WHERE id = $1', [cartId, now]);
}

/** Adds items, replacing an item with the same article code and operation. */
export async function putItems(tx: Transaction, cartId: string, items: readonly NewCartItem[]): Promise<void> {
  for (const item of items) {
    await tx.query(
      `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price, product_change, cmt)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (cart_id, article_code, operation_type)
       DO UPDATE SET offer_code = EXCLUDED.offer_code, price = EXCLUDED.price, product_change = EXCLUDED.product_change, cmt = EXCLUDED.cmt`,
      [cartId, item.operationType, item.offerCode, item.articleCode, item.price, item.productChange ?? false, item.cmt ?? null],
    );
  }
}

/** Removes the items with these article codes (every item when none are given). */
export async function removeItems(tx: Transaction, cartId: string, articleCodes?: readonly string[]): Promise<void> {
  if (articleCodes === undefined) await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
  else await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND article_code = ANY($2)', [cartId, articleCodes]);
}

interface ItemRow {
  operation_type: OperationType;
  offer_code: string;
  article_code: string;
  price: string;
  product_change: boolean;
  cmt: string | null;
}

interface ConsentRow {
  code: string;
  value: boolean;
  indiscount: boolean;
}

/** The cart as the session carries it (spec section 3). */
export async function cartView(db: Queryable, cart: CartRow): Promise<Cart> {
  const [items, consents] = await Promise.all([
    db.query<ItemRow>(
      'SELECT operation_type, offer_code, article_code, price, product_change, cmt FROM cart_items WHERE cart_id = $1 ORDER BY id',
      [cart.id],
    ),
    db.query<ConsentRow>('SELECT code, value, indiscount FROM consents WHERE cart_id = $1 ORDER BY code', [cart.id]),
  ]);
  return {
    id: cart.id,
    cartStatus: cart.status,
    currentStage: cart.current_stage,
    contractType: cart.contract_type,
    contractId: cart.contract_id,
    items: items.rows.map(
      (row): CartItem => ({
        operationType: row.operation_type,
        offerCode: row.offer_code,
        articleCode: row.article_code,
        price: row.price,
        productChange: row.product_change,
        cmt: row.cmt,
      }),
    ),
    // Sale consents carry 1 or 0 (spec section 3).
    consents: consents.rows.map((row): Consent => ({ cconsent: row.code, value: row.value ? 1 : 0, indiscount: row.indiscount ? '1' : '0' })),
    addressPrimary: cart.address_primary,
    addressDelivery: cart.address_delivery,
    thankYouPage: cart.thank_you_page,
    transactionId: cart.transaction_id,
    reaboList: [],
  };
}

/**
 * The cart the session shows: the owner's cart in progress, the long-term
 * offer one when the session is in the LTO flow, else the regular one; the
 * empty default cart when there is none.
 */
export async function sessionCart(db: Queryable, owner: CartOwner, kind: CartKind = 'regular'): Promise<Cart> {
  const cart = await findActiveCart(db, owner, kind);
  return cart ? cartView(db, cart) : { ...defaultCart, items: [], consents: [], reaboList: [] };
}
