import { fromGrosze, toGrosze } from '#domain/grosze.ts';
import type { AnalyticsOrderItem } from '#domain/analytics.ts';
import type { CartItem } from '#domain/session.ts';
import { offerByCode, type ShopCatalogue, type ShopOffer } from './catalogue.ts';

/**
 * What the cart shows: one line per offer bought (operation A, or B: a
 * held article prolonged into a long-term offer), with the
 * offer's name, monthly price and commitment; the first payment is the sum
 * of those lines less the sale-consent discount in effect (session
 * discountAmount), never below zero. Sums in whole grosze: exact, and
 * light enough to load with the islands (no decimal library).
 */

export interface CartLine {
  offerCode: string;
  title: string;
  /** Monthly price of the offer in the cart (its items' prices summed), decimal text. */
  price: string;
  ltoDuration: number;
  articleCodes: string[];
  isMain: boolean;
  /**
   * Paid at the order: a new product (A). A prolongation (B) is billed with the
   * customer's other products from the next billing day, as the service
   * prices the order (domain/cart-discount.ts orderAmount).
   */
  paidNow: boolean;
}

/** Items that are paid for: bought (A) or prolonged (B); a removal (D) costs nothing. */
const isBought = (item: Pick<CartItem, 'operationType'>) => item.operationType === 'A' || item.operationType === 'B';

export function cartLines(items: readonly CartItem[], catalogue: Pick<ShopCatalogue, 'offers'>): CartLine[] {
  const lines = new Map<string, CartLine & { sum: number }>();
  for (const item of items) {
    if (!isBought(item)) continue;
    const offer: ShopOffer | undefined = offerByCode(catalogue, item.offerCode);
    const line = lines.get(item.offerCode) ?? {
      offerCode: item.offerCode,
      title: offer?.title ?? item.offerCode,
      price: '0.00',
      sum: 0,
      ltoDuration: offer?.ltoDuration ?? 0,
      articleCodes: [],
      isMain: offer?.isMain ?? false,
      paidNow: false,
    };
    if (item.operationType === 'A') line.paidNow = true;
    line.sum += toGrosze(item.price);
    line.articleCodes.push(item.articleCode);
    lines.set(item.offerCode, line);
  }
  return [...lines.values()].map(({ sum, ...line }) => ({ ...line, price: fromGrosze(sum) }));
}

export interface CartTotals {
  subtotal: string;
  discount: string | null;
  total: string;
}

export function cartTotals(lines: readonly Pick<CartLine, 'price'>[], discountAmount: string | number | null | undefined): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + toGrosze(line.price), 0);
  const discount = toGrosze(discountAmount);
  const total = Math.max(subtotal - Math.max(discount, 0), 0);
  return { subtotal: fromGrosze(subtotal), discount: discount > 0 ? fromGrosze(discount) : null, total: fromGrosze(total) };
}

/** The offers of the cart's lines (for the payment means every offer allows, spec 5). */
export function cartOffers(items: readonly CartItem[], catalogue: Pick<ShopCatalogue, 'offers'>): ShopOffer[] {
  const codes = [...new Set(items.filter(isBought).map((item) => item.offerCode))];
  return codes.map((code) => offerByCode(catalogue, code)).filter((offer): offer is ShopOffer => offer !== undefined);
}

/** A cart line as analytics records it (spec 4 analytics, spec 9 purchase). */
export function analyticsItemOf(line: Pick<CartLine, 'offerCode' | 'title' | 'price' | 'ltoDuration' | 'articleCodes'>): AnalyticsOrderItem {
  return {
    articleCode: line.articleCodes[0] ?? line.offerCode,
    offerCode: line.offerCode,
    name: line.title,
    price: line.price,
    ltoDuration: line.ltoDuration,
  };
}

/** What is due now: the monthly total less the voucher's discount, never below zero. */
export function dueNow(total: string, voucherDiscount: string | null): string {
  return fromGrosze(Math.max(toGrosze(total) - toGrosze(voucherDiscount), 0));
}
