import { randomBytes } from 'node:crypto';
import type { PaymentFailureReason } from '#domain/payment-return.ts';
import type { OperatorMopId } from '#domain/payment-methods.ts';
import type { Queryable } from '../../db/index.ts';
import type { GatewayInstrument, GatewayKind, GatewayOutcome, InstrumentSummary, PinChallenge } from './api.ts';

/** The simulator's records (tables gateway_*, migration 0005). */

export interface TransactionRow {
  id: string;
  kind: GatewayKind;
  purpose: 'PAYMENT' | 'REGISTRATION';
  channel: 'PAGE' | 'DIRECT';
  amount: string;
  description: string;
  merchant_reference: string;
  customer_reference: string | null;
  challenge_id: string | null;
  instrument_token: string | null;
  success_url: string | null;
  failure_url: string | null;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  failure_reason: PaymentFailureReason | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

interface InstrumentRow {
  token: string;
  kind: 'CARD' | 'OPERATOR';
  customer_reference: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  bank_supported: boolean | null;
  msisdn: string | null;
  operator_mop: number | null;
  issued_by: string | null;
  status: 'ACTIVE' | 'REVOKED';
}

interface ChallengeRow {
  id: string;
  customer_reference: string | null;
  msisdn: string;
  operator_mop: number;
  pin: string;
  failed_attempts: number;
  status: PinChallenge['status'];
  expires_at: Date;
}

/** Unguessable ids: whoever holds a transaction's id can pay it, as with any gateway's payment link. */
export const newId = (prefix: 'gt' | 'pin' | 'card' | 'op'): string => `${prefix}_${randomBytes(18).toString('base64url')}`;

const TRANSACTION_COLUMNS = `id, kind, purpose, channel, amount, description, merchant_reference, customer_reference, challenge_id,
  instrument_token, success_url, failure_url, status, failure_reason, created_at, expires_at, completed_at`;

export async function findTransaction(db: Queryable, id: string, lock = false): Promise<TransactionRow | null> {
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM gateway_transactions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertTransaction(
  db: Queryable,
  row: Omit<TransactionRow, 'completed_at' | 'failure_reason'> & { failure_reason?: null },
): Promise<void> {
  await db.query(
    `INSERT INTO gateway_transactions (id, kind, purpose, channel, amount, description, merchant_reference, customer_reference, challenge_id,
       instrument_token, success_url, failure_url, status, created_at, expires_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, CASE WHEN $13 = 'PENDING' THEN NULL ELSE $14::timestamptz END)`,
    [
      row.id,
      row.kind,
      row.purpose,
      row.channel,
      row.amount,
      row.description,
      row.merchant_reference,
      row.customer_reference,
      row.challenge_id,
      row.instrument_token,
      row.success_url,
      row.failure_url,
      row.status,
      row.created_at,
      row.expires_at,
    ],
  );
}

/** Settles an open transaction; false when it was no longer open. */
export async function completeTransaction(
  db: Queryable,
  id: string,
  result: { status: 'SUCCEEDED'; instrumentToken?: string | null } | { status: 'FAILED'; reason: PaymentFailureReason },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE gateway_transactions SET status = $2, failure_reason = $3, instrument_token = COALESCE($4, instrument_token), completed_at = $5
     WHERE id = $1 AND status = 'PENDING'`,
    [
      id,
      result.status,
      result.status === 'FAILED' ? result.reason : null,
      result.status === 'SUCCEEDED' ? (result.instrumentToken ?? null) : null,
      now,
    ],
  );
  return rowCount === 1;
}

export async function recordDelivery(db: Queryable, id: string, delivered: boolean, now: Date): Promise<void> {
  await db.query(
    `UPDATE gateway_transactions SET notify_attempts = notify_attempts + 1, notified_at = CASE WHEN $2 THEN $3 ELSE notified_at END WHERE id = $1`,
    [id, delivered, now],
  );
}

const INSTRUMENT_COLUMNS = 'token, kind, customer_reference, card_last4, card_expiry, bank_supported, msisdn, operator_mop, issued_by, status';

export async function findInstrumentRow(db: Queryable, token: string, lock = false): Promise<InstrumentRow | null> {
  const { rows } = await db.query<InstrumentRow>(
    `SELECT ${INSTRUMENT_COLUMNS} FROM gateway_instruments WHERE token = $1${lock ? ' FOR UPDATE' : ''}`,
    [token],
  );
  return rows[0] ?? null;
}

export function summaryOf(row: Pick<InstrumentRow, 'token' | 'kind' | 'card_last4' | 'card_expiry' | 'msisdn'>): InstrumentSummary {
  return { token: row.token, kind: row.kind, cardLast4: row.card_last4, cardExpiry: row.card_expiry, msisdn: row.msisdn };
}

export function instrumentOf(row: InstrumentRow): GatewayInstrument {
  return {
    ...summaryOf(row),
    customerReference: row.customer_reference,
    operatorMop: row.operator_mop === null ? null : (Number(row.operator_mop) as OperatorMopId),
    status: row.status,
    issuedBy: row.issued_by,
  };
}

export async function insertInstrument(
  db: Queryable,
  instrument: {
    kind: 'CARD' | 'OPERATOR';
    customerReference: string | null;
    cardLast4?: string;
    cardExpiry?: string;
    bankSupported?: boolean;
    msisdn?: string;
    operatorMop?: OperatorMopId;
    issuedBy: string;
    now: Date;
  },
): Promise<string> {
  const token = newId(instrument.kind === 'CARD' ? 'card' : 'op');
  await db.query(
    `INSERT INTO gateway_instruments (token, kind, customer_reference, card_last4, card_expiry, bank_supported, msisdn, operator_mop, issued_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      token,
      instrument.kind,
      instrument.customerReference,
      instrument.cardLast4 ?? null,
      instrument.cardExpiry ?? null,
      instrument.bankSupported ?? null,
      instrument.msisdn ?? null,
      instrument.operatorMop ?? null,
      instrument.issuedBy,
      instrument.now,
    ],
  );
  return token;
}

export async function findChallengeRow(db: Queryable, id: string, lock = false): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT id, customer_reference, msisdn, operator_mop, pin, failed_attempts, status, expires_at FROM gateway_pin_challenges WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export function challengeOf(row: ChallengeRow): PinChallenge {
  return {
    id: row.id,
    customerReference: row.customer_reference,
    msisdn: row.msisdn,
    operatorMop: Number(row.operator_mop) as OperatorMopId,
    status: row.status,
    expiresAt: row.expires_at,
  };
}

/** The outcome of a settled transaction, as the notification carries it. */
export async function outcomeOf(db: Queryable, row: TransactionRow): Promise<GatewayOutcome | null> {
  if (row.status === 'PENDING' || row.completed_at === null) return null;
  const instrument = row.instrument_token && row.purpose === 'REGISTRATION' ? await findInstrumentRow(db, row.instrument_token) : null;
  return {
    transactionId: row.id,
    merchantReference: row.merchant_reference,
    status: row.status,
    failureReason: row.failure_reason,
    amount: row.amount,
    instrument: instrument ? summaryOf(instrument) : null,
    completedAt: row.completed_at.toISOString(),
  };
}
