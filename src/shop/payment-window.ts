import type { PaymentPurpose } from '#domain/payment-return.ts';
import { listenForPaymentOutcome } from '#payments/client/payment-return.ts';
import { PENDING_PAYMENT_KEY } from '#shell/client/auth-redirect.ts';

export type PaymentWindowOutcome = 'SUCCESS' | 'ERROR' | 'CLOSED';

const POLL_MS = 1000;

/**
 * Opens the payment gateway's page in a new window (spec 4 "Add payment")
 * and waits for its outcome: the return page posts it on the payments
 * BroadcastChannel. A window the customer closes without finishing resolves
 * CLOSED (the caller then asks the API how things stand). When the browser
 * blocks the pop-up, `onOpened(true)` lets the page offer a link instead,
 * and the outcome still arrives on the channel. The payment in progress is
 * remembered for the tab (spec 3 "pending payment data") until it ends.
 * Only the outcomes of `purpose` (an order's, or a payment means being added) count.
 */
export function payInWindow(url: string, onOpened: (blocked: boolean) => void, purpose: PaymentPurpose = 'ORDER'): Promise<PaymentWindowOutcome> {
  const popup = window.open(url, 'portal-payment', 'popup,width=520,height=760');
  sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ url, startedAt: Date.now() }));
  onOpened(popup === null);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = listenForPaymentOutcome((message) => {
      if (message.purpose !== null && message.purpose !== purpose) return;
      finish(message.outcome);
    });
    function finish(outcome: PaymentWindowOutcome) {
      stop();
      clearInterval(timer);
      sessionStorage.removeItem(PENDING_PAYMENT_KEY);
      resolve(outcome);
    }
    if (popup) {
      timer = setInterval(() => {
        // A moment's grace: the return page posts just before it closes itself.
        if (popup.closed) setTimeout(() => finish('CLOSED'), 500);
      }, POLL_MS);
    }
  });
}
