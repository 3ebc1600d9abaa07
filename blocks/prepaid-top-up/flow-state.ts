import { CARD_NUMBER_PATTERN } from '#domain/prepaid-card.ts';

/**
 * What crosses the top-up's pages, for this tab only (sessionStorage): the
 * card, the package chosen and, once „Zapłać” started it, the top-up's
 * transaction. Nothing of the payment itself: the card is paid on the
 * gateway's page. Cleared when the top-up is confirmed; the transaction is
 * dropped when it failed, so trying again starts a new one.
 */
export const TOP_UP_FLOW_KEY = 'portal:prepaid-top-up';

export interface TopUpFlow {
  cardNumber: string;
  packageCode: string;
  transactionId?: string;
}

const WINDOW_PARAM = 'okno';
const WINDOW_CLOSED = 'zamkniete';

/** The verification page's address when the customer closed the gateway's window without finishing. */
export function afterClosedWindow(verificationUrl: string): string {
  return `${verificationUrl}${verificationUrl.includes('?') ? '&' : '?'}${WINDOW_PARAM}=${WINDOW_CLOSED}`;
}

/** Whether the verification page was reached from a gateway window closed without finishing. */
export function cameFromClosedWindow(search: string): boolean {
  return new URLSearchParams(search).get(WINDOW_PARAM) === WINDOW_CLOSED;
}

const PACKAGE_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The flow kept for the tab, or null (none, or not one this page wrote). */
export function readFlow(): TopUpFlow | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(TOP_UP_FLOW_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { cardNumber, packageCode, transactionId } = stored as Record<string, unknown>;
    if (typeof cardNumber !== 'string' || !CARD_NUMBER_PATTERN.test(cardNumber)) return null;
    if (typeof packageCode !== 'string' || !PACKAGE_CODE.test(packageCode)) return null;
    const transaction = typeof transactionId === 'string' && TRANSACTION_ID.test(transactionId) ? { transactionId } : {};
    return { cardNumber, packageCode, ...transaction };
  } catch {
    return null;
  }
}

export function saveFlow(flow: TopUpFlow): void {
  const { cardNumber, packageCode, transactionId } = flow;
  sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify(transactionId ? { cardNumber, packageCode, transactionId } : { cardNumber, packageCode }));
}

export function clearFlow(): void {
  sessionStorage.removeItem(TOP_UP_FLOW_KEY);
}
