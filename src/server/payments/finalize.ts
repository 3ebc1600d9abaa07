import type { FastifyBaseLogger } from 'fastify';
import { isOfferAvailable } from '#domain/available-offers.ts';
import { SUMMARY_CONSENTS } from '#domain/consents.ts';
import { isOperatorMop, isPaymentMeanAllowed, type PaymentMeanId } from '#domain/payment-methods.ts';
import type { PaymentFailureReason } from '#domain/payment-return.ts';
import type { Offer } from '#content-schema/index.ts';
import type { Cart, OperationType } from '#domain/session.ts';
import { orderPrice } from '../carts/pricing.ts';
import { cartView, findOwnCart, lockCart, type CartOwner, type CartRow } from '../carts/store.ts';
import type { Transaction } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { consumeAll } from '../rate-limit.ts';
import { recordAnchor } from './anchors.ts';
import { usableChallenge } from './challenges.ts';
import type { PaymentsContext } from './context.ts';
import type { ChargeResult } from './gateway/api.ts';
import { activeMeanOf } from './means.ts';
import { paymentMessages as m } from '#domain/payment-messages.ts';
import {
  awaitPayment,
  closePayment,
  confirmOrder,
  openPayment,
  orderOfCart,
  pendingPayments,
  placeOrder,
  recordSummaryConsents,
  setPaymentPage,
  type OrderRow,
} from './orders.ts';
import { returnUrls } from './return-urls.ts';
import { limits } from '#api-contract/limits.ts';
import { endPendingPayments } from './settlement.ts';

/**
 * cart/finalize: the customer orders the cart at its summary and pays. One
 * database transaction with the cart's row locked from the start, so two
 * submits of one cart (even at the same moment) place one order and charge
 * once: the second finds the order paid (368) or its payment page open (the
 * same page again). A refusal throws and leaves nothing behind.
 */

export { SUMMARY_CONSENTS };

export interface FinalizeInput {
  cartId: string;
  /** Needed only when something is due now. */
  mopId?: PaymentMeanId | undefined;
  instantCode?: string;
  tokenCsum?: string;
  summaryConsents?: ReadonlyArray<{ cconsent: string; value: boolean | 0 | 1 }>;
}

export interface FinalizeResult {
  cart: Cart;
  paymentUrl: string | null;
  order: { id: string; number: string; status: 'PENDING_PAYMENT' | 'CONFIRMED'; total: string; currency: 'PLN' };
}

interface ItemRow {
  operation_type: OperationType;
  offer_code: string;
  price: string;
}

const accepted = (value: boolean | 0 | 1) => value === true || value === 1;

function chargeRefusal(reason: PaymentFailureReason): CallError {
  switch (reason) {
    case 'UNSUPPORTED_BANK':
      return new CallError(712, m.errors.unsupportedBank);
    case 'WRONG_CODE':
      return new CallError(713, m.errors.instantCodeWrong);
    case 'EXPIRED_CARD':
      return new CallError(406, m.errors.expiredCard);
    case 'REVOKED':
      return new CallError(406, m.errors.revoked);
    default:
      return new CallError(406, m.errors.declined);
  }
}

async function checkCart(ctx: PaymentsContext, cart: CartRow, input: FinalizeInput): Promise<Offer[]> {
  if (cart.current_stage !== 'SUMMARY') throw new CallError(366, m.errors.notAtSummary);
  const { rows: items } = await ctx.db.query<ItemRow>('SELECT operation_type, offer_code, price FROM cart_items WHERE cart_id = $1 ORDER BY id', [
    cart.id,
  ]);
  // Something to pay for: an offer bought, or a product prolonged under a long-term offer.
  if (!items.some((item) => item.operation_type === 'A' || item.operation_type === 'B')) throw new CallError(366, m.errors.cartEmpty);
  const offers = items.map((item) => {
    const offer = ctx.catalogue.offer(item.offer_code);
    if (!offer || !isOfferAvailable(offer)) throw new CallError(366, m.errors.offerUnavailable(offer?.name ?? item.offer_code));
    return offer;
  });
  const given = new Map((input.summaryConsents ?? []).map((consent) => [consent.cconsent, accepted(consent.value)]));
  if (!SUMMARY_CONSENTS.every((code) => given.get(code) === true)) throw new CallError(406, m.errors.summaryConsents);
  return offers;
}

/** The means the order is paid with: given, and allowed by every offer of the cart (spec 5). */
function paymentMeanOf(input: FinalizeInput, offers: readonly Offer[]): PaymentMeanId {
  if (input.mopId === undefined) throw new CallError(366, m.errors.meanMissing);
  if (!isPaymentMeanAllowed(input.mopId, offers)) throw new CallError(366, m.errors.meanUnavailable);
  return input.mopId;
}

/** The page of the order's open attempt with this means, still open at the gateway: a double submit gets it again. */
async function samePage(ctx: PaymentsContext, order: OrderRow, mopId: PaymentMeanId): Promise<string | null> {
  for (const payment of await pendingPayments(ctx.db, order.id)) {
    if (payment.mop_id !== mopId || !payment.url || !payment.gateway_reference) continue;
    if ((await ctx.gateway.outcome(payment.gateway_reference)) === null) return payment.url;
  }
  return null;
}

/** The cart's owner, a signed-in customer. */
export type FinalizeCaller = CartOwner & { customerId: string };

export async function finalizeCart(
  ctx: PaymentsContext,
  owner: FinalizeCaller,
  input: FinalizeInput,
  log?: FastifyBaseLogger,
): Promise<FinalizeResult> {
  if (input.mopId !== 8 || input.instantCode === undefined) return ctx.db.transaction((tx) => attemptFinalize(ctx, tx, owner, input, log));

  // An instant code is counted per customer, in the attempt's transaction: the buckets stay locked until it ends, so simultaneous attempts count one after another, and an attempt
  // the server never finished (killed, a fault) counts nothing. A refused attempt is undone to the savepoint, keeping
  // its count, which commits with it.
  const checks = [[limits.instantCodes, owner.customerId]] as const;
  const outcome = await ctx.db.transaction(async (tx): Promise<{ result: FinalizeResult } | { refused: CallError }> => {
    if (!(await consumeAll(tx, checks, ctx.now()))) throw new CallError(429, m.errors.tooManyCodes);
    await tx.query('SAVEPOINT instant_code_attempt');
    try {
      return { result: await attemptFinalize(ctx, tx, owner, input, log) };
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT instant_code_attempt');
      return { refused: error };
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.result;
}

async function attemptFinalize(
  ctx: PaymentsContext,
  tx: Transaction,
  owner: FinalizeCaller,
  input: FinalizeInput,
  log?: FastifyBaseLogger,
): Promise<FinalizeResult> {
  const found = await findOwnCart(tx, owner, input.cartId);
  if (!found) throw new CallError(404, m.errors.cartNotFound);
  const cart = await lockCart(tx, found.id);
  let order = await orderOfCart(tx, cart.id, true);
  const awaitingPayment = cart.status === 'ACTIVATION_PENDING' && order?.status === 'PENDING_PAYMENT';
  if (cart.status !== 'OPEN' && !awaitingPayment) throw new CallError(368, m.errors.cartClosed);

  const offers = await checkCart(ctx, cart, input);
  const now = ctx.now();
  const price = (await orderPrice(tx, ctx.catalogue, cart, owner.customerId, now)).total;
  const total = price.toFixed(2);

  if (!awaitingPayment && price.isZero()) {
    // Nothing due now (a change of plan, a voucher covering it all): the order is confirmed without a payment.
    order = await placeOrder(tx, { cartId: cart.id, customerId: owner.customerId, total }, now);
    await recordSummaryConsents(tx, order.id, SUMMARY_CONSENTS, now);
    await confirmOrder(tx, ctx.catalogue, order, now);
    return answer(ctx, cart.id, { ...order, status: 'CONFIRMED' }, null);
  }
  const mopId = paymentMeanOf(input, offers);

  if (order && awaitingPayment) {
    const page = await samePage(ctx, order, mopId);
    if (page) return answer(ctx, cart.id, order, page);
    // Another means this time: the open attempt ends first, unless the customer completed it meanwhile.
    if ((await endPendingPayments(ctx, order.id, log)) === 'paid') return answer(ctx, cart.id, { ...order, status: 'CONFIRMED' }, null);
  }

  order = await placeOrder(tx, { cartId: cart.id, customerId: owner.customerId, total }, now);
  await recordSummaryConsents(tx, order.id, SUMMARY_CONSENTS, now);
  const paymentId = await openPayment(tx, { orderId: order.id, mopId, amount: total }, now);
  const charge = { amount: total, description: m.descriptions.order, merchantReference: `order:${order.id}`, customerReference: owner.customerId };

  // Paid at once: a stored card or billing agreement, or an instant code.
  let charged: ChargeResult | null = null;
  let pageKind: 'CARD' | 'OPERATOR' | null = null;
  let challengeId: string | undefined;
  if (mopId === 8) {
    if (input.instantCode === undefined) throw new CallError(713, m.errors.instantCodeMissing);
    charged = await ctx.gateway.chargeInstantCode({ ...charge, code: input.instantCode });
  } else {
    const stored = await activeMeanOf(tx, owner.customerId, mopId);
    if (stored?.gateway_reference && input.tokenCsum === undefined)
      charged = await ctx.gateway.chargeInstrument({ ...charge, token: stored.gateway_reference });
    else if (mopId === 1) pageKind = 'CARD';
    else if (isOperatorMop(mopId) && input.tokenCsum !== undefined) {
      challengeId = (await usableChallenge(ctx, owner.customerId, mopId, input.tokenCsum)).id;
      pageKind = 'OPERATOR';
    } else throw new CallError(366, m.errors.operatorNotConfirmed);
  }

  if (charged) {
    if (charged.status === 'FAILED') throw chargeRefusal(charged.reason);
    await closePayment(tx, paymentId, 'SUCCEEDED', now, charged.transactionId);
    await confirmOrder(tx, ctx.catalogue, order, now);
    return answer(ctx, cart.id, { ...order, status: 'CONFIRMED' }, null);
  }

  // Paid on the gateway's page: the order waits for its notification.
  const page = await ctx.gateway.createPageTransaction({
    kind: pageKind ?? 'CARD',
    purpose: 'PAYMENT',
    ...charge,
    ...(challengeId ? { challengeId } : {}),
    ...returnUrls('ORDER', ctx.catalogue.stage('SUMMARY')?.url ?? null),
  });
  await setPaymentPage(tx, paymentId, { reference: page.transactionId, url: page.paymentUrl });
  await recordAnchor(
    tx,
    {
      gateway_transaction_id: page.transactionId,
      purpose: 'ORDER',
      customer_id: owner.customerId,
      mop_id: mopId,
      amount: total,
      payment_id: paymentId,
    },
    now,
  );
  await awaitPayment(tx, cart.id, now);
  return answer(ctx, cart.id, order, page.paymentUrl);
}

async function answer(ctx: PaymentsContext, cartId: string, order: OrderRow, paymentUrl: string | null): Promise<FinalizeResult> {
  const cart = await lockCart(ctx.db, cartId);
  return {
    cart: await cartView(ctx.db, cart),
    paymentUrl,
    order: {
      id: order.id,
      number: order.number,
      status: order.status === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING_PAYMENT',
      total: order.total,
      currency: 'PLN',
    },
  };
}
