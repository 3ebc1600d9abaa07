// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announcePaymentOutcome,
  isPaymentResult,
  listenForPaymentOutcome,
  PAYMENT_CHANNEL,
  startPaymentReturnPage,
  type PaymentResultMessage,
} from './payment-return.ts';

const SUCCESS_URL =
  'http://portal.test/afterPayment?purpose=ADD_MEANS&returnPath=%2Foferta-online%2Fmoje-konto&transactionId=gt_abc&status=SUCCESS&token=card_1&tokenType=CARD';
const ERROR_URL = 'http://portal.test/platnosc/blad?purpose=ORDER&transactionId=gt_abc&reason=UNSUPPORTED_BANK';

describe('announcePaymentOutcome', () => {
  it('posts the return page’s outcome (without the return path)', () => {
    const posted: unknown[] = [];
    const outcome = announcePaymentOutcome(SUCCESS_URL, { postMessage: (message: unknown) => posted.push(message) });
    expect(outcome?.returnPath).toBe('/oferta-online/moje-konto');
    expect(posted).toEqual([
      { type: 'PAYMENT_RESULT', outcome: 'SUCCESS', transactionId: 'gt_abc', reason: null, purpose: 'ADD_MEANS', token: 'card_1', tokenType: 'CARD' },
    ]);
  });

  it('posts an error with its reason', () => {
    const posted: PaymentResultMessage[] = [];
    announcePaymentOutcome(ERROR_URL, { postMessage: (message: PaymentResultMessage) => posted.push(message) });
    expect(posted[0]).toMatchObject({ outcome: 'ERROR', reason: 'UNSUPPORTED_BANK', purpose: 'ORDER', token: null });
  });

  it('posts nothing from another page', () => {
    const posted: unknown[] = [];
    expect(announcePaymentOutcome('http://portal.test/oferta-online', { postMessage: (message: unknown) => posted.push(message) })).toBeNull();
    expect(posted).toEqual([]);
  });
});

describe('listenForPaymentOutcome (the opener’s side)', () => {
  it('receives the outcome posted on the channel, and nothing else', async () => {
    const received: PaymentResultMessage[] = [];
    const stop = listenForPaymentOutcome((message) => received.push(message));
    const sender = new BroadcastChannel(PAYMENT_CHANNEL);
    sender.postMessage({ type: 'OTHER' });
    announcePaymentOutcome(ERROR_URL, sender);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ outcome: 'ERROR', reason: 'UNSUPPORTED_BANK' });
    sender.close();
    stop();
  });

  it('recognises its messages', () => {
    expect(isPaymentResult({ type: 'PAYMENT_RESULT', outcome: 'SUCCESS' })).toBe(true);
    expect(isPaymentResult({ type: 'PAYMENT_RESULT', outcome: 'MAYBE' })).toBe(false);
    expect(isPaymentResult(null)).toBe(false);
    expect(isPaymentResult('PAYMENT_RESULT')).toBe(false);
  });
});

describe('startPaymentReturnPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<p data-payment-message>Płatność nie została zrealizowana.</p><a href="/" data-payment-back>Wróć do serwisu</a>`;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeWindow = (href: string, opener: unknown) => {
    const close = vi.fn();
    return { win: { location: { href }, opener, close, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window, close };
  };

  it('says why the payment failed and closes the pop-up the portal opened', () => {
    const { win, close } = fakeWindow(ERROR_URL, {});
    startPaymentReturnPage(document, win);
    expect(document.querySelector('[data-payment-message]')?.textContent).toBe(
      'Bank Twojej karty nie obsługuje tej płatności. Użyj innej karty lub innej metody płatności.',
    );
    expect(close).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(close).toHaveBeenCalledOnce();
  });

  it('offers the way back to the return path and stays open when it is not a pop-up', () => {
    const { win, close } = fakeWindow(SUCCESS_URL, null);
    startPaymentReturnPage(document, win);
    expect(document.querySelector<HTMLAnchorElement>('[data-payment-back]')?.getAttribute('href')).toBe('/oferta-online/moje-konto');
    expect(document.querySelector('[data-payment-message]')?.textContent).toBe('Płatność nie została zrealizowana.');
    vi.runAllTimers();
    expect(close).not.toHaveBeenCalled();
  });
});
