import type { PlannedItem } from '#domain/cart-plan.ts';
import { defaultCart, type Address, type Cart, type CartItem, type Consent, type OperationType } from '#domain/session.ts';
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
    ? await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = $1 AND lto = $2 AND status IN ('OPEN', 'ACTIVATION_PENDING')`, [
        owner.customerId,
        lto,
      ])
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
    : await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND session_id = $2 AND customer_id IS NULL`, [
        cartId,
        owner.sessionId,
      ]);
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

/**
 * Adds items, replacing an item with the same article code and operation.
 * Answers how many rows changed: an item put again exactly as it is changes
 * nothing (so a repeated add need not touch the cart).
 */
export async function putItems(tx: Transaction, cartId: string, items: readonly NewCartItem[]): Promise<number> {
  let changed = 0;
  for (const item of items) {
    const result = await tx.query(
      `INSERT INTO cart_items AS item (cart_id, operation_type, offer_code, article_code, price, product_change, cmt)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (cart_id, article_code, operation_type)
       DO UPDATE SET offer_code = EXCLUDED.offer_code, price = EXCLUDED.price, product_change = EXCLUDED.product_change, cmt = EXCLUDED.cmt
       WHERE (item.offer_code, item.price, item.product_change, item.cmt) IS DISTINCT FROM
             (EXCLUDED.offer_code, EXCLUDED.price, EXCLUDED.product_change, EXCLUDED.cmt)`,
      [cartId, item.operationType, item.offerCode, item.articleCode, item.price, item.productChange ?? false, item.cmt ?? null],
    );
    changed += result.rowCount;
  }
  return changed;
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

/** The cart as the session carries it (spec section 3); `items` when the caller has just read or written them. */
export async function cartView(db: Queryable, cart: CartRow, knownItems?: readonly StoredItem[]): Promise<Cart> {
  const [items, consents] = await Promise.all([
    knownItems ?? itemsOf(db, cart.id),
    db.query<ConsentRow>('SELECT code, value, indiscount FROM consents WHERE cart_id = $1 ORDER BY code', [cart.id]),
  ]);
  return {
    id: cart.id,
    cartStatus: cart.status,
    currentStage: cart.current_stage,
    contractType: cart.contract_type,
    contractId: cart.contract_id,
    items: items.map((item): CartItem => ({ ...item })),
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
  return cart ? cartView(db, cart) : emptyCart();
}

/** The empty cart the session shows when the owner has no cart in progress. */
export function emptyCart(): Cart {
  return { ...defaultCart, items: [], consents: [], reaboList: [] };
}

/** A cart in progress, with the status of its order when it has one. */
export interface ActiveCartRow extends CartRow {
  order_status: 'PENDING_PAYMENT' | 'CONFIRMED' | 'CANCELLED' | 'FAILED' | null;
}

/**
 * The owner's carts in progress (OPEN or ACTIVATION_PENDING), the regular
 * and the long-term-offer one, with their orders' status. With `lock`, both
 * are row-locked until the transaction ends (and read as they are once the
 * lock is granted).
 */
export async function activeCarts(db: Queryable, owner: CartOwner, options: { lock?: boolean } = {}): Promise<ActiveCartRow[]> {
  const select = `SELECT ${CART_COLUMNS}, (SELECT o.status FROM orders o WHERE o.cart_id = carts.id) AS order_status FROM carts`;
  const lock = options.lock ? ' FOR UPDATE OF carts' : '';
  const { rows } = owner.customerId
    ? await db.query<ActiveCartRow>(`${select} WHERE customer_id = $1 AND status IN ('OPEN', 'ACTIVATION_PENDING') ORDER BY lto${lock}`, [
        owner.customerId,
      ])
    : await db.query<ActiveCartRow>(
        `${select} WHERE session_id = $1 AND customer_id IS NULL AND status IN ('OPEN', 'ACTIVATION_PENDING') ORDER BY lto${lock}`,
        [owner.sessionId],
      );
  return rows;
}

/** An order of this cart awaits activation or payment: the cart cannot change until the order is completed or cancelled. */
export function awaitsOrder(cart: Pick<CartRow, 'status'> & { order_status?: ActiveCartRow['order_status'] }): boolean {
  return cart.status === 'ACTIVATION_PENDING' || cart.order_status === 'PENDING_PAYMENT';
}

export function kindOf(cart: Pick<CartRow, 'lto'>): CartKind {
  return cart.lto ? 'lto' : 'regular';
}

/** Cart fields a call may change, by column. */
export interface CartFields {
  status?: CartRow['status'];
  current_stage?: string;
  special_offer?: boolean;
  address_primary?: Address | null;
  address_delivery?: Address | null;
  voucher_code?: string | null;
}

const FIELD_COLUMNS: Readonly<Record<keyof CartFields, string>> = {
  status: 'status',
  current_stage: 'current_stage',
  special_offer: 'special_offer',
  address_primary: 'address_primary',
  address_delivery: 'address_delivery',
  voucher_code: 'voucher_code',
};

/** Records a change of the cart (version and time), setting the given fields too, and answers the cart as it is now. */
export async function reviseCart(tx: Transaction, cartId: string, now: Date, fields: CartFields = {}): Promise<CartRow> {
  const sets = ['version = version + 1', 'updated_at = $2'];
  const params: unknown[] = [cartId, now];
  for (const [key, value] of Object.entries(fields) as [keyof CartFields, unknown][]) {
    if (value === undefined) continue;
    const isJson = key === 'address_primary' || key === 'address_delivery';
    params.push(isJson && value !== null ? JSON.stringify(value) : value);
    sets.push(`${FIELD_COLUMNS[key]} = $${params.length}${isJson ? '::jsonb' : ''}`);
  }
  const { rows } = await tx.query<CartRow>(`UPDATE carts SET ${sets.join(', ')} WHERE id = $1 RETURNING ${CART_COLUMNS}`, params);
  if (!rows[0]) throw new Error(`Cart ${cartId} does not exist`);
  return rows[0];
}

/** A cart item as the database keeps it: the planned item of src/domain/cart-plan.ts. */
export type StoredItem = PlannedItem;

/** The cart's items as stored, in the order they were added. */
export async function itemsOf(db: Queryable, cartId: string): Promise<StoredItem[]> {
  const { rows } = await db.query<ItemRow>(
    'SELECT operation_type, offer_code, article_code, price, product_change, cmt FROM cart_items WHERE cart_id = $1 ORDER BY id',
    [cartId],
  );
  return rows.map((row) => ({
    operationType: row.operation_type,
    offerCode: row.offer_code,
    articleCode: row.article_code,
    price: row.price,
    productChange: row.product_change,
    cmt: row.cmt,
  }));
}

/**
 * Cancels a cart in progress and its order, if any: the order and its
 * payments still waiting are cancelled with it. A cancelled cart leaves the
 * owner's one-cart-in-progress slot free for a new one.
 */
export async function cancelCart(tx: Transaction, cartId: string, now: Date): Promise<CartRow> {
  const cart = await reviseCart(tx, cartId, now, { status: 'CANCELLED' });
  await tx.query(
    `UPDATE payments SET status = 'CANCELLED', updated_at = $2
      WHERE status = 'PENDING' AND order_id IN (SELECT id FROM orders WHERE cart_id = $1)`,
    [cartId, now],
  );
  await tx.query(`UPDATE orders SET status = 'CANCELLED', updated_at = $2 WHERE cart_id = $1 AND status IN ('PENDING_PAYMENT', 'CONFIRMED')`, [
    cartId,
    now,
  ]);
  return cart;
}
