import type { OperationData } from '#api-contract/operation.ts';
import type { prepaidCardOperations } from '#api-contract/prepaid-card.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { polishDay } from '#domain/billing-period.ts';
import { payInWindow, type PaymentWindowOutcome } from '#shop/payment-window.ts';
import { $serverClockOffset } from '#stores/server-clock.ts';

/**
 * The prepaid card calls (spec 7 /api-tnk/*), loaded at the first one.
 * Failures raise no alert banner: the island shows the server's words in
 * place, beside the field or the button.
 */

const quiet = { alert: false } as const;

export type PrepaidCard = OperationData<typeof prepaidCardOperations.cardStatus>;
export type TopUpStatus = OperationData<typeof prepaidCardOperations.paymentStatus>;

/** tnk-card-status: the card's status, validity and packages (a look-up the server limits). */
export function cardStatus(cardNumber: string): Promise<PrepaidCard> {
  return callOperation(calls.prepaidCard.cardStatus, { body: { cardNumber } }, quiet);
}

/** payment-status: where the top-up stands (the server asks the gateway when it has not heard yet). */
export function topUpStatus(transactionId: string): Promise<TopUpStatus> {
  return callOperation(calls.prepaidCard.paymentStatus, { params: { id: transactionId } }, quiet);
}

/**
 * payment-url, then the gateway's page in a new window (spec 4 "Add
 * payment"): resolves with the window's outcome. `onStarted` hears the
 * transaction before the window opens; `onOpened` whether the browser
 * blocked the pop-up (the page then offers a link).
 */
export async function payTopUp(
  choice: { cardNumber: string; packageCode: string },
  onStarted: (transactionId: string) => void,
  onOpened: (url: string, blocked: boolean) => void,
): Promise<PaymentWindowOutcome> {
  const started = await callOperation(calls.prepaidCard.paymentUrl, { body: choice }, quiet);
  onStarted(started.transactionId);
  return payInWindow(started.url, (blocked) => onOpened(started.url, blocked), 'TOP_UP');
}

/** Today as the server counts a top-up's days: the Polish day on the server's clock (as the last answer's Date showed it). */
export function serverToday(): string {
  return polishDay(new Date(Date.now() - ($serverClockOffset.get() ?? 0)));
}
