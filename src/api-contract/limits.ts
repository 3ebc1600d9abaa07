/**
 * Every limit on attempts the portal enforces, in one place: the server
 * counts them (src/server/rate-limit.ts), the operations declare the ones
 * they count (OpenAPI: x-limits and the 429 answer), and docs/limits.md
 * explains how each was sized.
 *
 * Limits are keyed to what an attacker must pay for: a signed-in account
 * (registrations are limited), a session (for anonymous calls), a phone
 * number, an e-mail address or a login. A client address is a key only where
 * nothing else identifies the caller (before an account exists, and for
 * anonymous callers, whose sessions are free), never for a signed-in
 * customer: carriers put thousands of customers behind one address
 * (carrier-grade NAT). Per-address limits are sized for a busy evening behind
 * one, from the measured cost of what they guard (docs/limits.md).
 */

/** Whose attempts a limit counts. */
export type LimitKey =
  /** The client address (an IPv4 address or an IPv6 /64). */
  | 'address'
  /** The session, signed in or not. */
  | 'session'
  /** The signed-in customer, on every device; an anonymous caller's session. */
  | 'caller'
  /** The signed-in customer. */
  | 'customer'
  | 'login'
  | 'phone-number'
  | 'e-mail';

export interface Limit {
  /** What is counted, in a few words: "codes tried". */
  what: string;
  /** The counter's name (rate_limit_buckets.key's prefix): renaming it starts every count afresh. */
  name: string;
  /** Attempts allowed in one window. */
  limit: number;
  /** Fixed windows of this length. */
  windowMs: number;
  per: LimitKey;
  /** Counted for anonymous callers only: a signed-in one is counted by their account (the call's 'caller' limit). */
  anonymousOnly?: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const limits = {
  /** Sessions stored per address (a visitor's first act): the only key of someone who never keeps the cookie. */
  sessionStarts: { what: 'sessions started', name: 'session-start-address', limit: 3000, windowMs: 10 * MINUTE, per: 'address' },
  /** Accounts registered per address: what makes a signed-in account worth something to an attacker. */
  registrations: { what: 'accounts registered', name: 'registration-address', limit: 30, windowMs: HOUR, per: 'address' },
  /** Failed passwords per login: no account's password can be guessed. */
  failedPasswordsPerLogin: { what: 'failed passwords', name: 'password-login', limit: 10, windowMs: 15 * MINUTE, per: 'login' },
  /** Failed passwords per address: one client cannot try a password on many logins. */
  failedPasswordsPerAddress: { what: 'failed passwords', name: 'password-address', limit: 300, windowMs: 15 * MINUTE, per: 'address' },

  /** Cart voucher codes tried (cart/checkVoucher). */
  cartVouchers: { what: 'codes tried', name: 'voucher', limit: 5, windowMs: 10 * MINUTE, per: 'caller' },
  cartVouchersPerAddress: { what: 'codes tried', name: 'voucher-ip', limit: 100, windowMs: 10 * MINUTE, per: 'address', anonymousOnly: true },
  /** Activation codes checked or activated (voucher/check, voucher/activate). */
  voucherCodes: { what: 'codes checked or activated', name: 'voucher-code', limit: 10, windowMs: 10 * MINUTE, per: 'caller' },
  voucherCodesPerAddress: {
    what: 'codes checked or activated',
    name: 'voucher-code-ip',
    limit: 100,
    windowMs: 10 * MINUTE,
    per: 'address',
    anonymousOnly: true,
  },

  /** Numbers checked for operator billing (validateMsisdn), a PIN message each. */
  msisdnChecks: { what: 'numbers checked', name: 'msisdn', limit: 5, windowMs: 15 * MINUTE, per: 'customer' },
  /** PIN messages to one number, whichever accounts ask: a number is never flooded with SMS. */
  pinsPerNumber: { what: 'PIN messages', name: 'pin-number', limit: 3, windowMs: 15 * MINUTE, per: 'phone-number' },
  /** Instant codes tried at cart/finalize: six digits must not be guessable. */
  instantCodes: { what: 'codes tried', name: 'instant-code', limit: 5, windowMs: 15 * MINUTE, per: 'customer' },
  /** mop/add: each call opens a transaction at the gateway. */
  meanAdditions: { what: 'additions started', name: 'mop-add', limit: 10, windowMs: 15 * MINUTE, per: 'customer' },

  /** Prepaid card look-ups: card numbers must not be enumerable, not even with new sessions. */
  cardLookups: { what: 'look-ups', name: 'tnk-card-status', limit: 10, windowMs: 10 * MINUTE, per: 'session' },
  cardLookupsPerAddress: { what: 'look-ups', name: 'tnk-card-status-address', limit: 100, windowMs: 10 * MINUTE, per: 'address' },
  /** Prepaid top-ups started, a gateway transaction each. */
  topUps: { what: 'top-ups started', name: 'tnk-payment-url', limit: 10, windowMs: 10 * MINUTE, per: 'session' },
  topUpsPerAddress: { what: 'top-ups started', name: 'tnk-payment-url-address', limit: 100, windowMs: 10 * MINUTE, per: 'address' },

  /** Messages to customer service. */
  customerMessages: { what: 'messages', name: 'account-message', limit: 10, windowMs: HOUR, per: 'customer' },
  /** Help-article votes: a reader rates a page at a time. */
  articleRatings: { what: 'votes', name: 'article-rating', limit: 60, windowMs: HOUR, per: 'caller' },
  articleRatingsPerAddress: { what: 'votes', name: 'article-rating-address', limit: 600, windowMs: HOUR, per: 'address', anonymousOnly: true },
  /** Analytics events, a stored row each: one address cannot grow the table without bound (user-menu clicks come far slower). */
  eventsPerAddress: { what: 'events', name: 'event-address', limit: 3000, windowMs: 10 * MINUTE, per: 'address' },
  /** Lead forms: a family or an office behind one address still can; a script cannot flood the receiver. */
  forms: { what: 'forms', name: 'forms-address', limit: 30, windowMs: HOUR, per: 'address' },
  formsPerEmail: { what: 'forms', name: 'forms-email', limit: 3, windowMs: HOUR, per: 'e-mail' },
} as const satisfies Record<string, Limit>;

const KEY_WORDS: Record<LimitKey, string> = {
  address: 'client address',
  session: 'session',
  caller: 'signed-in customer, or session when anonymous',
  customer: 'customer',
  login: 'login',
  'phone-number': 'phone number',
  'e-mail': 'e-mail address',
};

function windowWords(ms: number): string {
  if (ms === HOUR) return 'an hour';
  return ms % HOUR === 0 ? `${ms / HOUR} hours` : `${ms / MINUTE} minutes`;
}

/** "codes tried: 10 per 10 minutes per customer". */
export const describeLimit = (limit: Limit): string =>
  `${limit.what}: ${limit.limit} per ${windowWords(limit.windowMs)} per ${KEY_WORDS[limit.per]}${limit.anonymousOnly ? ' of anonymous callers' : ''}`;
