/**
 * Analytics events of the shop funnel (spec 4 and 9), built as plain objects
 * for the data layer. Names follow the GA4 e-commerce schema (page_view,
 * add_to_cart, purchase; item_id, item_variant…), which tag managers read
 * without mapping. Money is computed with decimal.js and handed over as
 * numbers rounded to the grosz, as GA4 expects numbers.
 */
import Decimal from 'decimal.js';
import { ANALYTICS_APP_NAME, type DataLayerEvent } from '#analytics/visit.ts';
import { CURRENCY, roundMoney, sumPrices, vatIncluded, type DecimalInput } from './money.ts';

// The page view and visit builders carry no money, and the shell sends a page view on every page:
// they live apart from decimal.js, and are re-exported here with the other builders.
export {
  ANALYTICS_APP_NAME,
  DIRECT_ORIGIN,
  pageViewEvent,
  referrerOrigin,
  resolveVisit,
  type DataLayerEvent,
  type PageInfo,
  type StoredVisit,
  type Visit,
} from '#analytics/visit.ts';

// showOffer carries no money either, and the stage pages send it as they load.
export { SHOW_OFFER_EVENT, SHOW_OFFER_STAGE_MARK, showOfferEvent } from '#analytics/show-offer.ts';

export const FUNNEL_EVENTS = ['add_to_cart', 'remove_from_cart', 'begin_checkout', 'add_payment_info', 'add_voucher'] as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];

// The A/B test event carries no money either; it lives with the A/B tests.
export { AB_TESTS, abTestEvent, type AbTestData, type AbTestName } from './ab-tests.ts';

export type ItemVariant = 'monthly' | 'long_term_offer' | 'light_commitment';
export type ItemListId = 'MTH' | 'LTO';

/**
 * Commitments up to this many months are a light commitment; longer ones a
 * long-term offer. The spec names the three variants without the boundary;
 * the catalogue's short offers run 3 or 6 months, the long ones 12 or 24.
 */
export const LIGHT_COMMITMENT_MAX_MONTHS = 6;

/** An offer in the cart or order, as the islands know it. */
export type AnalyticsOrderItem = {
  articleCode: string;
  offerCode: string;
  name: string;
  /** Gross monthly price, decimal text ("39.99"). */
  price: DecimalInput;
  /** The offer's commitment in months; 0 or null for a monthly offer. */
  ltoDuration: number | null;
};

export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  /** Custom item parameter: the catalogue offer the article was sold through. */
  offer_code: string;
  price: number;
  quantity: 1;
  item_variant: ItemVariant;
  item_list_id: ItemListId;
};

export type Ecommerce = { currency: typeof CURRENCY; value: number; items: AnalyticsItem[] };

const hasCommitment = (ltoDuration: number | null | undefined): ltoDuration is number =>
  typeof ltoDuration === 'number' && Number.isFinite(ltoDuration) && ltoDuration > 0;

export function itemVariant(ltoDuration: number | null | undefined): ItemVariant {
  if (!hasCommitment(ltoDuration)) return 'monthly';
  return ltoDuration <= LIGHT_COMMITMENT_MAX_MONTHS ? 'light_commitment' : 'long_term_offer';
}

/** Item list: LTO for every offer with a commitment, MTH for monthly ones. */
export function itemListId(ltoDuration: number | null | undefined): ItemListId {
  return hasCommitment(ltoDuration) ? 'LTO' : 'MTH';
}

const money = (value: DecimalInput): number => roundMoney(value).toNumber();

export function analyticsItem(item: AnalyticsOrderItem): AnalyticsItem {
  return {
    item_id: item.articleCode,
    item_name: item.name,
    offer_code: item.offerCode,
    price: money(item.price),
    quantity: 1,
    item_variant: itemVariant(item.ltoDuration),
    item_list_id: itemListId(item.ltoDuration),
  };
}

/** The e-commerce part of a funnel event for these offers: currency, exact total and items. */
export function cartEcommerce(items: readonly AnalyticsOrderItem[]): Ecommerce {
  return { currency: CURRENCY, value: money(sumPrices(items.map((item) => item.price))), items: items.map(analyticsItem) };
}

/** Spec 9: the VAT included in the order, each price × 0.23 / 1.23, summed exactly and rounded once. */
export function orderTax(items: readonly { price: DecimalInput }[]): Decimal {
  return roundMoney(items.reduce((sum, item) => sum.plus(vatIncluded(item.price)), new Decimal(0)));
}

export type PurchaseOrder = {
  transactionId: string;
  items: readonly AnalyticsOrderItem[];
  voucherCode?: string | null;
};

/** Spec 4 "Finalize" and 9: currency PLN, tax 23 % included, shipping 0, exact sums. */
export function purchaseEvent(order: PurchaseOrder): DataLayerEvent {
  const { value, items } = cartEcommerce(order.items);
  return {
    event: 'purchase',
    app_name: ANALYTICS_APP_NAME,
    ecommerce: {
      transaction_id: order.transactionId,
      currency: CURRENCY,
      value,
      tax: orderTax(order.items).toNumber(),
      shipping: 0,
      ...(order.voucherCode ? { coupon: order.voucherCode } : {}),
      items,
    },
  };
}

export function funnelEvent(event: FunnelEventName, payload: Record<string, unknown>): DataLayerEvent {
  return { event, app_name: ANALYTICS_APP_NAME, ecommerce: { currency: CURRENCY, ...payload } };
}
