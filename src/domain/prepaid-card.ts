import dayjs from 'dayjs';

/**
 * Prepaid TV cards (spec 3 "Prepaid card"): the status a card shows and how
 * a top-up extends its validity. Per the card-status page's terms, a top-up
 * adds its months counted from the end of the current validity; a card that
 * has lapsed (or was never used) is counted from today. Dates 'YYYY-MM-DD'.
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
