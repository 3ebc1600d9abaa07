import type { PaymentFailureReason } from '#domain/payment-return.ts';
import type { Database } from '../../db/index.ts';
import type { PaymentSettings } from '../settings.ts';
import type { GatewayOutcome } from './api.ts';
import { cardDecision, isCvc, parseCardNumber, parseExpiry, TEST_INSTANT_CODE } from './cards.ts';
import { polishDay } from '#domain/billing-period.ts';
import { gatewayTexts } from './texts.ts';
import { challengeOf, completeTransaction, findChallengeRow, findTransaction, insertInstrument, outcomeOf, type TransactionRow } from './store.ts';

/**
 * The customer's side of a gateway transaction: what the forms of the
 * gateway's pages do. Each step runs in one transaction with the gateway
 * transaction's row locked, so two submits of one form settle it once.
 */

export type CardForm = { cardNumber: string; expiry: string; cvc: string };

export type CheckoutStep =
  /** Settled now: notify the portal, then send the window to `redirect`. */
  | { kind: 'settled'; outcome: GatewayOutcome; redirect: string }
  /** Already settled before: send the window back. */
  | { kind: 'final'; redirect: string }
  /** Show the form again with these messages (field → message). */
  | { kind: 'retry'; errors: Record<string, string> }
  | { kind: 'not-found' };

/** The return url with the outcome added to its query. */
export function returnUrlOf(
  row: Pick<TransactionRow, 'id' | 'status' | 'failure_reason' | 'success_url' | 'failure_url' | 'instrument_token' | 'kind' | 'purpose'>,
): string {
  const success = row.status === 'SUCCEEDED';
  const base = (success ? row.success_url : row.failure_url) ?? '/';
  const url = new URL(base, 'http://gateway.invalid');
  url.searchParams.set('transactionId', row.id);
  if (success) {
    url.searchParams.set('status', 'SUCCESS');
    // The token flow of spec 4: the portal may attach the card it stands for (payments/token).
    if (row.kind === 'CARD' && row.purpose === 'REGISTRATION' && row.instrument_token) {
      url.searchParams.set('token', row.instrument_token);
      url.searchParams.set('tokenType', 'CARD');
    }
  } else {
    url.searchParams.set('reason', row.failure_reason ?? 'CANCELLED');
  }
  return base.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}

export function createCheckout({ db, now, settings }: { db: Database; now: () => Date; settings: PaymentSettings }) {
  type Work = (row: TransactionRow, at: Date) => Promise<CheckoutStep | { fail: PaymentFailureReason } | { succeed: string | null }>;

  /** Runs a step on the locked transaction: settles it (failure, or success with its stored means) or asks again. */
  async function step(id: string, work: Work): Promise<CheckoutStep> {
    return db.transaction(async () => {
      const row = await findTransaction(db, id, true);
      if (!row || row.channel !== 'PAGE') return { kind: 'not-found' };
      if (row.status !== 'PENDING') return { kind: 'final', redirect: returnUrlOf(row) };
      const at = now();
      const result = at >= row.expires_at ? { fail: 'EXPIRED' as const } : await work(row, at);
      if (!('fail' in result) && !('succeed' in result)) return result;
      await completeTransaction(
        db,
        id,
        'fail' in result ? { status: 'FAILED', reason: result.fail } : { status: 'SUCCEEDED', instrumentToken: result.succeed },
        at,
      );
      const settled = (await findTransaction(db, id)) as TransactionRow;
      return { kind: 'settled', outcome: (await outcomeOf(db, settled)) as GatewayOutcome, redirect: returnUrlOf(settled) };
    });
  }

  return {
    /** The transaction as its page shows it, with the SMS of its PIN confirmation (the test phone) when it has one. */
    async view(id: string) {
      const row = await findTransaction(db, id);
      if (!row || row.channel !== 'PAGE') return null;
      const challenge = row.challenge_id ? await findChallengeRow(db, row.challenge_id) : null;
      return {
        row,
        challenge: challenge ? { ...challengeOf(challenge), pin: challenge.pin, failedAttempts: challenge.failed_attempts } : null,
        now: now(),
      };
    },

    cancel: (id: string) => step(id, async () => ({ fail: 'CANCELLED' })),

    payByCard: (id: string, form: CardForm) =>
      step(id, async (row, at) => {
        const errors: Record<string, string> = {};
        const digits = parseCardNumber(form.cardNumber);
        const expiry = parseExpiry(form.expiry);
        if (!digits) errors.cardNumber = gatewayTexts.errors.cardNumber;
        if (!expiry) errors.expiry = gatewayTexts.errors.expiry;
        else if (expiry < polishDay(at)) errors.expiry = gatewayTexts.errors.expired;
        if (!isCvc(form.cvc)) errors.cvc = gatewayTexts.errors.cvc;
        if (!digits || !expiry || Object.keys(errors).length > 0) return { kind: 'retry', errors };
        const decision = cardDecision(digits);
        if (decision !== 'SUCCEEDED') return { fail: decision };
        if (row.purpose === 'PAYMENT') return { succeed: null };
        const token = await insertInstrument(db, {
          kind: 'CARD',
          customerReference: row.customer_reference,
          cardLast4: digits.slice(-4),
          cardExpiry: expiry,
          bankSupported: true,
          issuedBy: row.id,
          now: at,
        });
        return { succeed: token };
      }),

    confirmPin: (id: string, pin: string) =>
      step(id, async (row, at) => {
        const challenge = row.challenge_id ? await findChallengeRow(db, row.challenge_id, true) : null;
        if (!challenge) return { fail: 'PIN_EXPIRED' };
        if (challenge.status === 'BLOCKED') return { fail: 'PIN_BLOCKED' };
        if (challenge.status !== 'PENDING' || at >= challenge.expires_at) return { fail: 'PIN_EXPIRED' };
        if (!/^[0-9]{4}$/.test(pin.trim())) return { kind: 'retry', errors: { pin: gatewayTexts.errors.pinFormat } };
        if (pin.trim() !== challenge.pin) {
          const failed = challenge.failed_attempts + 1;
          const blocked = failed >= settings.pinAttempts;
          await db.query('UPDATE gateway_pin_challenges SET failed_attempts = $2, status = $3 WHERE id = $1', [
            challenge.id,
            failed,
            blocked ? 'BLOCKED' : 'PENDING',
          ]);
          if (blocked) return { fail: 'PIN_BLOCKED' };
          return { kind: 'retry', errors: { pin: gatewayTexts.errors.wrongPin(settings.pinAttempts - failed) } };
        }
        await db.query(`UPDATE gateway_pin_challenges SET status = 'VERIFIED', verified_at = $2 WHERE id = $1`, [challenge.id, at]);
        if (row.purpose === 'PAYMENT') return { succeed: null };
        const token = await insertInstrument(db, {
          kind: 'OPERATOR',
          customerReference: row.customer_reference,
          msisdn: challenge.msisdn,
          operatorMop: challengeOf(challenge).operatorMop,
          issuedBy: row.id,
          now: at,
        });
        return { succeed: token };
      }),

    payByCode: (id: string, code: string) =>
      step(id, async () => {
        if (!/^[0-9]{6}$/.test(code.trim())) return { kind: 'retry', errors: { code: gatewayTexts.errors.codeFormat } };
        return code.trim() === TEST_INSTANT_CODE ? { succeed: null } : { fail: 'WRONG_CODE' };
      }),
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
