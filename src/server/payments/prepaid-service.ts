import Decimal from 'decimal.js';
import type { FastifyBaseLogger } from 'fastify';
import { canTopUp, cardStatusOn } from '../../domain/prepaid-card.ts';
import { CallError } from '../http/call-error.ts';
import { consumeAll } from '../rate-limit.ts';
import type { SessionRecord } from '../sessions/index.ts';
import { findAnchor, recordAnchor } from './anchors.ts';
import { polishDay } from '../../domain/billing-period.ts';
import type { PaymentsContext } from './context.ts';
import { paymentMessages as m } from './messages.ts';
import { returnUrls } from './return-urls.ts';
import { paymentRateRules } from './settings.ts';
import { reconcile } from './settlement.ts';
import { createTopUp, currentPackageCode, findCard, findTopUp, listPackages } from './top-ups.ts';

/**
 * The prepaid card service of spec 7 (/api-tnk/*): a card's status, a
 * top-up paid on the gateway's card page, and its status. Any visitor with a
 * session may use it; a top-up's status is its session's alone.
 */

/** The card-status page (content template tnk-status), where the top-up window offers the way back. */
export const CARD_STATUS_PAGE = '/status-karty';

/** Who calls: the session, and the client address the per-address limits count (http/client-address.ts). */
export interface PrepaidCaller {
  session: SessionRecord;
  address: string;
}

export async function cardStatus(ctx: PaymentsContext, { session, address }: PrepaidCaller, cardNumber: string) {
  const now = ctx.now();
  // Counted for unknown numbers too: that is what stops enumeration. Per address too, or new sessions would start afresh.
  const checks = [[paymentRateRules.cardLookup, session.id], [paymentRateRules.cardLookupPerAddress, address]] as const;
  if (!(await consumeAll(ctx.db, checks, now))) throw new CallError(429, m.errors.tooManyCardLookups);
  const card = await findCard(ctx.db, cardNumber);
  if (!card) throw new CallError(404, m.errors.cardNotFound);
  const packages = await listPackages(ctx.db);
  const current = await currentPackageCode(ctx.db, cardNumber);
  const shortest = [...packages].sort((a, b) => a.months - b.months)[0];
  return {
    cardStatus: cardStatusOn(card.status, card.max_product_end_date, polishDay(now)),
    cardNumber: card.card_number,
    maxProdEndDate: card.max_product_end_date,
    transactionId: card.transaction_id,
    packages: packages.map((pack) => ({ packageCode: pack.code, name: pack.name, months: pack.months, price: pack.price })),
    prices: [...new Set(packages.map((pack) => pack.price))].sort((a, b) => new Decimal(a).comparedTo(b)),
    currentPrice: packages.find((pack) => pack.code === current)?.price ?? shortest?.price ?? null,
  };
}

export async function startTopUp(ctx: PaymentsContext, { session, address }: PrepaidCaller, input: { cardNumber: string; packageCode: string }) {
  const checks = [[paymentRateRules.topUp, session.id], [paymentRateRules.topUpPerAddress, address]] as const;
  if (!(await consumeAll(ctx.db, checks, ctx.now()))) throw new CallError(429, m.errors.tooManyTopUps);
  return ctx.db.transaction(async (tx) => {
    const card = await findCard(tx, input.cardNumber, true);
    if (!card) throw new CallError(404, m.errors.cardNotFound);
    const pack = (await listPackages(tx)).find((candidate) => candidate.code === input.packageCode);
    if (!pack) throw new CallError(404, m.errors.packageNotFound);
    if (!canTopUp(card.status)) throw new CallError(406, m.errors.cardBlocked);

    const now = ctx.now();
    const topUpId = await createTopUp(tx, { cardNumber: card.card_number, packageCode: pack.code, amount: pack.price, sessionId: session.id }, now);
    const page = await ctx.gateway.createPageTransaction({
      kind: 'CARD',
      purpose: 'PAYMENT',
      amount: pack.price,
      description: m.descriptions.topUp(card.card_number, pack.name),
      merchantReference: `top-up:${topUpId}`,
      customerReference: session.customerId,
      ...returnUrls('TOP_UP', CARD_STATUS_PAGE),
    });
    await recordAnchor(tx, { gateway_transaction_id: page.transactionId, purpose: 'TOP_UP', customer_id: session.customerId, mop_id: 1, amount: pack.price, top_up_id: topUpId }, now);
    return { transactionId: page.transactionId, url: page.paymentUrl };
  });
}

export async function topUpStatus(ctx: PaymentsContext, session: SessionRecord, transactionId: string, log?: FastifyBaseLogger) {
  const anchor = await findAnchor(ctx.db, transactionId);
  const topUp = anchor?.top_up_id ? await findTopUp(ctx.db, anchor.top_up_id) : null;
  if (!anchor || !topUp || topUp.session_id !== session.id) throw new CallError(404, m.errors.topUpNotFound);
  await reconcile(ctx, anchor, log);
  const settled = (await findAnchor(ctx.db, transactionId)) ?? anchor;
  const card = await findCard(ctx.db, topUp.card_number);
  return {
    transactionId,
    status: settled.status,
    failureReason: settled.failure_reason,
    cardNumber: topUp.card_number,
    packageCode: topUp.package_code,
    amount: topUp.amount,
    maxProdEndDate: card?.max_product_end_date ?? null,
  };
}
