import Decimal from 'decimal.js';
import type { Offer } from '#content-schema/index.ts';
import { isLtoOffer } from './available-offers.ts';
import { roundMoney, sumPrices } from './money.ts';
import { isChangeOfPlan } from './change-of-plan.ts';
import { discountConsentsGiven } from './sale-consents.ts';
import type { CartItem, Consent } from './session.ts';

/**
 * Discounts of a cart (spec 3 "Possible discount", spec 5, spec 9), in exact
 * decimal arithmetic.
 *
 * Sale-consent discount: a fixed 5.00 PLN a month (spec 9 "A fixed 5
 * discount is subtracted in a package price calculation") off every new
 * (operation A) paid line of a long-term offer, and off Sport Horyzont
 * MCCSNK01 (spec 9 "Offer MCCSNK01 gets the discount subtracted"), never
 * more than the line's price. A prolongation cart (a B line) has none (spec 5:
 * the requirement applies only to carts without a B operation). It is in
 * effect (active) when every consent the discount requires is given.
 *
 * Voucher discount: a voucher takes an amount or a percentage off the cart's
 * first payment (the sum of its lines), never more than that sum.
 *
 * A change of plan (the cart gives up held products) is due at the next
 * billing day with the rest, so its order costs nothing now.
 */

export const CONSENT_DISCOUNT = new Decimal('5.00');
/** Articles that get the sale-consent discount although their offer is monthly. */
export const ALWAYS_DISCOUNTED_ARTICLES: readonly string[] = ['MCCSNK01'];

type Line = Pick<CartItem, 'operationType' | 'offerCode' | 'articleCode' | 'price'>;
type OfferOf = (code: string) => Pick<Offer, 'ltoduration'> | undefined;

function priceOf(line: Line): Decimal {
  return new Decimal(line.price ?? 0);
}

/** A line the sale-consent discount applies to. */
export function isDiscountEligible(line: Line, offerOf: OfferOf): boolean {
  if (line.operationType !== 'A' || !priceOf(line).greaterThan(0)) return false;
  const offer = offerOf(line.offerCode);
  return ALWAYS_DISCOUNTED_ARTICLES.includes(line.articleCode) || (offer !== undefined && isLtoOffer(offer));
}

/** The monthly sale-consent discount the cart's lines could get; null when none (or a prolongation or change-of-plan cart). */
export function consentDiscount(lines: readonly Line[], offerOf: OfferOf): Decimal | null {
  if (lines.some((line) => line.operationType === 'B') || isChangeOfPlan(lines)) return null;
  const eligible = lines.filter((line) => isDiscountEligible(line, offerOf));
  if (eligible.length === 0) return null;
  return eligible.reduce((total, line) => total.plus(Decimal.min(CONSENT_DISCOUNT, priceOf(line))), new Decimal(0));
}

export interface PossibleDiscount {
  /** The discount is in effect: the cart has one and the consents it requires are given. */
  active: boolean;
  /** The cart's discount as a decimal string ("5.00"), or null when it has none. */
  cart: string | null;
}

export function possibleDiscount(
  lines: readonly Line[],
  consents: readonly Pick<Consent, 'cconsent' | 'value'>[],
  offerOf: OfferOf,
): PossibleDiscount {
  const amount = consentDiscount(lines, offerOf);
  return { active: amount !== null && discountConsentsGiven(consents), cart: amount === null ? null : amount.toFixed(2) };
}

/** The discount applied to the cart now (session discountAmount): the cart's discount when active, else null. */
export function appliedDiscount(discount: PossibleDiscount): string | null {
  return discount.active ? discount.cart : null;
}

export type VoucherKind = 'AMOUNT' | 'PERCENT';

export interface VoucherTerms {
  kind: VoucherKind;
  /** PLN for AMOUNT, percent for PERCENT; decimal string. */
  value: string;
}

/** The cart's first payment: the sum of its lines. */
export function cartTotal(lines: readonly Pick<CartItem, 'price'>[]): Decimal {
  return sumPrices(lines.map((line) => line.price));
}

/** What a voucher takes off `total`: to the grosz, never below zero nor above the total. */
export function voucherDiscount(terms: VoucherTerms, total: Decimal.Value): Decimal {
  const base = Decimal.max(new Decimal(total), 0);
  const off = terms.kind === 'PERCENT' ? roundMoney(base.times(terms.value).div(100)) : new Decimal(terms.value);
  return Decimal.max(Decimal.min(off, base), 0);
}

export interface OrderAmount {
  /** The new lines (operation A) at their prices. */
  subtotal: Decimal;
  /** The sale-consent discount, when in effect. */
  consentDiscount: Decimal;
  /** What the voucher takes off the lines it covers. */
  voucherDiscount: Decimal;
  /** What the customer pays: never below zero. */
  total: Decimal;
}

/**
 * What an order of the cart costs: its new lines, less the sale-consent
 * discount when the consents it requires are given, less the voucher's
 * discount on the new lines it covers (`covers`: the offers it is for, or
 * null for all).
 */
export function orderAmount(
  lines: readonly Line[],
  consents: readonly Pick<Consent, 'cconsent' | 'value'>[],
  offerOf: OfferOf,
  voucher: (VoucherTerms & { covers: readonly string[] | null }) | null,
): OrderAmount {
  // A change of plan (the order gives products up) is billed with the customer's other products from the next billing day: nothing is due at the order.
  const bought = isChangeOfPlan(lines) ? [] : lines.filter((line) => line.operationType === 'A');
  const subtotal = roundMoney(cartTotal(bought));
  const discount = possibleDiscount(lines, consents, offerOf);
  const consentOff = discount.active && discount.cart !== null ? new Decimal(discount.cart) : new Decimal(0);
  const covered = voucher === null ? [] : bought.filter((line) => voucher.covers === null || voucher.covers.includes(line.offerCode));
  const voucherOff = voucher === null || covered.length === 0 ? new Decimal(0) : voucherDiscount(voucher, cartTotal(covered));
  const total = Decimal.max(subtotal.minus(consentOff).minus(voucherOff), 0);
  return { subtotal, consentDiscount: consentOff, voucherDiscount: voucherOff, total };
}
