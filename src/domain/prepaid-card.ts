import dayjs from 'dayjs';

/**
 * Prepaid TV cards (spec 3 "Prepaid card"): the status a card shows and how
 * a top-up extends its validity. Per the card-status page's terms, a top-up
 * adds its months counted from the end of the current validity; a card that
 * has lapsed (or was never used) is counted from today. Dates 'YYYY-MM-DD'.
 * Shared by the server (which applies a paid top-up) and the top-up screens
 * (the number typed, the end date each package would give, how long to wait
 * for a payment's outcome).
 */

export type StoredCardStatus = 'INACTIVE' | 'ACTIVE' | 'EXPIRED' | 'BLOCKED';
export type CardStatus = StoredCardStatus;

/** The status shown on a day: an active card past its last valid day reads as expired. */
export function cardStatusOn(stored: StoredCardStatus, maxProductEndDate: string | null, today: string): CardStatus {
  if (stored === 'ACTIVE' && maxProductEndDate !== null && maxProductEndDate < today) return 'EXPIRED';
  return stored;
}

/** A blocked card cannot be topped up; any other can (a top-up activates an inactive or expired one). */
export function canTopUp(stored: StoredCardStatus): boolean {
  return stored !== 'BLOCKED';
}

/** The last valid day after a top-up of `months`. */
export function validityAfterTopUp(maxProductEndDate: string | null, today: string, months: number): string {
  const from = maxProductEndDate !== null && maxProductEndDate >= today ? maxProductEndDate : today;
  return dayjs(from).add(months, 'month').format('YYYY-MM-DD');
}

/** A card's number: 12 digits (the contract checks the same pattern). */
export const CARD_NUMBER_PATTERN = /^[0-9]{12}$/;

/** The groups of four a card number is printed in (1000 0000 0018). */
const GROUPED_NUMBER = /^[0-9]{4} [0-9]{4} [0-9]{4}$/;

export type CardNumberProblem = 'empty' | 'not-digits' | 'too-short' | 'too-long' | 'spacing';

/**
 * The number a visitor typed, as the server takes it: its 12 digits, or what
 * is wrong with it. Spaces around it are ignored, and the digits may be typed
 * in the groups of four printed on the card; any other character, or spaces
 * elsewhere, are refused, so what is sent is exactly what the contract's
 * pattern accepts.
 */
export function cardNumberOf(input: string): { cardNumber: string } | { problem: CardNumberProblem } {
  // A non-breaking space pasted from a page counts as a space.
  const typed = input.replace(/\s/g, ' ').trim();
  if (typed === '') return { problem: 'empty' };
  if (/[^0-9 ]/.test(typed)) return { problem: 'not-digits' };
  const digits = typed.replaceAll(' ', '');
  if (digits.length < 12) return { problem: 'too-short' };
  if (digits.length > 12) return { problem: 'too-long' };
  return typed === digits || GROUPED_NUMBER.test(typed) ? { cardNumber: digits } : { problem: 'spacing' };
}

/** A card number shown in the groups of four printed on the card. */
export function groupedCardNumber(cardNumber: string): string {
  return CARD_NUMBER_PATTERN.test(cardNumber) ? cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ') : cardNumber;
}

export interface TopUpPackage {
  packageCode: string;
  name: string;
  months: number;
  price: string;
}

/** A package offered for a card, with the card's last valid day once it is paid. */
export interface TopUpChoice extends TopUpPackage {
  validUntil: string;
}

/**
 * The packages a card can be topped up with on `today` (the Polish day), each
 * with the last valid day it would give (the rule the server applies when the
 * top-up is paid); none for a blocked card.
 */
export function topUpChoices(
  card: { cardStatus: CardStatus; maxProdEndDate: string | null; packages: readonly TopUpPackage[] },
  today: string,
): TopUpChoice[] {
  if (!canTopUp(card.cardStatus)) return [];
  return card.packages.map((pack) => ({ ...pack, validUntil: validityAfterTopUp(card.maxProdEndDate, today, pack.months) }));
}

/**
 * The card's package as the status answer names it: the one package whose
 * price is `currentPrice` (the price of its last paid top-up, else of the
 * shortest package); null for a card never used, or when the price does not
 * name one package.
 */
export function currentPackageOf(card: {
  cardStatus: CardStatus;
  currentPrice: string | null;
  packages: readonly TopUpPackage[];
}): TopUpPackage | null {
  if (card.cardStatus === 'INACTIVE' || card.currentPrice === null) return null;
  const priced = card.packages.filter((pack) => Number(pack.price) === Number(card.currentPrice));
  return priced.length === 1 ? priced[0]! : null;
}

/**
 * How often and how long the verification step asks for a top-up's status:
 * every 2 seconds, for a minute at most; twice when the customer closed the
 * gateway's window without finishing (the gateway answers at once then).
 */
export const TOP_UP_POLL = { intervalMs: 2_000, attempts: 30, attemptsAfterClosedWindow: 2 } as const;

export type TopUpProgress = 'waiting' | 'succeeded' | 'failed' | 'abandoned' | 'unsettled';

/**
 * Where a top-up stands after `checks` status answers: settled (succeeded or
 * failed), still being waited for, left unpaid in a window the customer
 * closed (abandoned), or not settled within the bound (unsettled: the card
 * changes only once the payment is confirmed).
 */
export function topUpProgress(status: 'PENDING' | 'SUCCEEDED' | 'FAILED', checks: number, windowClosed: boolean): TopUpProgress {
  if (status === 'SUCCEEDED') return 'succeeded';
  if (status === 'FAILED') return 'failed';
  if (windowClosed && checks >= TOP_UP_POLL.attemptsAfterClosedWindow) return 'abandoned';
  return checks >= TOP_UP_POLL.attempts ? 'unsettled' : 'waiting';
}
