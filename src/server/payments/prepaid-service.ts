import Decimal from 'decimal.js';
import type { FastifyBaseLogger } from 'fastify';
import { canTopUp, cardStatusOn } from '#domain/prepaid-card.ts';
import { CallError } from '../http/call-error.ts';
import { consumeAll } from '../rate-limit.ts';
import type { SessionRecord } from '../sessions/index.ts';
import { findAnchor, recordAnchor } from './anchors.ts';
import { polishDay } from '#domain/billing-period.ts';
import type { PaymentsContext } from './context.ts';
import { paymentMessages as m } from '#domain/payment-messages.ts';
import { returnUrls } from './return-urls.ts';
import { limits } from '#api-contract/limits.ts';
import { reconcile, settleOutcome } from './settlement.ts';
import { createTopUp, currentPackageCode, findCard, findTopUp, listPackages, openTopUps, recordPaymentPage } from './top-ups.ts';

/**
 * The prepaid card service of spec 7 (/api-tnk/*): a card's status, a
 * top-up paid on the gateway's card page, and its status. Any visitor with a
 * session may use it; a top-up's status is its session's alone.
 */

/** The top-up's verification page (content template verification), where the gateway's window offers the way back. */
export const TOP_UP_VERIFICATION_PAGE = '/status-karty/weryfikacja';

/** A pending top-up's gateway page is answered again only while this much of its time is left; else a new one replaces it. */
export const REUSE_MIN_LIFETIME_MS = 2 * 60_000;

/** Who calls: the session, and the client address the per-address limits count (http/client-address.ts). */
export interface PrepaidCaller {
  session: SessionRecord;
  address: string;
}

export async function cardStatus(ctx: PaymentsContext, { session, address }: PrepaidCaller, cardNumber: string) {
  const now = ctx.now();
  // Counted for unknown numbers too: that is what stops enumeration. Per address too, or new sessions would start afresh.
  const checks = [
    [limits.cardLookups, session.id],
    [limits.cardLookupsPerAddress, address],
  ] as const;
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
  const checks = [
    [limits.topUps, session.id],
    [limits.topUpsPerAddress, address],
  ] as const;
  if (!(await consumeAll(ctx.db, checks, ctx.now()))) throw new CallError(429, m.errors.tooManyTopUps);
  return ctx.db.transaction(async (tx) => {
    const card = await findCard(tx, input.cardNumber, true);
    if (!card) throw new CallError(404, m.errors.cardNotFound);
    const pack = (await listPackages(tx)).find((candidate) => candidate.code === input.packageCode);
    if (!pack) throw new CallError(404, m.errors.packageNotFound);
    if (!canTopUp(card.status)) throw new CallError(406, m.errors.cardBlocked);

    const now = ctx.now();
    const open = await reuseOrEndOpenTopUps(ctx, session.id, card.card_number, pack.code, now);
    if (open) return open;
    const topUpId = await createTopUp(tx, { cardNumber: card.card_number, packageCode: pack.code, amount: pack.price, sessionId: session.id }, now);
    const page = await ctx.gateway.createPageTransaction({
      kind: 'CARD',
      purpose: 'PAYMENT',
      amount: pack.price,
      description: m.descriptions.topUp(card.card_number, pack.name),
      merchantReference: `top-up:${topUpId}`,
      customerReference: session.customerId,
      ...returnUrls('TOP_UP', TOP_UP_VERIFICATION_PAGE),
    });
    await recordPaymentPage(tx, topUpId, page);
    await recordAnchor(
      tx,
      {
        gateway_transaction_id: page.transactionId,
        purpose: 'TOP_UP',
        customer_id: session.customerId,
        mop_id: 1,
        amount: pack.price,
        top_up_id: topUpId,
      },
      now,
    );
    return { transactionId: page.transactionId, url: page.paymentUrl };
  });
}

/**
 * One top-up of a card in flight per session, so a double submit pays once.
 * The session's top-ups of the card still pending are first brought up to
 * date with the gateway (one paid or failed meanwhile is applied). Then the
 * one of the same package, while its page can still be paid, is answered
 * again instead of a new transaction; any other (another package, or a page
 * about to lapse) is cancelled at the gateway, as the new one replaces it.
 * Runs under the card's row lock, so two requests at once take turns.
 */
async function reuseOrEndOpenTopUps(ctx: PaymentsContext, sessionId: string, cardNumber: string, packageCode: string, now: Date) {
  let reused: { transactionId: string; url: string } | null = null;
  for (const open of await openTopUps(ctx.db, sessionId, cardNumber)) {
    const anchor = await findAnchor(ctx.db, open.gateway_transaction_id);
    if (anchor) await reconcile(ctx, anchor);
    if ((await findAnchor(ctx.db, open.gateway_transaction_id))?.status !== 'PENDING') continue;
    const payable =
      open.payment_url !== null && open.payment_expires_at !== null && open.payment_expires_at.getTime() - now.getTime() >= REUSE_MIN_LIFETIME_MS;
    if (!reused && open.package_code === packageCode && payable && open.payment_url) {
      reused = { transactionId: open.gateway_transaction_id, url: open.payment_url };
      continue;
    }
    await ctx.gateway.cancelTransaction(open.gateway_transaction_id);
    const outcome = await ctx.gateway.outcome(open.gateway_transaction_id);
    if (outcome) await settleOutcome(ctx, outcome);
  }
  return reused;
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
