/**
 * The payment gateway's way back to the portal (spec 4 "Add payment"): the
 * window the portal opened lands on /afterPayment (the return page) or on a
 * page whose url contains /blad (an error), with the outcome in the query.
 * Shared by the server (which builds these urls) and the return pages (which
 * read them and tell the opener).
 */

export const PAYMENT_RETURN_PATH = '/afterPayment';
export const PAYMENT_ERROR_PATH = '/platnosc/blad';

/** Why a gateway transaction failed. */
export const PAYMENT_FAILURE_REASONS = [
  /** The bank refused the card. */
  'DECLINED',
  /** The card's bank does not take part (spec sidebar UNSUPPORTED_BANK_SB, code 712). */
  'UNSUPPORTED_BANK',
  /** The card has expired. */
  'EXPIRED_CARD',
  /** The instant code was wrong or used (code 713). */
  'WRONG_CODE',
  /** The PIN sent by SMS was not entered in time (spec sidebar "PIN timeout"). */
  'PIN_EXPIRED',
  /** Three wrong PINs. */
  'PIN_BLOCKED',
  /** The stored card or billing agreement was withdrawn. */
  'REVOKED',
  /** The customer cancelled on the gateway's page, or the portal replaced the transaction. */
  'CANCELLED',
  /** The transaction was not completed in time. */
  'EXPIRED',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** What the portal started the transaction for. */
export const PAYMENT_PURPOSES = ['ADD_MEANS', 'ORDER', 'TOP_UP'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export function isFailureReason(value: unknown): value is PaymentFailureReason {
  return typeof value === 'string' && (PAYMENT_FAILURE_REASONS as readonly string[]).includes(value);
}

/** Spec 4: a payment url containing /blad is an error; one containing /afterPayment is the return page. */
export function paymentUrlKind(url: string): 'error' | 'return' | 'other' {
  if (url.includes('/blad')) return 'error';
  if (url.includes(PAYMENT_RETURN_PATH)) return 'return';
  return 'other';
}

const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const MAX_RETURN_PATH = 300;

/** A path on this site (never another host: `//x`, `/\x`), or null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

export interface PaymentOutcome {
  outcome: 'SUCCESS' | 'ERROR';
  transactionId: string | null;
  /** Why it failed (ERROR only); an unknown reason reads as null. */
  reason: PaymentFailureReason | null;
  purpose: PaymentPurpose | null;
  /** A card token the gateway issued (card registration), for payments/token. */
  token: string | null;
  tokenType: string | null;
  /** Where the portal wanted the customer back when the window was not a pop-up. */
  returnPath: string | null;
}

/** The outcome a return url carries, or null for a url that is neither the return page nor an error page. */
export function paymentOutcomeOf(url: string | URL): PaymentOutcome | null {
  const parsed = typeof url === 'string' ? new URL(url, 'http://portal.invalid') : url;
  const kind = paymentUrlKind(parsed.pathname);
  if (kind === 'other') return null;
  const query = parsed.searchParams;
  const matching = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : null);
  const success = kind === 'return' && query.get('status') === 'SUCCESS';
  const reason = query.get('reason');
  const purpose = query.get('purpose');
  return {
    outcome: success ? 'SUCCESS' : 'ERROR',
    transactionId: matching(query.get('transactionId'), TRANSACTION_ID),
    reason: success ? null : isFailureReason(reason) ? reason : null,
    purpose: (PAYMENT_PURPOSES as readonly (string | null)[]).includes(purpose) ? (purpose as PaymentPurpose) : null,
    token: success ? matching(query.get('token'), TOKEN) : null,
    tokenType: success ? matching(query.get('tokenType'), /^[A-Z_]{1,20}$/) : null,
    returnPath: safeReturnPath(query.get('returnPath')),
  };
}
