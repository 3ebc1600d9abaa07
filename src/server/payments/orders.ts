import { THANK_YOU_STAGE } from '#domain/cart-stages.ts';
import { ORDER_NUMBER_PREFIX } from '#domain/order-number.ts';
import type { PaymentMeanId } from '#domain/payment-methods.ts';
import { touchCart } from '../carts/store.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable, Transaction } from '../db/index.ts';
import { fulfilOrder } from './fulfilment.ts';

/**
 * Orders and their payments (tables orders, payments). A cart has one order
 * (orders.cart_id is unique): a failed payment leaves it to be paid again,
 * possibly by another means; an order is paid once (one SUCCEEDED payment).
 */

export interface OrderRow {
  id: string;
  /** What the customer sees and reads aloud (HZ-2026-00042, src/domain/order-number.ts). */
  number: string;
  cart_id: string;
  customer_id: string;
  total: string;
  status: 'PENDING_PAYMENT' | 'CONFIRMED' | 'CANCELLED' | 'FAILED';
}

export interface PaymentRow {
  id: string;
  order_id: string;
  mop_id: PaymentMeanId;
  amount: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  gateway_reference: string | null;
  url: string | null;
}

/** Stage of a paid order's cart: the customer activates what they bought (sale stage ACTIVATION). */
export const ACTIVATION_STAGE = 'ACTIVATION';

const ORDER_COLUMNS = 'id, number, cart_id, customer_id, total, status';
const PAYMENT_COLUMNS = 'id, order_id, mop_id, amount, status, gateway_reference, url';

export async function orderOfCart(db: Queryable, cartId: string, lock = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE cart_id = $1${lock ? ' FOR UPDATE' : ''}`, [cartId]);
  return rows[0] ?? null;
}

export async function findOrder(db: Queryable, id: string, lock = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The cart's order, awaiting payment of `total`: created, or an unpaid one brought up to date. */
export async function placeOrder(db: Queryable, order: { cartId: string; customerId: string; total: string }, now: Date): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders (cart_id, customer_id, total, status, created_at, updated_at, number)
     VALUES ($1, $2, $3, 'PENDING_PAYMENT', $4, $4,
       '${ORDER_NUMBER_PREFIX}-' || to_char($4::timestamptz AT TIME ZONE 'Europe/Warsaw', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 5, '0'))
     ON CONFLICT (cart_id) DO UPDATE SET total = EXCLUDED.total, status = 'PENDING_PAYMENT', updated_at = EXCLUDED.updated_at
       WHERE orders.status IN ('PENDING_PAYMENT', 'FAILED')
     RETURNING ${ORDER_COLUMNS}`,
    [order.cartId, order.customerId, order.total, now],
  );
  if (!rows[0]) throw new Error(`Order of cart ${order.cartId} is no longer awaiting payment`);
  return rows[0];
}

/** The summary consents accepted with the order (spec 5), as of this submit. */
export async function recordSummaryConsents(db: Queryable, orderId: string, codes: readonly string[], now: Date): Promise<void> {
  await db.query('DELETE FROM order_summary_consents WHERE order_id = $1', [orderId]);
  for (const code of codes) {
    await db.query('INSERT INTO order_summary_consents (order_id, code, accepted_at) VALUES ($1, $2, $3)', [orderId, code, now]);
  }
}

export async function openPayment(db: Queryable, payment: { orderId: string; mopId: PaymentMeanId; amount: string }, now: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payments (order_id, mop_id, amount, status, created_at, updated_at) VALUES ($1, $2, $3, 'PENDING', $4, $4) RETURNING id`,
    [payment.orderId, payment.mopId, payment.amount, now],
  );
  return rows[0]?.id ?? '';
}

export async function findPayment(db: Queryable, id: string, lock = false): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? { ...rows[0], mop_id: Number(rows[0].mop_id) as PaymentMeanId } : null;
}

export async function pendingPayments(db: Queryable, orderId: string): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = $1 AND status = 'PENDING' ORDER BY created_at, id FOR UPDATE`,
    [orderId],
  );
  return rows.map((row) => ({ ...row, mop_id: Number(row.mop_id) as PaymentMeanId }));
}

export async function setPaymentPage(db: Queryable, paymentId: string, page: { reference: string; url: string }): Promise<void> {
  await db.query('UPDATE payments SET gateway_reference = $2, url = $3 WHERE id = $1', [paymentId, page.reference, page.url]);
}

export async function closePayment(
  db: Queryable,
  paymentId: string,
  status: 'SUCCEEDED' | 'FAILED' | 'CANCELLED',
  now: Date,
  reference?: string,
): Promise<void> {
  await db.query('UPDATE payments SET status = $2, gateway_reference = COALESCE($3, gateway_reference), updated_at = $4 WHERE id = $1', [
    paymentId,
    status,
    reference ?? null,
    now,
  ]);
}

/**
 * A paid order: CONFIRMED, the products are the customer's, and the cart
 * moves on to activation with the order's number as its transaction and the
 * thank-you page to show.
 */
export async function confirmOrder(tx: Transaction, catalogue: Catalogue, order: OrderRow, now: Date): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'CONFIRMED', updated_at = $2 WHERE id = $1`, [order.id, now]);
  const contractId = await fulfilOrder(tx, catalogue, { customerId: order.customer_id, cartId: order.cart_id }, now);
  await tx.query(
    `UPDATE carts SET status = 'ACTIVATION_PENDING', current_stage = $2, transaction_id = $3, thank_you_page = $4, contract_id = $5 WHERE id = $1`,
    [order.cart_id, ACTIVATION_STAGE, order.number, catalogue.stage(THANK_YOU_STAGE)?.url ?? null, contractId],
  );
  await touchCart(tx, order.cart_id, now);
}

/** The order waits for the customer at the gateway: the cart cannot change meanwhile (cart calls answer 324 or 368). */
export async function awaitPayment(tx: Transaction, cartId: string, now: Date): Promise<void> {
  await tx.query(`UPDATE carts SET status = 'ACTIVATION_PENDING' WHERE id = $1 AND status = 'OPEN'`, [cartId]);
  await touchCart(tx, cartId, now);
}

/** The last payment attempt failed: the order can be paid again, and the cart is open again at its summary. */
export async function reopenOrder(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'FAILED', updated_at = $2 WHERE id = $1 AND status = 'PENDING_PAYMENT'`, [order.id, now]);
  const { rowCount } = await tx.query(`UPDATE carts SET status = 'OPEN' WHERE id = $1 AND status = 'ACTIVATION_PENDING' AND current_stage <> $2`, [
    order.cart_id,
    ACTIVATION_STAGE,
  ]);
  if (rowCount > 0) await touchCart(tx, order.cart_id, now);
}
