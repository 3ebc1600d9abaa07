import { displayMsisdn } from '#domain/msisdn.ts';
import { CARD_MOP, kindOfMean, MAX_CARDS, replacedBy, type OperatorMopId, type PaymentMeanId } from '#domain/payment-methods.ts';
import type { Queryable } from '../db/index.ts';
import type { InstrumentSummary, PaymentGateway } from './gateway/api.ts';
import { paymentMessages } from '#domain/payment-messages.ts';

/**
 * The customer's payment means (table payment_means): PENDING while being
 * added at the gateway, then ACTIVE (beside the other cards, or replacing the
 * previous operator billing or instant-code means) or FAILED. `gateway_reference` of an active card or operator
 * billing means is the gateway's token for it.
 */

export interface PaymentMeanView {
  /** Which of the customer's means (several cards share mopId 1). */
  meanId: string;
  mopId: number;
  displayString: string;
  expiryDate: string | null;
  paymentUrl: string | null;
}

export interface MeanRow {
  id: number;
  customer_id: string;
  mop_id: PaymentMeanId;
  display_string: string;
  expiry_date: string | null;
  status: 'PENDING' | 'ACTIVE' | 'FAILED';
  gateway_reference: string | null;
  payment_url: string | null;
}

const COLUMNS = 'id, customer_id, mop_id, display_string, expiry_date, status, gateway_reference, payment_url';

const withNumbers = (row: MeanRow): MeanRow => ({ ...row, id: Number(row.id), mop_id: Number(row.mop_id) as PaymentMeanId });

export const viewOf = (row: Pick<MeanRow, 'id' | 'mop_id' | 'display_string' | 'expiry_date' | 'payment_url'>): PaymentMeanView => ({
  meanId: String(row.id),
  mopId: Number(row.mop_id),
  displayString: row.display_string,
  expiryDate: row.expiry_date,
  paymentUrl: row.payment_url,
});

/** The customer's active means, the most recently confirmed first (the order the session lists them in). */
export async function activeMeans(db: Queryable, customerId: string): Promise<PaymentMeanView[]> {
  const { rows } = await db.query<MeanRow>(
    `SELECT ${COLUMNS} FROM payment_means WHERE customer_id = $1 AND status = 'ACTIVE' ORDER BY updated_at DESC, id DESC`,
    [customerId],
  );
  return rows.map(viewOf);
}

export async function findMean(db: Queryable, id: number): Promise<MeanRow | null> {
  const { rows } = await db.query<MeanRow>(`SELECT ${COLUMNS} FROM payment_means WHERE id = $1`, [id]);
  return rows[0] ? withNumbers(rows[0]) : null;
}

/** The active means of that id the customer is charged with: of several cards, the newest. */
export async function activeMeanOf(db: Queryable, customerId: string, mopId: PaymentMeanId): Promise<MeanRow | null> {
  const { rows } = await db.query<MeanRow>(
    `SELECT ${COLUMNS} FROM payment_means WHERE customer_id = $1 AND mop_id = $2 AND status = 'ACTIVE' ORDER BY updated_at DESC, id DESC LIMIT 1`,
    [customerId, mopId],
  );
  return rows[0] ? withNumbers(rows[0]) : null;
}

/** The customer's active card holding this gateway token, if any. */
export async function activeCardWithToken(db: Queryable, customerId: string, token: string): Promise<MeanRow | null> {
  const { rows } = await db.query<MeanRow>(
    `SELECT ${COLUMNS} FROM payment_means WHERE customer_id = $1 AND mop_id = ${CARD_MOP} AND status = 'ACTIVE' AND gateway_reference = $2`,
    [customerId, token],
  );
  return rows[0] ? withNumbers(rows[0]) : null;
}

export async function activeCardCount(db: Queryable, customerId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payment_means WHERE customer_id = $1 AND mop_id = ${CARD_MOP} AND status = 'ACTIVE'`,
    [customerId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Locks the customer's row: changes of one customer's means happen one after the other. */
export async function lockCustomer(db: Queryable, customerId: string): Promise<{ msisdn: string | null; prepaid_category: string | null }> {
  const { rows } = await db.query<{ msisdn: string | null; prepaid_category: string | null }>(
    'SELECT msisdn, prepaid_category FROM customers WHERE id = $1 FOR UPDATE',
    [customerId],
  );
  if (!rows[0]) throw new Error(`Customer ${customerId} does not exist`);
  return rows[0];
}

export async function createPendingMean(
  db: Queryable,
  mean: { customerId: string; mopId: PaymentMeanId; consents: readonly string[] },
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payment_means (customer_id, mop_id, display_string, status, created_at, updated_at) VALUES ($1, $2, $3, 'PENDING', $4, $4) RETURNING id`,
    [mean.customerId, mean.mopId, paymentMessages.display.pending(mean.mopId), now],
  );
  const id = Number(rows[0]?.id);
  for (const code of mean.consents) {
    await db.query('INSERT INTO payment_mean_consents (payment_mean_id, code, accepted_at) VALUES ($1, $2, $3)', [id, code, now]);
  }
  return id;
}

export async function setMeanPaymentUrl(db: Queryable, id: number, paymentUrl: string): Promise<void> {
  await db.query('UPDATE payment_means SET payment_url = $2 WHERE id = $1', [id, paymentUrl]);
}

/** How the means shows in the customer's list, from what the gateway stored. */
export function displayStringOf(mopId: PaymentMeanId, instrument: InstrumentSummary | null): string {
  if (instrument?.kind === 'CARD' && instrument.cardLast4) return paymentMessages.display.card(instrument.cardLast4);
  if (instrument?.kind === 'OPERATOR' && instrument.msisdn && kindOfMean(mopId) === 'MOBILE_OPERATOR') {
    return paymentMessages.display.operator(mopId as OperatorMopId, displayMsisdn(instrument.msisdn));
  }
  return mopId === 8 ? paymentMessages.display.instantCode : paymentMessages.means[mopId].label;
}

/** Deletes these active means; their stored tokens are withdrawn at the gateway. Answers how many. */
async function dropRows(db: Queryable, gateway: PaymentGateway, where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ gateway_reference: string | null }>(
    `DELETE FROM payment_means WHERE status = 'ACTIVE' AND ${where} RETURNING gateway_reference`,
    params,
  );
  for (const row of rows) if (row.gateway_reference) await gateway.revokeInstrument(row.gateway_reference);
  return rows.length;
}

const dropActive = (db: Queryable, gateway: PaymentGateway, customerId: string, mopIds: readonly PaymentMeanId[]) =>
  dropRows(db, gateway, 'customer_id = $1 AND mop_id = ANY($2::smallint[])', [customerId, mopIds]);

/** Makes room for one more card: the oldest cards beyond MAX_CARDS - 1 go (an addition started before the others completed). */
const dropOldestCards = (db: Queryable, gateway: PaymentGateway, customerId: string) =>
  dropRows(
    db,
    gateway,
    `id IN (SELECT id FROM payment_means WHERE customer_id = $1 AND mop_id = ${CARD_MOP} AND status = 'ACTIVE' ORDER BY updated_at DESC, id DESC OFFSET $2)`,
    [customerId, MAX_CARDS - 1],
  );

/**
 * A pending means becomes active: a card beside the customer's other cards
 * (the newest is the one charged), an operator billing or instant-code means
 * in place of the previous one of its kind.
 */
export async function activateMean(
  db: Queryable,
  gateway: PaymentGateway,
  mean: MeanRow,
  instrument: InstrumentSummary | null,
  now: Date,
): Promise<void> {
  if (mean.mop_id === CARD_MOP) await dropOldestCards(db, gateway, mean.customer_id);
  else await dropActive(db, gateway, mean.customer_id, replacedBy(mean.mop_id));
  await db.query(
    `UPDATE payment_means SET status = 'ACTIVE', display_string = $2, expiry_date = $3, gateway_reference = $4, payment_url = NULL, updated_at = $5
     WHERE id = $1`,
    [mean.id, displayStringOf(mean.mop_id, instrument), mean.mop_id === 1 ? (instrument?.cardExpiry ?? null) : null, instrument?.token ?? null, now],
  );
}

export async function failMean(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(`UPDATE payment_means SET status = 'FAILED', payment_url = NULL, updated_at = $2 WHERE id = $1 AND status = 'PENDING'`, [id, now]);
}

/** mop/remove: that one means (meanId) or every active means of that id; false when there is none. */
export async function removeActiveMean(
  db: Queryable,
  gateway: PaymentGateway,
  customerId: string,
  mopId: PaymentMeanId,
  meanId?: string,
): Promise<boolean> {
  if (meanId === undefined) return (await dropActive(db, gateway, customerId, [mopId])) > 0;
  return (await dropRows(db, gateway, 'customer_id = $1 AND mop_id = $2 AND id = $3::bigint', [customerId, mopId, meanId])) > 0;
}
