import Decimal from 'decimal.js';
import type { FastifyBaseLogger } from 'fastify';
import { lockCart } from '../carts/store.ts';
import { CallError } from '../http/call-error.ts';
import { findAnchor, settleAnchor, type AnchorRow } from './anchors.ts';
import type { PaymentsContext } from './context.ts';
import type { GatewayOutcome } from './gateway/api.ts';
import { activateMean, failMean, findMean, lockCustomer } from './means.ts';
import { paymentMessages } from '#domain/payment-messages.ts';
import { closePayment, confirmOrder, findOrder, findPayment, pendingPayments, reopenOrder } from './orders.ts';
import { applyTopUp, findTopUp } from './top-ups.ts';

/**
 * Applying a gateway transaction's final outcome to what the portal started
 * it for: a means being added becomes active (or failed), an order is
 * confirmed (or open to be paid again), a top-up extends its card. Each
 * outcome applies once: the transaction's record is locked and settled in
 * the same database transaction, after the lock that guards its subject
 * (the customer, the cart, the card), in the order every writer takes them.
 */

export interface Settled {
  applied: boolean;
  status: 'SUCCEEDED' | 'FAILED';
}

/** The lock of the subject the transaction is for, taken before the transaction's own. */
async function lockSubject(ctx: PaymentsContext, anchor: AnchorRow): Promise<void> {
  if (anchor.purpose === 'ADD_MEANS' && anchor.customer_id) await lockCustomer(ctx.db, anchor.customer_id);
  if (anchor.purpose === 'ORDER' && anchor.payment_id) {
    const payment = await findPayment(ctx.db, anchor.payment_id);
    const order = payment ? await findOrder(ctx.db, payment.order_id) : null;
    if (order) await lockCart(ctx.db, order.cart_id);
  }
  if (anchor.purpose === 'TOP_UP' && anchor.top_up_id) {
    const topUp = await findTopUp(ctx.db, anchor.top_up_id);
    if (topUp) await ctx.db.query('SELECT 1 FROM prepaid_cards WHERE card_number = $1 FOR UPDATE', [topUp.card_number]);
  }
}

async function settleMean(ctx: PaymentsContext, anchor: AnchorRow, outcome: GatewayOutcome, now: Date): Promise<void> {
  const mean = anchor.payment_mean_id === null ? null : await findMean(ctx.db, anchor.payment_mean_id);
  if (outcome.status === 'FAILED') {
    if (mean) await failMean(ctx.db, mean.id, now);
    return;
  }
  if (mean?.status === 'PENDING') await activateMean(ctx.db, ctx.gateway, mean, outcome.instrument, now);
  // Replaced while the customer was at the gateway: what it stored is of no use.
  else if (outcome.instrument) await ctx.gateway.revokeInstrument(outcome.instrument.token);
}

async function settleOrder(ctx: PaymentsContext, anchor: AnchorRow, outcome: GatewayOutcome, now: Date, log?: FastifyBaseLogger): Promise<void> {
  const payment = anchor.payment_id ? await findPayment(ctx.db, anchor.payment_id, true) : null;
  const order = payment ? await findOrder(ctx.db, payment.order_id, true) : null;
  if (!payment || !order) return;
  if (outcome.status === 'FAILED') {
    await closePayment(ctx.db, payment.id, 'FAILED', now);
    if ((await pendingPayments(ctx.db, order.id)).length === 0) await reopenOrder(ctx.db, order, now);
    return;
  }
  if (order.status === 'PENDING_PAYMENT' || order.status === 'FAILED') {
    await closePayment(ctx.db, payment.id, 'SUCCEEDED', now);
    await confirmOrder(ctx.db, ctx.catalogue, order, now);
    return;
  }
  // Paid after the order was cancelled (or paid otherwise): the money is recorded; giving it back is the back office's.
  if (order.status === 'CANCELLED') await closePayment(ctx.db, payment.id, 'SUCCEEDED', now);
  log?.warn(
    { orderId: order.id, paymentId: payment.id, orderStatus: order.status },
    'Payment succeeded for an order no longer awaiting it; refund needed',
  );
}

/** Applies a final outcome; 404 for a transaction the portal did not start or whose amount differs. */
export async function settleOutcome(ctx: PaymentsContext, outcome: GatewayOutcome, log?: FastifyBaseLogger): Promise<Settled> {
  return ctx.db.transaction(async () => {
    const known = await findAnchor(ctx.db, outcome.transactionId);
    if (!known || !new Decimal(known.amount).equals(outcome.amount)) throw new CallError(404, paymentMessages.errors.unknownTransaction);
    await lockSubject(ctx, known);
    const anchor = (await findAnchor(ctx.db, outcome.transactionId, true)) as AnchorRow;
    if (anchor.status !== 'PENDING') return { applied: false, status: anchor.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED' };

    const now = ctx.now();
    await settleAnchor(
      ctx.db,
      anchor.gateway_transaction_id,
      outcome.status === 'SUCCEEDED' ? { status: 'SUCCEEDED' } : { status: 'FAILED', reason: outcome.failureReason ?? 'DECLINED' },
      now,
    );
    if (anchor.purpose === 'ADD_MEANS') await settleMean(ctx, anchor, outcome, now);
    else if (anchor.purpose === 'ORDER') await settleOrder(ctx, anchor, outcome, now, log);
    else if (anchor.top_up_id && outcome.status === 'SUCCEEDED') await applyTopUp(ctx.db, anchor.top_up_id, anchor.gateway_transaction_id, now);
    return { applied: true, status: outcome.status };
  });
}

/** A transaction still open on the portal's side: asks the gateway, and applies the outcome when it has one (a late or lost notification). */
export async function reconcile(ctx: PaymentsContext, anchor: AnchorRow, log?: FastifyBaseLogger): Promise<void> {
  if (anchor.status !== 'PENDING') return;
  const outcome = await ctx.gateway.outcome(anchor.gateway_transaction_id);
  if (outcome) await settleOutcome(ctx, outcome, log);
}

/**
 * Ends the order's payment attempts still open at the gateway (the customer
 * pays another way, or gives the order up). An attempt completed meanwhile is
 * applied instead: 'paid' when the order turned out to be paid.
 */
export async function endPendingPayments(ctx: PaymentsContext, orderId: string, log?: FastifyBaseLogger): Promise<'paid' | 'ended'> {
  // An open attempt is a page at the gateway: its payment carries the gateway's transaction.
  for (const { gateway_reference: transactionId } of await pendingPayments(ctx.db, orderId)) {
    if (!transactionId) continue;
    await ctx.gateway.cancelTransaction(transactionId);
    const outcome = await ctx.gateway.outcome(transactionId);
    if (outcome) await settleOutcome(ctx, outcome, log);
  }
  return (await findOrder(ctx.db, orderId))?.status === 'CONFIRMED' ? 'paid' : 'ended';
}
