import { addMonths, type Day } from '#domain/billing-period.ts';
import { offerLines } from '#domain/available-offers.ts';
import { ltoStartDate } from '#domain/lto-dates.ts';
import { nextLtoEndDate } from '#domain/lto-period.ts';
import { paymentSchedule, priceSteps, type ArticlePayment, type MonthlyPayment, type ScheduledProduct } from '#domain/payment-schedule.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { cartView, findActiveCart, type CartOwner } from '../carts/store.ts';
import type { Queryable } from '../db/index.ts';
import { heldProducts, type HeldProductRow } from './held-products.ts';

/**
 * payments/schedule: the customer's payment schedule (rules in
 * domain/payment-schedule.ts) from their products and, outside My account,
 * the items of their cart in progress as if bought today (a prolongation as
 * the product will be billed once the order is paid).
 */

export interface ScheduleRequest {
  removedArticles?: readonly string[];
  /** Planned-off products previewed as restored, with the add-ons that went off because of them (as cart/unSwitchOff restores them). */
  restoredArticles?: readonly string[];
  /** Long-term offers previewed as prolongations of the products held of their articles (before they go in the cart). */
  prolongedOffers?: readonly string[];
  isMyAccount?: boolean;
}

export interface ScheduleContext {
  catalogue: Catalogue;
  customerId: string;
  owner: CartOwner;
  /** The session is in the long-term offer flow: its cart is the LTO one. */
  ltoCart: boolean;
  today: Day;
}

/** The schedule with the catalogue's name of each article. */
export interface NamedSchedule {
  nextPaymentAmount: string;
  nextPayments: Array<Omit<MonthlyPayment, 'articlePayments'> & { articlePayments: Array<ArticlePayment & { articleName: string }> }>;
}

function heldLine(catalogue: Catalogue, product: HeldProductRow, today: Day): ScheduledProduct {
  const lto =
    product.ltoEndDate && product.ltoDuration ? { start: ltoStartDate(product.ltoEndDate, product.ltoDuration), end: product.ltoEndDate } : null;
  return {
    articleCode: product.articleCode,
    offerCode: product.offerCode,
    contractId: product.contractId,
    billingStart: product.debabo,
    until: product.status === 'PLANNED_OFF' ? product.endDate : null,
    prices: priceSteps({
      fee: product.fee,
      offer: catalogue.offer(product.offerCode),
      lto,
      basePrice: catalogue.product(product.articleCode)?.price,
      today,
    }),
  };
}

/**
 * A prolongation (cart item B) as billing will hold the product once the
 * order is paid (payments/fulfilment.ts): the offer's code and price, under a
 * commitment of the offer's months run on from the product's current
 * commitment (from today when it has ended), so the offer's later steps
 * (pricepromo2, the base price) follow from there.
 */
function prolongedLine(
  catalogue: Catalogue,
  held: HeldProductRow,
  item: { offerCode: string; price: string | number | null },
  today: Day,
): ScheduledProduct | null {
  const months = catalogue.offer(item.offerCode)?.ltoduration ?? 0;
  if (months <= 0) return null;
  const end = nextLtoEndDate(today, months, held.commitmentEndDate);
  const contractEnd = held.ltoEndDate !== null && held.ltoEndDate > end ? held.ltoEndDate : end;
  return heldLine(
    catalogue,
    {
      ...held,
      offerCode: item.offerCode,
      fee: String(item.price ?? catalogue.offer(item.offerCode)?.pricepromo ?? held.fee),
      status: 'ACTIVE',
      endDate: null,
      ltoEndDate: contractEnd,
      ltoDuration: months,
    },
    today,
  );
}

/** The cart's changes: items bought (A) as products starting today, prolongations (B) of held products, and the article codes it deletes (D). */
async function cartLines(db: Queryable, context: ScheduleContext, held: readonly HeldProductRow[]) {
  const { catalogue, owner, ltoCart, today } = context;
  const cart = await findActiveCart(db, owner, ltoCart ? 'lto' : 'regular');
  if (!cart) return { added: [], deleted: [] };
  const { items } = await cartView(db, cart);
  // Billed with the contract the cart is for, else the customer's first contract other than a prospect's; a new one starts today.
  const contract = held.find((product) => product.contractId === cart.contract_id) ?? held.find((product) => product.cgroupe !== 'K');
  const added = items
    .filter((item) => item.operationType === 'A')
    .map((item): ScheduledProduct => {
      const offer = catalogue.offer(item.offerCode);
      const months = offer?.ltoduration ?? 0;
      const fee = String(item.price ?? offer?.pricepromo ?? '0');
      return {
        articleCode: item.articleCode,
        offerCode: item.offerCode,
        contractId: null,
        billingStart: contract?.debabo ?? today,
        until: null,
        prices: priceSteps({
          fee,
          offer,
          lto: months > 0 ? { start: today, end: addMonths(today, months) } : null,
          basePrice: catalogue.product(item.articleCode)?.price,
          today,
        }),
      };
    });
  const prolonged = items
    .filter((item) => item.operationType === 'B')
    .map((item) => {
      const product = held.find((candidate) => candidate.articleCode === item.articleCode && candidate.status === 'ACTIVE');
      return product ? prolongedLine(catalogue, product, item, today) : null;
    })
    .filter((line): line is ScheduledProduct => line !== null);
  const deleted = items.filter((item) => item.operationType === 'D').map((item) => item.articleCode);
  return { added: [...added, ...prolonged], deleted };
}

/** Each ACTIVE product held of an offer's articles, billed as prolonged under that offer (as a B item of the cart would be). */
function previewedProlongations(
  catalogue: Catalogue,
  held: readonly HeldProductRow[],
  offerCodes: readonly string[],
  today: Day,
): ScheduledProduct[] {
  return offerCodes.flatMap((offerCode) => {
    const offer = catalogue.offer(offerCode);
    if (!offer) return [];
    return offerLines(offer).flatMap(({ articleCode, price }) => {
      const product = held.find((candidate) => candidate.articleCode === articleCode && candidate.status === 'ACTIVE');
      const line = product && prolongedLine(catalogue, product, { offerCode, price }, today);
      return line ? [line] : [];
    });
  });
}

/** The products held, those restored in a preview ACTIVE again together with the add-ons that went off because of them. */
async function restoredIn(db: Queryable, held: HeldProductRow[], restoredArticles: readonly string[]): Promise<HeldProductRow[]> {
  const targets = held
    .filter((product) => product.status === 'PLANNED_OFF' && restoredArticles.includes(product.articleCode))
    .map((product) => product.id);
  if (targets.length === 0) return held;
  const { rows } = await db.query<{ id: string }>(
    'SELECT contract_product_id::text AS id FROM product_switch_offs WHERE caused_by = ANY($1::bigint[])',
    [targets],
  );
  const restored = new Set([...targets, ...rows.map((row) => row.id)]);
  return held.map((product) =>
    restored.has(product.id) && product.status === 'PLANNED_OFF' ? { ...product, status: 'ACTIVE', endDate: null } : product,
  );
}

export async function scheduleFor(db: Queryable, context: ScheduleContext, request: ScheduleRequest): Promise<NamedSchedule> {
  const { catalogue, customerId, today } = context;
  const held = await restoredIn(db, await heldProducts(db, customerId), request.restoredArticles ?? []);
  let lines = held.map((product) => heldLine(catalogue, product, today));
  const removed = [...(request.removedArticles ?? [])];
  const prolonged = previewedProlongations(catalogue, held, request.prolongedOffers ?? [], today);
  if (prolonged.length > 0) lines = [...lines.filter((line) => !prolonged.some((other) => other.articleCode === line.articleCode)), ...prolonged];
  if (request.isMyAccount !== true) {
    const cart = await cartLines(db, context, held);
    // An article bought again (another offer, a prolongation) replaces the one held.
    const bought = new Set(cart.added.map((line) => line.articleCode));
    lines = [...lines.filter((line) => !bought.has(line.articleCode)), ...cart.added];
    removed.push(...cart.deleted);
  }
  const schedule = paymentSchedule(lines, today, { removedArticles: removed });
  return {
    nextPaymentAmount: schedule.nextPaymentAmount,
    nextPayments: schedule.nextPayments.map((month) => ({
      ...month,
      articlePayments: month.articlePayments.map((payment) => ({
        ...payment,
        articleName: catalogue.product(payment.articleCode)?.articlename ?? payment.articleCode,
      })),
    })),
  };
}
