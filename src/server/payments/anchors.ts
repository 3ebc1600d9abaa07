import type { PaymentFailureReason, PaymentPurpose } from '#domain/payment-return.ts';
import type { PaymentMeanId } from '#domain/payment-methods.ts';
import type { Queryable } from '../db/index.ts';

/**
 * The portal's record of each gateway transaction it started and waits to
 * hear about (table payment_transactions): what it is for, and whether its
 * outcome has been applied. Locking this row is what makes applying an
 * outcome happen once, however many notifications or status queries arrive.
 */

export interface AnchorRow {
  gateway_transaction_id: string;
  purpose: PaymentPurpose;
  customer_id: string | null;
  mop_id: PaymentMeanId;
  amount: string;
  payment_mean_id: number | null;
  payment_id: string | null;
  top_up_id: string | null;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  failure_reason: PaymentFailureReason | null;
}

const COLUMNS = 'gateway_transaction_id, purpose, customer_id, mop_id, amount, payment_mean_id, payment_id, top_up_id, status, failure_reason';

export async function recordAnchor(
  db: Queryable,
  anchor: Pick<AnchorRow, 'gateway_transaction_id' | 'purpose' | 'customer_id' | 'mop_id' | 'amount'> &
    Partial<Pick<AnchorRow, 'payment_mean_id' | 'payment_id' | 'top_up_id'>>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_transactions (gateway_transaction_id, purpose, customer_id, mop_id, amount, payment_mean_id, payment_id, top_up_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      anchor.gateway_transaction_id,
      anchor.purpose,
      anchor.customer_id,
      anchor.mop_id,
      anchor.amount,
      anchor.payment_mean_id ?? null,
      anchor.payment_id ?? null,
      anchor.top_up_id ?? null,
      now,
    ],
  );
}

export async function findAnchor(db: Queryable, gatewayTransactionId: string, lock = false): Promise<AnchorRow | null> {
  const { rows } = await db.query<AnchorRow>(
    `SELECT ${COLUMNS} FROM payment_transactions WHERE gateway_transaction_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [gatewayTransactionId],
  );
  return rows[0] ? { ...rows[0], mop_id: Number(rows[0].mop_id) as PaymentMeanId } : null;
}

/** The customer's latest transaction for adding a payment means. */
export async function latestMeansAnchor(db: Queryable, customerId: string): Promise<AnchorRow | null> {
  const { rows } = await db.query<AnchorRow>(
    `SELECT ${COLUMNS} FROM payment_transactions WHERE customer_id = $1 AND purpose = 'ADD_MEANS' ORDER BY seq DESC LIMIT 1`,
    [customerId],
  );
  return rows[0] ? { ...rows[0], mop_id: Number(rows[0].mop_id) as PaymentMeanId } : null;
}

/** Marks an open transaction settled; false when it was settled already. */
export async function settleAnchor(
  db: Queryable,
  gatewayTransactionId: string,
  result: { status: 'SUCCEEDED' } | { status: 'FAILED'; reason: PaymentFailureReason },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_transactions SET status = $2, failure_reason = $3, completed_at = $4 WHERE gateway_transaction_id = $1 AND status = 'PENDING'`,
    [gatewayTransactionId, result.status, result.status === 'FAILED' ? result.reason : null, now],
  );
  return rowCount === 1;
}
