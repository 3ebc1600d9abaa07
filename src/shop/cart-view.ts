import Decimal from 'decimal.js';
import { roundMoney } from '../domain/money.ts';
import type { AnalyticsOrderItem } from '../domain/analytics.ts';
import type { CartItem } from '../domain/session-defaults.ts';
import { offerByCode, type ShopCatalogue, type ShopOffer } from './catalogue.ts';

/**
 * What the cart shows: one line per offer bought (operation A), with the
 * offer's name, monthly price and commitment; the first payment is the sum
 * of those lines less the sale-consent discount in effect (session
 * discountAmount), never below zero.
 */

export interface CartLine {
  offerCode: string;
  title: string;
  /** Monthly price of the offer in the cart (its items' prices summed), decimal text. */
  price: string;
  ltoDuration: number;
  articleCodes: string[];
  isMain: boolean;
}

export function cartLines(items: readonly CartItem[], catalogue: Pick<ShopCatalogue, 'offers'>): CartLine[] {
  const lines = new Map<string, CartLine & { sum: Decimal }>();
  for (const item of items) {
    if (item.operationType !== 'A') continue;
    const offer: ShopOffer | undefined = offerByCode(catalogue, item.offerCode);
    const line = lines.get(item.offerCode) ?? {
      offerCode: item.offerCode,
      title: offer?.title ?? item.offerCode,
      price: '0.00',
      sum: new Decimal(0),
      ltoDuration: offer?.ltoDuration ?? 0,
      articleCodes: [],
      isMain: offer?.isMain ?? false,
    };
    line.sum = line.sum.plus(new Decimal(item.price ?? 0));
    line.articleCodes.push(item.articleCode);
    lines.set(item.offerCode, line);
  }
  return [...lines.values()].map(({ sum, ...line }) => ({ ...line, price: roundMoney(sum).toFixed(2) }));
}

export interface CartTotals {
  subtotal: string;
  discount: string | null;
  total: string;
}

export function cartTotals(lines: readonly Pick<CartLine, 'price'>[], discountAmount: string | number | null | undefined): CartTotals {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum.plus(line.price), new Decimal(0)));
  const discount = discountAmount !== null && discountAmount !== undefined && new Decimal(discountAmount).greaterThan(0) ? roundMoney(discountAmount) : null;
  const total = Decimal.max(subtotal.minus(discount ?? 0), 0);
  return { subtotal: subtotal.toFixed(2), discount: discount?.toFixed(2) ?? null, total: total.toFixed(2) };
}

/** The offers of the cart's lines (for the payment means every offer allows, spec 5). */
export function cartOffers(items: readonly CartItem[], catalogue: Pick<ShopCatalogue, 'offers'>): ShopOffer[] {
  const codes = [...new Set(items.filter((item) => item.operationType === 'A').map((item) => item.offerCode))];
  return codes.map((code) => offerByCode(catalogue, code)).filter((offer): offer is ShopOffer => offer !== undefined);
}

/** A cart line as analytics records it (spec 4 analytics, spec 9 purchase). */
export function analyticsItemOf(line: Pick<CartLine, 'offerCode' | 'title' | 'price' | 'ltoDuration' | 'articleCodes'>): AnalyticsOrderItem {
  return { articleCode: line.articleCodes[0] ?? line.offerCode, offerCode: line.offerCode, name: line.title, price: line.price, ltoDuration: line.ltoDuration };
}

/** What is due now: the monthly total less the voucher's discount, never below zero. */
export function dueNow(total: string, voucherDiscount: string | null): string {
  return Decimal.max(new Decimal(total).minus(voucherDiscount ?? 0), 0).toFixed(2);
}
