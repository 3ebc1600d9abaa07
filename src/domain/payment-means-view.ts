import { cardExpiryDaysLeft } from './date-text.ts';
import { CARD_MOP, INSTANT_CODE_MOP, isOperatorMop } from './payment-methods.ts';

/**
 * How My payments shows the customer's payment means (spec 3 payment mean,
 * spec 5 card expiry, spec 9 ids and labels), apart from React.
 */

/**
 * Spec 9: id 4 alone is a special display case. It is a means of the former
 * billing (bank transfer against an invoice) that the portal neither adds nor
 * removes; a customer holding only it is told how they pay and how to switch.
 */
export const TRANSFER_MOP = 4;

/** A card this many days from expiry is flagged, so the customer adds a new one in time. */
export const CARD_EXPIRY_WARNING_DAYS = 30;

export type CardExpiryState = 'VALID' | 'EXPIRING' | 'EXPIRED' | 'UNKNOWN';

export function cardExpiryState(
  expiryDate: string | null | undefined,
  now: Date | number = Date.now(),
): { daysLeft: number | null; state: CardExpiryState } {
  const daysLeft = cardExpiryDaysLeft(expiryDate, now);
  if (daysLeft === null) return { daysLeft, state: 'UNKNOWN' };
  if (daysLeft < 0) return { daysLeft, state: 'EXPIRED' };
  return { daysLeft, state: daysLeft <= CARD_EXPIRY_WARNING_DAYS ? 'EXPIRING' : 'VALID' };
}

/** Spec 5 "mobile payment": operator billing (2, 6, 7) or the instant code (8), removed through the confirm-remove-mobile sidebar. */
export function isMobileMean(mopId: number): boolean {
  return isOperatorMop(mopId) || mopId === INSTANT_CODE_MOP;
}

/** The id 4 case: the customer's only means is the transfer against an invoice. */
export function paysOnlyByTransfer(payments: ReadonlyArray<{ mopId: number }>): boolean {
  return payments.length === 1 && payments[0]!.mopId === TRANSFER_MOP;
}

/** The card charged: of several, the first listed (the means are listed the most recently confirmed first). */
export function chargedCardIndex(payments: ReadonlyArray<{ mopId: number }>): number {
  return payments.findIndex((mean) => mean.mopId === CARD_MOP);
}

/**
 * Spec 5 for the services held: the titles of the offers that do not allow
 * the means (the unavailable-payment-means sidebar names them); empty when
 * every offer allows it.
 */
export function offersRefusing(mopId: number, offers: ReadonlyArray<{ title: string; paymentMeans: readonly number[] }>): string[] {
  const titles = offers.filter((offer) => !offer.paymentMeans.includes(mopId)).map((offer) => offer.title);
  return [...new Set(titles)];
}
