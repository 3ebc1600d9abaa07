/**
 * Payment means (spec sections 3, 5 and 9): ids 1 card, 2/6/7 mobile-operator
 * billing (operators A, B, C), 8 instant-code payment, and which of them a
 * cart can be paid with.
 */

export const PAYMENT_MEAN_IDS = [1, 2, 6, 7, 8] as const;
export type PaymentMeanId = (typeof PAYMENT_MEAN_IDS)[number];

export const CARD_MOP = 1 as const;
export const INSTANT_CODE_MOP = 8 as const;
export const OPERATOR_MOPS = [2, 6, 7] as const;
export type OperatorMopId = (typeof OPERATOR_MOPS)[number];

/**
 * A customer holds up to MAX_CARDS cards (the newest is charged) and at most
 * one operator billing and one instant-code means: a new means of those kinds
 * replaces the previous one.
 */
export type PaymentMeanKind = 'CARD' | 'MOBILE_OPERATOR' | 'INSTANT_CODE';

/** Enough to keep an old card while a new one is added; a limit on what one account can register. */
export const MAX_CARDS = 3;

export function isPaymentMeanId(value: unknown): value is PaymentMeanId {
  return typeof value === 'number' && (PAYMENT_MEAN_IDS as readonly number[]).includes(value);
}

export function isOperatorMop(value: unknown): value is OperatorMopId {
  return typeof value === 'number' && (OPERATOR_MOPS as readonly number[]).includes(value);
}

export function kindOfMean(mopId: PaymentMeanId): PaymentMeanKind {
  if (mopId === CARD_MOP) return 'CARD';
  if (mopId === INSTANT_CODE_MOP) return 'INSTANT_CODE';
  return 'MOBILE_OPERATOR';
}

/** The ids of one kind. */
export function meansOfKind(kind: PaymentMeanKind): PaymentMeanId[] {
  return PAYMENT_MEAN_IDS.filter((id) => kindOfMean(id) === kind);
}

/** The means a new one of this id replaces when it becomes active: none for a card (cards are kept side by side). */
export function replacedBy(mopId: PaymentMeanId): PaymentMeanId[] {
  return mopId === CARD_MOP ? [] : meansOfKind(kindOfMean(mopId));
}

/**
 * An offer's `availiablemop` (a comma list of ids): the means it allows.
 * null or empty means every means; ids the portal does not know are ignored.
 */
export function allowedByOffer(availability: string | null | undefined): PaymentMeanId[] {
  const text = availability?.trim();
  if (!text) return [...PAYMENT_MEAN_IDS];
  const listed = new Set(text.split(',').map((part) => Number(part.trim())));
  return PAYMENT_MEAN_IDS.filter((id) => listed.has(id));
}

/** Spec 5: the means available for a cart are those allowed by every offer in it (null availability means all). */
export function paymentMeansForOffers(offers: ReadonlyArray<{ availiablemop?: string | null }>): PaymentMeanId[] {
  return offers.reduce<PaymentMeanId[]>(
    (available, offer) => {
      const allowed = allowedByOffer(offer.availiablemop);
      return available.filter((id) => allowed.includes(id));
    },
    [...PAYMENT_MEAN_IDS],
  );
}

export function isPaymentMeanAllowed(mopId: number, offers: ReadonlyArray<{ availiablemop?: string | null }>): boolean {
  return (paymentMeansForOffers(offers) as number[]).includes(mopId);
}
