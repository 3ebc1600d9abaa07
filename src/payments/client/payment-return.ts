import { paymentOutcomeOf, type PaymentOutcome } from '#domain/payment-return.ts';
import { paymentReturnTexts as t } from '../texts.ts';

/**
 * The portal's payment return pages and the window that opened the gateway
 * (spec 4 "Add payment"): the gateway's window lands on /afterPayment or on
 * /platnosc/blad, posts the outcome on a BroadcastChannel and closes; the
 * opener, listening on the same channel, then asks the API for the state
 * (mop/checkMopProcess, the order, the top-up's status).
 */

export const PAYMENT_CHANNEL = 'portal:payments';

/** What the return page posts on the channel. */
export type PaymentResultMessage = { type: 'PAYMENT_RESULT' } & Omit<PaymentOutcome, 'returnPath'>;

/** The window closes a moment after posting, so the message leaves before the window goes. */
const CLOSE_DELAY_MS = 300;

export function isPaymentResult(data: unknown): data is PaymentResultMessage {
  const message = data as Partial<PaymentResultMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'PAYMENT_RESULT' &&
    (message.outcome === 'SUCCESS' || message.outcome === 'ERROR')
  );
}

/** Posts the outcome of the url on the channel; null (nothing posted) for a url that is no return page. */
export function announcePaymentOutcome(url: string, channel: Pick<BroadcastChannel, 'postMessage'>): PaymentOutcome | null {
  const outcome = paymentOutcomeOf(url);
  if (!outcome) return null;
  const { returnPath: _returnPath, ...rest } = outcome;
  const message: PaymentResultMessage = { type: 'PAYMENT_RESULT', ...rest };
  channel.postMessage(message);
  return outcome;
}

/** The opener's side: calls back with each outcome posted; answers the function that stops listening. */
export function listenForPaymentOutcome(onOutcome: (message: PaymentResultMessage) => void): () => void {
  const channel = new BroadcastChannel(PAYMENT_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isPaymentResult(event.data)) onOutcome(event.data);
  });
  return () => channel.close();
}

/** Runs a return page: tells the opener, says why a payment failed, offers the way back, closes a pop-up. */
export function startPaymentReturnPage(doc: Document = document, win: Window = window): void {
  const channel = new BroadcastChannel(PAYMENT_CHANNEL);
  const outcome = announcePaymentOutcome(win.location.href, channel);

  const reason = outcome?.reason ? t.reasons[outcome.reason] : null;
  const message = doc.querySelector<HTMLElement>('[data-payment-message]');
  if (message && reason) message.textContent = reason;
  const back = doc.querySelector<HTMLAnchorElement>('[data-payment-back]');
  if (back && outcome?.returnPath) back.href = outcome.returnPath;

  // Only a window the portal opened closes itself (a browser ignores the others anyway).
  if (win.opener) {
    win.setTimeout(() => {
      channel.close();
      win.close();
    }, CLOSE_DELAY_MS);
  }
}
