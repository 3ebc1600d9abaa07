import { allConsentsAccepted } from '#domain/consents.ts';
import { isOperatorMop, paymentMeansForOffers, INSTANT_CODE_MOP, type PaymentMeanId } from '#domain/payment-methods.ts';
import type { CartItem, PaymentMean } from '#domain/session.ts';
import type { ShopOffer } from './catalogue.ts';
import { shopTexts } from './texts.ts';

/**
 * The summary's rules (spec 5): which payment means the cart can be paid
 * with, when the order may be placed, and when the sale-consent discount
 * is on offer.
 */

export interface MeanChoice {
  mopId: PaymentMeanId;
  /** The customer's stored means of this id (charged at once), if any. */
  stored: PaymentMean | null;
}

/** The means every offer in the cart allows, offered in the config's order, each with the customer's stored one. */
export function meanChoices(
  offers: ReadonlyArray<Pick<ShopOffer, 'paymentMeans'>>,
  offered: readonly number[],
  stored: readonly PaymentMean[],
): MeanChoice[] {
  const allowed = paymentMeansForOffers(offers.map((offer) => ({ availiablemop: offer.paymentMeans.join(',') })));
  return offered
    .filter((id): id is PaymentMeanId => (allowed as number[]).includes(id))
    .map((mopId) => ({ mopId, stored: stored.find((mean) => mean.mopId === mopId) ?? null }));
}

export interface PaymentChoice {
  mopId: PaymentMeanId | null;
  /** Instant code typed (mopId 8). */
  instantCode: string;
  /** token_csum of a confirmed number (operator billing without a stored agreement). */
  tokenCsum: string | null;
  storedOperator: boolean;
}

/**
 * Spec 5: the summary can proceed when every summary consent is accepted
 * and a payment method is chosen; a mobile-payment method needs its string
 * code: the 6-digit instant code, or the confirmed number's token for
 * operator billing without a stored agreement.
 */
export function canProceed(summaryConsents: ReadonlyArray<{ value: boolean | 0 | 1 }>, choice: PaymentChoice, dueNow: string): boolean {
  if (!allConsentsAccepted(summaryConsents) || summaryConsents.length === 0) return false;
  // Nothing to pay now (a prolongation, a voucher covering it all): no payment means is asked for.
  if (Number(dueNow) === 0) return true;
  if (choice.mopId === null) return false;
  if (choice.mopId === INSTANT_CODE_MOP) return /^[0-9]{6}$/.test(choice.instantCode.trim());
  if (isOperatorMop(choice.mopId) && !choice.storedOperator) return choice.tokenCsum !== null && choice.tokenCsum !== '';
  return true;
}

/**
 * Spec 5 "discount-consent requirement": the cart has no prolongation (B)
 * line, the cart can get the sale-consent discount, and the sale consents
 * were not all given when the summary opened (otherwise there is nothing
 * left to ask for).
 */
export function discountConsentRequired(
  items: readonly Pick<CartItem, 'operationType'>[],
  possibleDiscount: { cart: string | null } | undefined,
  initiallyGiven: boolean,
): boolean {
  if (items.some((item) => item.operationType === 'B')) return false;
  return possibleDiscount?.cart !== null && possibleDiscount?.cart !== undefined && !initiallyGiven;
}

/**
 * The button that places the order (spec 9 labels): „Aktywuj” in a set-top
 * box re-activation (the session's restoreActivation), „Zamawiam i płacę”
 * when something is due now, „Zamawiam” when nothing is.
 */
export function orderButtonLabel(dueNow: string, restoreActivation: boolean): string {
  if (restoreActivation) return shopTexts.summary.activate;
  return Number(dueNow) > 0 ? shopTexts.summary.orderAndPay : shopTexts.summary.order;
}
