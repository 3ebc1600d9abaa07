import { validityAfterTopUp, type StoredCardStatus } from '#domain/prepaid-card.ts';
import type { Queryable } from '../db/index.ts';
import { polishDay } from '#domain/billing-period.ts';

/** Prepaid cards, their packages and top-ups (tables prepaid_cards, prepaid_packages, prepaid_top_ups). */

export interface CardRow {
  card_number: string;
  status: StoredCardStatus;
  max_product_end_date: string | null;
  transaction_id: string | null;
}

export interface PackageRow {
  code: string;
  name: string;
  months: number;
  price: string;
}

export interface TopUpRow {
  id: string;
  card_number: string;
  package_code: string;
  amount: string;
  session_id: string | null;
}

export async function findCard(db: Queryable, cardNumber: string, lock = false): Promise<CardRow | null> {
  const { rows } = await db.query<CardRow>(
    `SELECT card_number, status, max_product_end_date, transaction_id FROM prepaid_cards WHERE card_number = $1${lock ? ' FOR UPDATE' : ''}`,
    [cardNumber],
  );
  return rows[0] ?? null;
}

export async function listPackages(db: Queryable): Promise<PackageRow[]> {
  const { rows } = await db.query<PackageRow>('SELECT code, name, months, price FROM prepaid_packages ORDER BY position');
  return rows.map((row) => ({ ...row, months: Number(row.months) }));
}

/** The package of the card's last paid top-up, if any. */
export async function currentPackageCode(db: Queryable, cardNumber: string): Promise<string | null> {
  const { rows } = await db.query<{ package_code: string }>(
    `SELECT t.package_code FROM prepaid_top_ups t JOIN payment_transactions a ON a.top_up_id = t.id
     WHERE t.card_number = $1 AND a.status = 'SUCCEEDED' ORDER BY a.completed_at DESC, a.seq DESC LIMIT 1`,
    [cardNumber],
  );
  return rows[0]?.package_code ?? null;
}

export async function createTopUp(
  db: Queryable,
  topUp: { cardNumber: string; packageCode: string; amount: string; sessionId: string },
  now: Date,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO prepaid_top_ups (card_number, package_code, amount, session_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [topUp.cardNumber, topUp.packageCode, topUp.amount, topUp.sessionId, now],
  );
  return rows[0]?.id ?? '';
}

/** The gateway page a top-up is paid on, and until when. */
export async function recordPaymentPage(db: Queryable, topUpId: string, page: { paymentUrl: string; expiresAt: Date }): Promise<void> {
  await db.query('UPDATE prepaid_top_ups SET payment_url = $2, payment_expires_at = $3 WHERE id = $1', [topUpId, page.paymentUrl, page.expiresAt]);
}

export interface OpenTopUp {
  gateway_transaction_id: string;
  package_code: string;
  payment_url: string | null;
  payment_expires_at: Date | null;
}

/** The session's top-ups of a card whose payment is still pending on the portal's side, newest first. */
export async function openTopUps(db: Queryable, sessionId: string, cardNumber: string): Promise<OpenTopUp[]> {
  const { rows } = await db.query<OpenTopUp>(
    `SELECT a.gateway_transaction_id, t.package_code, t.payment_url, t.payment_expires_at
     FROM prepaid_top_ups t JOIN payment_transactions a ON a.top_up_id = t.id
     WHERE t.session_id = $1 AND t.card_number = $2 AND a.status = 'PENDING' ORDER BY a.seq DESC`,
    [sessionId, cardNumber],
  );
  return rows;
}

export async function findTopUp(db: Queryable, id: string): Promise<TopUpRow | null> {
  const { rows } = await db.query<TopUpRow>('SELECT id, card_number, package_code, amount, session_id FROM prepaid_top_ups WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/**
 * A paid top-up extends the card once by the package's months (counted from
 * its last valid day, or today when it has lapsed) and activates it. The
 * caller holds the card's row lock and applies each top-up only once.
 */
export async function applyTopUp(db: Queryable, topUpId: string, gatewayTransactionId: string, now: Date): Promise<void> {
  const topUp = await findTopUp(db, topUpId);
  if (!topUp) return;
  const card = await findCard(db, topUp.card_number, true);
  const pack = (await db.query<{ months: number }>('SELECT months FROM prepaid_packages WHERE code = $1', [topUp.package_code])).rows[0];
  if (!card || !pack) return;
  const validUntil = validityAfterTopUp(card.max_product_end_date, polishDay(now), Number(pack.months));
  await db.query(
    `UPDATE prepaid_cards SET status = CASE WHEN status = 'BLOCKED' THEN status ELSE 'ACTIVE' END, max_product_end_date = $2, transaction_id = $3, updated_at = $4
     WHERE card_number = $1`,
    [card.card_number, validUntil, gatewayTransactionId, now],
  );
  await db.query('UPDATE prepaid_top_ups SET valid_until_before = $2, valid_until_after = $3 WHERE id = $1', [
    topUpId,
    card.max_product_end_date,
    validUntil,
  ]);
}
