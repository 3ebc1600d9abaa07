import { isMainOffer, missingBaseBundle } from '#domain/available-offers.ts';
import { polishDay } from '#domain/billing-period.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { codeRefusal, freeUntil, MY_SERVICES_PATH, type CodeRefusal, type VoucherPartner } from '#domain/voucher-activation.ts';
import { voucherMessages as m } from '#domain/voucher-messages.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { callOf, type SessionPatch } from '../carts/context.ts';
import { holdingsOf } from '../carts/holdings.ts';
import { updateStage } from '../carts/stages.ts';
import { updateCart } from '../carts/update.ts';
import { checkVoucher } from '../carts/vouchers.ts';
import type { Database, Queryable, Transaction } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { consumeAll, perCaller } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import { heldProducts } from '../self-care/held-products.ts';
import type { SessionRecord } from '../sessions/index.ts';

/**
 * Voucher activation (voucher/check, voucher/activate): a code of
 * activation_codes (migration 0019) gives an offer of the catalogue free for
 * its months. A customer with a contract gets the offer's product on it, at
 * no charge and planned off at the end of the free months („Moje usługi”
 * shows it; restoring it keeps it at the regular fee); a customer without one
 * (a prospect, a new account) gets the offer in the cart with the code as a
 * 100 % voucher on the first payment, at the order summary; the placed order
 * then gives the product free for the code's months (payments/fulfilment.ts). Every change
 * runs in one transaction under the code's row lock, so a code is never
 * activated beyond its limit and a double submit activates once.
 */

export interface VoucherContext {
  db: Database;
  catalogue: Catalogue;
  now: () => Date;
}

/** Who asks: the session, and the client address the per-address limit counts. */
export interface VoucherCaller {
  session: SessionRecord;
  address: string;
}

export interface VoucherRequest {
  code: string;
  variant: VoucherPartner;
}

interface CodeRow {
  code: string;
  partner: VoucherPartner;
  offer_code: string;
  months: number;
  valid_from: string;
  valid_to: string;
  max_activations: number;
  /** Activations by others than the caller. */
  activations: number;
}

interface ActivationRow {
  outcome: 'SERVICE' | 'CART';
  free_until: string;
}

async function countAttempt(ctx: VoucherContext, caller: VoucherCaller): Promise<void> {
  // Checks and activations together; an anonymous caller per address too (`consumeAll`: a new session does not start afresh).
  const checks = perCaller(limits.voucherCodes, limits.voucherCodesPerAddress, caller);
  // Counted before the look-up and outside its transaction: an unknown or refused code counts as much as a good one.
  if (!(await consumeAll(ctx.db, checks, ctx.now()))) throw new CallError(429, m.errors.tooManyAttempts);
}

async function findCode(db: Queryable, code: string, customerId: string | null, lock: boolean): Promise<CodeRow | null> {
  // The lock comes first, in a statement of its own: under READ COMMITTED a statement sees what was committed when it
  // began, so activations counted in the statement that waited for the lock would miss those of the transaction it waited on.
  if (lock) await db.query('SELECT 1 FROM activation_codes WHERE code = $1 FOR UPDATE', [code]);
  const { rows } = await db.query<CodeRow>(
    `SELECT c.code, c.partner, c.offer_code, c.months, c.valid_from::text AS valid_from, c.valid_to::text AS valid_to, c.max_activations,
            (SELECT count(*)::int FROM code_activations a WHERE a.code = c.code AND ($2::uuid IS NULL OR a.customer_id IS DISTINCT FROM $2::uuid)) AS activations
       FROM activation_codes c WHERE c.code = $1`,
    [code, customerId],
  );
  return rows[0] ?? null;
}

const refusalCode = (refusal: CodeRefusal) => (refusal === 'other-partner' ? 361 : 359);

/** The code, if the page of `variant` may activate it today; otherwise 404, 361 or 359 with the reason. */
function usable(row: CodeRow | null, variant: VoucherPartner, today: string): CodeRow {
  if (!row) throw new CallError(404, m.errors.unknown);
  const refusal = codeRefusal(
    { partner: row.partner, validFrom: row.valid_from, validTo: row.valid_to, maxActivations: row.max_activations, activations: row.activations },
    variant,
    today,
  );
  if (refusal) throw new CallError(refusalCode(refusal), m.errors.refusals[refusal]);
  return row;
}

function offerOf(catalogue: Catalogue, row: CodeRow) {
  const offer = catalogue.offer(row.offer_code);
  // A code whose offer left the catalogue gives nothing any more.
  if (!offer) throw new CallError(404, m.errors.unknown);
  const articleCode = offer.article.articlecode;
  return { offer, articleCode, name: catalogue.product(articleCode)?.articlename ?? offer.article.articlename };
}

export async function checkCode(ctx: VoucherContext, caller: VoucherCaller, request: VoucherRequest) {
  await countAttempt(ctx, caller);
  const customerId = caller.session.customerId;
  const row = usable(await findCode(ctx.db, request.code, customerId, false), request.variant, polishDay(ctx.now()));
  const { offer, name } = offerOf(ctx.catalogue, row);
  return { code: row.code, offerCode: offer.code, offerName: name, months: row.months, validTo: row.valid_to, signInRequired: customerId === null };
}

/**
 * voucher/activate. `patchSession` writes the session fields a cart change
 * answers, inside the same transaction.
 */
export async function activateCode(
  ctx: VoucherContext,
  caller: VoucherCaller,
  request: VoucherRequest,
  patchSession: (patch: SessionPatch) => Promise<void>,
) {
  await countAttempt(ctx, caller);
  const customerId = caller.session.customerId;
  if (!customerId) throw new CallError(404, m.errors.unknown);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const today = polishDay(now);
    const found = await findCode(tx, request.code, customerId, true);
    // The same customer again (a double submit, a reload): the first activation is the answer, whatever the code's dates say now.
    const earlier = found && found.partner === request.variant ? await earlierActivation(tx, found.code, customerId) : null;
    const row = earlier && found ? found : usable(found, request.variant, today);
    const { offer, articleCode, name } = offerOf(ctx.catalogue, row);
    const answer = (activation: ActivationRow) => ({
      code: row.code,
      offerCode: offer.code,
      offerName: name,
      months: row.months,
      outcome: activation.outcome,
      freeUntil: activation.outcome === 'SERVICE' ? activation.free_until : null,
      nextUrl: activation.outcome === 'SERVICE' ? MY_SERVICES_PATH : summaryUrl(ctx.catalogue),
    });
    if (earlier) return answer(earlier);

    const until = freeUntil(today, row.months);
    const holdings = await holdingsOf(tx, customerId);
    const record = { code: row.code, customerId, now, offerCode: offer.code, articleCode, freeUntil: until, regularFee: offer.pricepromo };
    if (holdings.newCustomer) {
      // Recorded first: the code's voucher serves only the cart of a customer who activated the code (validVoucher).
      await recordActivation(tx, { ...record, outcome: 'CART', cartId: null, productId: null });
      const cartId = await intoCart(tx, ctx.catalogue, caller.session, now, row, offer.code, name, patchSession);
      await tx.query('UPDATE code_activations SET cart_id = $3 WHERE code = $1 AND customer_id = $2', [row.code, customerId, cartId]);
      return answer({ outcome: 'CART', free_until: until });
    }
    const productId = await intoServices(tx, ctx.catalogue, customerId, offer, articleCode, name, until);
    await recordActivation(tx, { ...record, outcome: 'SERVICE', cartId: null, productId });
    return answer({ outcome: 'SERVICE', free_until: until });
  });
}

async function earlierActivation(db: Queryable, code: string, customerId: string): Promise<ActivationRow | null> {
  const { rows } = await db.query<ActivationRow>(
    'SELECT outcome, free_until::text AS free_until FROM code_activations WHERE code = $1 AND customer_id = $2',
    [code, customerId],
  );
  return rows[0] ?? null;
}

function summaryUrl(catalogue: Catalogue): string {
  return catalogue.stage('SUMMARY')?.url ?? '/oferta-online/podsumowanie';
}

/**
 * The product on the customer's contract (their oldest that is not a
 * prospect's), free and planned off at the end of the free months, if they
 * can hold it: not held already, a package only for those without one, an
 * add-on only with its base package.
 */
async function intoServices(
  tx: Transaction,
  catalogue: Catalogue,
  customerId: string,
  offer: NonNullable<ReturnType<Catalogue['offer']>>,
  articleCode: string,
  name: string,
  until: string,
): Promise<string> {
  const held = await heldProducts(tx, customerId, { lock: true });
  if (isMainOffer(offer, catalogue.bundles)) {
    const mainArticles = new Set(
      catalogue.offers.filter((candidate) => isMainOffer(candidate, catalogue.bundles)).map((candidate) => candidate.article.articlecode),
    );
    if (held.some((product) => mainArticles.has(product.articleCode))) throw new CallError(366, m.errors.mainPackageHeld(name));
  }
  if (held.some((product) => product.articleCode === articleCode)) throw new CallError(366, m.errors.alreadyHeld(name));
  const active = new Set(held.filter((product) => product.status === 'ACTIVE').map((product) => product.articleCode));
  const base = missingBaseBundle(articleCode, catalogue.bundles, active);
  if (base) throw new CallError(366, m.errors.needsBase(name, base.noneactivetooltip || cartMessages.missingBase(name)));

  const contract = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM contracts WHERE customer_id = $1 AND cgroupe <> 'K' ORDER BY debabo, id LIMIT 1 FOR UPDATE`,
    [customerId],
  );
  const contractId = contract.rows[0]?.id;
  if (!contractId) throw new Error(`Customer ${customerId} holds products on no contract`);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO contract_products (contract_id, article_code, offer_code, status, end_date, fee) VALUES ($1, $2, $3, 'PLANNED_OFF', $4, 0) RETURNING id::text AS id`,
    [contractId, articleCode, offer.code, until],
  );
  return rows[0]!.id;
}

/**
 * The offer in the cart of a customer without a contract, with the code as
 * the cart's voucher (its row in vouchers made on first use: 100 % of the
 * first payment, for the code's offer, as often as the code may be
 * activated, once per customer), and the cart moved on to the summary.
 */
async function intoCart(
  tx: Transaction,
  catalogue: Catalogue,
  session: SessionRecord,
  now: Date,
  row: CodeRow,
  offerCode: string,
  name: string,
  patchSession: (patch: SessionPatch) => Promise<void>,
): Promise<string> {
  await tx.query(
    `INSERT INTO vouchers (code, description, kind, value, valid_from, valid_to, max_redemptions, once_per_customer, offer_codes)
     VALUES ($1, $2, 'PERCENT', 100, $3, NULL, $4, true, ARRAY[$5]) ON CONFLICT (code) DO NOTHING`,
    [row.code, `Voucher: „${name}” – pierwsza płatność 0 zł`.slice(0, 200), `${row.valid_from}T00:00:00+01:00`, row.max_activations, offerCode],
  );
  const call = callOf(tx, catalogue, now, session);
  const added = await updateCart(call, { operation: 'ADD', items: [{ offerCode }] });
  const flags = { ...call.flags, ltoInCart: added.session?.ltoInCart ?? call.flags.ltoInCart };
  const voucher = await checkVoucher({ ...call, flags }, row.code);
  const cartId = added.result.id;
  if (!cartId) throw new Error('The cart has no id after an ADD');
  const moved = await updateStage({ ...call, flags }, cartId, 'SUMMARY');
  await patchSession({ ...added.session, ...voucher.session, ...moved.session });
  return cartId;
}

async function recordActivation(
  tx: Transaction,
  activation: {
    code: string;
    customerId: string;
    now: Date;
    outcome: 'SERVICE' | 'CART';
    offerCode: string;
    articleCode: string;
    freeUntil: string;
    regularFee: string;
    productId: string | null;
    cartId: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO code_activations (code, customer_id, activated_at, outcome, offer_code, article_code, free_until, regular_fee, contract_product_id, cart_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      activation.code,
      activation.customerId,
      activation.now,
      activation.outcome,
      activation.offerCode,
      activation.articleCode,
      activation.freeUntil,
      activation.regularFee,
      activation.productId,
      activation.cartId,
    ],
  );
}
