import {
  cartEcommerce,
  type AnalyticsOrderItem,
  funnelEvent,
  purchaseEvent,
  type DataLayerEvent,
  type FunnelEventName,
  type PurchaseOrder,
} from '#domain/analytics.ts';
import { pushEvent } from './page-view.ts';

/**
 * The analytics data layer for the shop islands (spec 4 and 9): events go to
 * `window.dataLayer`, where a tag manager picks them up. The shell fires the
 * page views (src/analytics/start.ts). Nothing here throws: analytics must
 * never break the page.
 */

export { trackPageView } from './page-view.ts';
export { trackShowOffer } from './show-offer.ts';

/** A shop funnel step; the payload is the event's e-commerce data (see cartEcommerce in src/domain/analytics.ts). */
export function trackFunnel(
  event: 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'add_voucher',
  payload: Record<string, unknown>,
): void {
  pushEvent(funnelEvent(event satisfies FunnelEventName, payload), { ecommerce: true });
}

/** A funnel step about cart lines: their e-commerce data (PLN, exact value) with `extra` fields (coupon, payment_type). */
export function trackCartEvent(event: FunnelEventName, items: readonly AnalyticsOrderItem[], extra: Record<string, unknown> = {}): void {
  trackFunnel(event, { ...cartEcommerce(items), ...extra });
}

/** The purchase, fired when finalize starts (spec 4). */
export function trackPurchase(order: PurchaseOrder): void {
  let event: DataLayerEvent;
  try {
    event = purchaseEvent(order);
  } catch {
    // A malformed price must not stop the order itself.
    return;
  }
  pushEvent(event, { ecommerce: true });
}
