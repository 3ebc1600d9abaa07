/**
 * Business error codes of the customer API (spec section 8) and the HTTP
 * status each is answered with. The envelope's errorCode carries the code;
 * the message is the server's Polish text for the situation, shown as is.
 * Codes below 600 that are not HTTP statuses would read as redirects or
 * informational replies, so each business code maps to a 4xx status.
 */

export const errorCodes = {
  /** An order awaits activation or payment: the customer must cancel it before a new purchase (alert with „Anuluj zamówienie”). */
  orderToCancel: 324,
  /** A voucher code is unknown, used up or expired. */
  voucherInvalid: 359,
  /** An activation code belongs to another partner's offer than the voucher page it is typed on (the page goes to the partner wrong-criteria page). */
  voucherOtherPartner: 361,
  /** An offer or product cannot be bought in this situation (inactive, already owned, missing its base package, wrong customer type). */
  offerUnavailable: 366,
  /** The cart is no longer open (already ordered): calls that change it are refused; silent at ACTIVATION and THP. */
  cartClosed: 368,
  /** A change of services is refused (commitment, product not switchable, already planned off, nothing to restore). */
  changeRefused: 406,
  /** The card's bank is not supported by the gateway (finalize opens the unsupported-bank sidebar). */
  unsupportedBank: 712,
  /** The instant-code payment was refused (wrong or expired code); finalize keeps the message as the code's error. */
  instantCodeError: 713,
  /** The thing asked for does not exist or is not the caller's. */
  notFound: 404,
  /** Too many attempts (login, voucher, MSISDN, PIN) in the current window. */
  tooManyAttempts: 429,
  /** The call-back slot asked for is full, has passed or starts too soon (book a call). */
  callSlotUnavailable: 409,
} as const;

export type BusinessErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** HTTP status of each business code: a conflict with the state of things (409) or a refused request (422). */
export const httpStatusOf: Readonly<Record<BusinessErrorCode, number>> = {
  324: 409,
  359: 422,
  361: 422,
  366: 422,
  368: 409,
  406: 422,
  712: 422,
  713: 422,
  404: 404,
  429: 429,
  409: 409,
};

/** What each code means, for the API reference. */
export const errorCodeDescriptions: Readonly<Record<BusinessErrorCode, string>> = {
  324: 'errorCode 324 (HTTP 409): an order awaits activation or payment; cancel it (cart/cancel) before a new purchase.',
  359: 'errorCode 359 (HTTP 422): the voucher code is unknown, used up or expired.',
  361: 'errorCode 361 (HTTP 422): the activation code belongs to another partner’s offer than the page’s (variant); the page leads to the partner wrong-criteria page.',
  366: 'errorCode 366 (HTTP 422): the offer or product cannot be bought in this situation.',
  368: 'errorCode 368 (HTTP 409): the cart is no longer open (already ordered).',
  406: 'errorCode 406 (HTTP 422): the change of services is refused.',
  712: 'errorCode 712 (HTTP 422): the card’s bank is not supported.',
  713: 'errorCode 713 (HTTP 422): the instant-code payment was refused.',
  404: 'errorCode 404: not found, or not the caller’s.',
  429: 'errorCode 429: too many attempts; try again later.',
  409: 'errorCode 409: the call-back slot is full, has passed or starts within the hour; the message names the slot field.',
};
