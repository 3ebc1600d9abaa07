import { randomInt } from 'node:crypto';
import type { Database } from '../../db/index.ts';
import { polishDay } from '#domain/billing-period.ts';
import type { PaymentSettings } from '../settings.ts';
import type { ChargeResult, DirectCharge, PaymentGateway, PinChallenge } from './api.ts';
import { TEST_INSTANT_CODE } from './cards.ts';
import { transactionPagePath } from './paths.ts';
import {
  challengeOf,
  completeTransaction,
  findChallengeRow,
  findInstrumentRow,
  findTransaction,
  insertTransaction,
  instrumentOf,
  newId,
  outcomeOf,
} from './store.ts';

/**
 * The merchant side of the embedded payment-gateway simulator: what the
 * portal calls. It works on the portal's database, so a call made inside a
 * portal transaction joins it (a charge refused later in the portal's call
 * leaves no trace at the gateway either); a real gateway would be called
 * over its API and reconciled by its notifications instead.
 */

export interface GatewayOptions {
  db: Database;
  now: () => Date;
  settings: PaymentSettings;
}

export function createEmbeddedGateway({ db, now, settings }: GatewayOptions): PaymentGateway {
  async function recordDirect(
    kind: 'CARD' | 'OPERATOR' | 'INSTANT_CODE',
    charge: DirectCharge,
    instrumentToken: string | null,
  ): Promise<ChargeResult> {
    const id = newId('gt');
    const at = now();
    await insertTransaction(db, {
      id,
      kind,
      purpose: 'PAYMENT',
      channel: 'DIRECT',
      amount: charge.amount,
      description: charge.description,
      merchant_reference: charge.merchantReference,
      customer_reference: charge.customerReference,
      challenge_id: null,
      instrument_token: instrumentToken,
      success_url: null,
      failure_url: null,
      status: 'SUCCEEDED',
      created_at: at,
      expires_at: at,
    });
    return { status: 'SUCCEEDED', transactionId: id };
  }

  return {
    async createPageTransaction(input) {
      if ((input.kind === 'OPERATOR') !== (input.challengeId !== undefined)) {
        throw new Error('An operator-billing transaction needs a PIN confirmation, and only it');
      }
      const id = newId('gt');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + settings.transactionLifetimeMs);
      await insertTransaction(db, {
        id,
        kind: input.kind,
        purpose: input.purpose,
        channel: 'PAGE',
        amount: input.amount,
        description: input.description,
        merchant_reference: input.merchantReference,
        customer_reference: input.customerReference,
        challenge_id: input.challengeId ?? null,
        instrument_token: null,
        success_url: input.successUrl,
        failure_url: input.failureUrl,
        status: 'PENDING',
        created_at: createdAt,
        expires_at: expiresAt,
      });
      return { transactionId: id, paymentUrl: transactionPagePath(id), expiresAt };
    },

    async cancelTransaction(transactionId) {
      await completeTransaction(db, transactionId, { status: 'FAILED', reason: 'CANCELLED' }, now());
    },

    async chargeInstrument(input) {
      const instrument = await findInstrumentRow(db, input.token);
      if (!instrument || instrument.status === 'REVOKED') return { status: 'FAILED', reason: 'REVOKED' };
      // A stored means charges only the customer it was stored for (demo means predate the link).
      if (instrument.customer_reference !== null && instrument.customer_reference !== input.customerReference) {
        return { status: 'FAILED', reason: 'DECLINED' };
      }
      if (instrument.kind === 'CARD') {
        if (instrument.bank_supported === false) return { status: 'FAILED', reason: 'UNSUPPORTED_BANK' };
        if (instrument.card_expiry !== null && instrument.card_expiry < polishDay(now())) {
          return { status: 'FAILED', reason: 'EXPIRED_CARD' };
        }
      }
      return recordDirect(instrument.kind, input, instrument.token);
    },

    async chargeInstantCode(input) {
      if (input.code !== TEST_INSTANT_CODE) return { status: 'FAILED', reason: 'WRONG_CODE' };
      return recordDirect('INSTANT_CODE', input, null);
    },

    async startPinChallenge(input): Promise<PinChallenge> {
      const id = newId('pin');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + settings.pinTimeoutMs);
      const pin = String(randomInt(0, 10_000)).padStart(4, '0');
      await db.query(
        `INSERT INTO gateway_pin_challenges (id, customer_reference, msisdn, operator_mop, pin, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, input.customerReference, input.msisdn, input.operatorMop, pin, createdAt, expiresAt],
      );
      return { id, customerReference: input.customerReference, msisdn: input.msisdn, operatorMop: input.operatorMop, status: 'PENDING', expiresAt };
    },

    async pinChallenge(id) {
      const row = await findChallengeRow(db, id);
      return row ? challengeOf(row) : null;
    },

    async instrument(token) {
      const row = await findInstrumentRow(db, token);
      return row ? instrumentOf(row) : null;
    },

    async revokeInstrument(token) {
      await db.query(`UPDATE gateway_instruments SET status = 'REVOKED' WHERE token = $1`, [token]);
    },

    async outcome(transactionId) {
      const row = await findTransaction(db, transactionId);
      return row ? outcomeOf(db, row) : null;
    },
  };
}
