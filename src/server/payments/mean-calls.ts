import type { FastifyBaseLogger } from 'fastify';
import { checkMsisdn, displayMsisdn, normaliseMsisdn } from '#domain/msisdn.ts';
import { CARD_MOP, isOperatorMop, MAX_CARDS, type OperatorMopId, type PaymentMeanId } from '#domain/payment-methods.ts';
import type { PaymentFailureReason } from '#domain/payment-return.ts';
import { CallError } from '../http/call-error.ts';
import { consumeAll } from '../rate-limit.ts';
import { findAnchor, latestMeansAnchor, recordAnchor } from './anchors.ts';
import { usableChallenge } from './challenges.ts';
import type { PaymentsContext } from './context.ts';
import {
  activeCardCount,
  activeCardWithToken,
  activeMeans,
  createPendingMean,
  findMean,
  lockCustomer,
  removeActiveMean,
  setMeanPaymentUrl,
  viewOf,
  type PaymentMeanView,
} from './means.ts';
import { paymentMessages as m } from '#domain/payment-messages.ts';
import { mopConfigOf } from '#domain/mop-config.ts';
import { returnUrls } from './return-urls.ts';
import { limits } from '#api-contract/limits.ts';
import { reconcile, settleOutcome } from './settlement.ts';

/**
 * The payment-means calls of spec 7 (mop/*, validateMsisdn, payments/token).
 * Adding a means goes through the gateway (spec 4 "Add payment"): mop/add
 * answers the gateway page to open, the gateway's notification (or, if it is
 * late, a status query from checkMopProcess or payments/token) settles it.
 */

/** Consents asked for when adding a means (mop/consents); required ones must be accepted (406). */
export const MEAN_CONSENTS = [
  { code: 'ZGODA_PLATNOSCI_CYKLICZNE', mopIds: [1], label: m.consents.recurringCard, required: true },
  { code: 'ZGODA_RACHUNEK_OPERATORA', mopIds: [2, 6, 7], label: m.consents.operatorBilling, required: true },
] as const satisfies ReadonlyArray<{ code: string; mopIds: readonly PaymentMeanId[]; label: string; required: boolean }>;

const consentsOf = (mopId: PaymentMeanId) => MEAN_CONSENTS.filter((consent) => (consent.mopIds as readonly number[]).includes(mopId));

export function mopConfig(ctx: PaymentsContext) {
  return mopConfigOf(ctx.settings);
}

export function mopConsents() {
  return MEAN_CONSENTS.map((consent) => ({
    cconsent: consent.code,
    value: false,
    indiscount: '0' as const,
    label: consent.label,
    required: consent.required,
    mopIds: [...consent.mopIds],
  }));
}

/** A customer's call: counted per account, whatever address it comes from (#api-contract/limits.ts). */
export interface MeanCaller {
  customerId: string;
}

export async function validateMsisdn(ctx: PaymentsContext, { customerId }: MeanCaller, input: { msisdn: string; mopId: OperatorMopId }) {
  const now = ctx.now();
  // Counted outside any transaction, so a refused check counts too.
  if (!(await consumeAll(ctx.db, [[limits.msisdnChecks, customerId]], now))) throw new CallError(429, m.errors.tooManyMsisdnChecks);
  const onFile = (await ctx.db.query<{ msisdn: string | null }>('SELECT msisdn FROM customers WHERE id = $1', [customerId])).rows[0]?.msisdn ?? null;
  const checked = checkMsisdn(input.msisdn, input.mopId, onFile, now);
  if (!checked.ok) return checked.model;
  const { msisdn, base } = checked;
  // Per phone number as well, whichever accounts and addresses ask: a number is never flooded with PIN messages.
  if (!(await consumeAll(ctx.db, [[limits.pinsPerNumber, msisdn]], now))) throw new CallError(429, m.errors.tooManyPinsToNumber);
  const challenge = await ctx.gateway.startPinChallenge({ customerReference: customerId, msisdn, operatorMop: input.mopId });
  return {
    ...base,
    showError: false,
    msisdn: displayMsisdn(msisdn),
    token_csum: challenge.id,
    uforStatus: 'PIN_SENT' as const,
    expiresAt: challenge.expiresAt.toISOString(),
  };
}

export interface AddMeanInput {
  mopId: PaymentMeanId;
  msisdn?: string;
  tokenCsum?: string;
  returnPath?: string;
  consents?: ReadonlyArray<{ cconsent: string; value: boolean | 0 | 1 }>;
}

/** Ends the customer's earlier additions still open at the gateway (one completed meanwhile is applied). */
async function endOpenAdditions(ctx: PaymentsContext, customerId: string, log?: FastifyBaseLogger): Promise<void> {
  const { rows } = await ctx.db.query<{ gateway_transaction_id: string }>(
    `SELECT gateway_transaction_id FROM payment_transactions WHERE customer_id = $1 AND purpose = 'ADD_MEANS' AND status = 'PENDING' FOR UPDATE`,
    [customerId],
  );
  for (const { gateway_transaction_id: id } of rows) {
    await ctx.gateway.cancelTransaction(id);
    const outcome = await ctx.gateway.outcome(id);
    if (outcome) await settleOutcome(ctx, outcome, log);
  }
}

export async function addMean(ctx: PaymentsContext, { customerId }: MeanCaller, input: AddMeanInput, log?: FastifyBaseLogger) {
  // Each addition opens a transaction at the gateway: counted before its transaction.
  if (!(await consumeAll(ctx.db, [[limits.meanAdditions, customerId]], ctx.now()))) throw new CallError(429, m.errors.tooManyMeanAdditions);
  const accepted = new Set(
    (input.consents ?? []).filter((consent) => consent.value === true || consent.value === 1).map((consent) => consent.cconsent),
  );
  const relevant = consentsOf(input.mopId);
  if (relevant.some((consent) => consent.required && !accepted.has(consent.code))) throw new CallError(406, m.errors.consentMissing);

  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (input.mopId === CARD_MOP && (await activeCardCount(tx, customerId)) >= MAX_CARDS) throw new CallError(406, m.errors.tooManyCards(MAX_CARDS));
    let challengeId: string | undefined;
    if (isOperatorMop(input.mopId)) {
      if (input.tokenCsum === undefined) throw new CallError(406, m.errors.msisdnRequired);
      const challenge = await usableChallenge(ctx, customerId, input.mopId, input.tokenCsum);
      if (input.msisdn !== undefined && normaliseMsisdn(input.msisdn) !== challenge.msisdn) throw new CallError(404, m.errors.challengeNotFound);
      challengeId = challenge.id;
    }
    await endOpenAdditions(ctx, customerId, log);

    const now = ctx.now();
    const meanId = await createPendingMean(
      tx,
      { customerId, mopId: input.mopId, consents: relevant.map((consent) => consent.code).filter((code) => accepted.has(code)) },
      now,
    );
    const page = await ctx.gateway.createPageTransaction({
      kind: input.mopId === 1 ? 'CARD' : input.mopId === 8 ? 'INSTANT_CODE' : 'OPERATOR',
      purpose: 'REGISTRATION',
      amount: '0.00',
      description: m.descriptions.registration(input.mopId),
      merchantReference: `mean:${meanId}`,
      customerReference: customerId,
      ...(challengeId ? { challengeId } : {}),
      ...returnUrls('ADD_MEANS', input.returnPath),
    });
    await setMeanPaymentUrl(tx, meanId, page.paymentUrl);
    await recordAnchor(
      tx,
      {
        gateway_transaction_id: page.transactionId,
        purpose: 'ADD_MEANS',
        customer_id: customerId,
        mop_id: input.mopId,
        amount: '0.00',
        payment_mean_id: meanId,
      },
      now,
    );
    return { mopId: input.mopId, status: 'PENDING' as const, paymentUrl: page.paymentUrl, transactionId: page.transactionId };
  });
}

export async function checkMeanProcess(ctx: PaymentsContext, customerId: string, log?: FastifyBaseLogger) {
  const latest = await latestMeansAnchor(ctx.db, customerId);
  if (!latest) throw new CallError(404, m.errors.noMeanProcess);
  await reconcile(ctx, latest, log);
  const anchor = (await findAnchor(ctx.db, latest.gateway_transaction_id)) ?? latest;
  const mean = anchor.payment_mean_id === null ? null : await findMean(ctx.db, anchor.payment_mean_id);
  const status = anchor.status === 'SUCCEEDED' ? ('ACTIVE' as const) : anchor.status;
  return {
    mopId: anchor.mop_id,
    status,
    failureReason: (anchor.failure_reason ?? null) as PaymentFailureReason | null,
    transactionId: anchor.gateway_transaction_id,
    displayString: mean?.display_string ?? null,
    expiryDate: mean?.expiry_date ?? null,
    payments: await activeMeans(ctx.db, customerId),
  };
}

export async function removeMean(
  ctx: PaymentsContext,
  customerId: string,
  mopId: PaymentMeanId,
  meanId?: string,
): Promise<{ payments: PaymentMeanView[] }> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (!(await removeActiveMean(tx, ctx.gateway, customerId, mopId, meanId))) throw new CallError(404, m.errors.noActiveMean);
    return { payments: await activeMeans(tx, customerId) };
  });
}

/** payments/token: the card a token stands for is the caller's active card, settling its registration if the gateway has not told yet. */
export async function attachToken(ctx: PaymentsContext, customerId: string, token: string, log?: FastifyBaseLogger) {
  const instrument = await ctx.gateway.instrument(token);
  const anchor = instrument?.issuedBy ? await findAnchor(ctx.db, instrument.issuedBy) : null;
  if (
    !instrument ||
    instrument.kind !== 'CARD' ||
    instrument.customerReference !== customerId ||
    anchor?.customer_id !== customerId ||
    anchor.purpose !== 'ADD_MEANS'
  ) {
    throw new CallError(404, m.errors.tokenNotFound);
  }
  await reconcile(ctx, anchor, log);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const card = await activeCardWithToken(tx, customerId, token);
    if (!card) throw new CallError(406, m.errors.tokenUnusable);
    return { mean: viewOf(card), payments: await activeMeans(tx, customerId) };
  });
}
