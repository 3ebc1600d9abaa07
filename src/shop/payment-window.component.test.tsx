import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CHANNEL } from '#payments/client/payment-return.ts';
import { PENDING_PAYMENT_KEY } from '#shell/client/auth-redirect.ts';
import { payInWindow } from './payment-window.ts';
import { readShopReturn, saveShopReturn, SHOP_RETURN_KEY } from './shop-return.ts';

const post = (message: unknown) => {
  const channel = new BroadcastChannel(PAYMENT_CHANNEL);
  channel.postMessage(message);
  channel.close();
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('payment window', () => {
  it('a blocked pop-up is reported, the payment is remembered, and the outcome still arrives on the channel', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const opened = vi.fn();
    const outcome = payInWindow('/bramka-platnicza/gt_1', opened);
    expect(opened).toHaveBeenCalledWith(true);
    expect(JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? '{}')).toMatchObject({ url: '/bramka-platnicza/gt_1' });
    // A message about adding a payment means is not this order's outcome.
    post({ type: 'PAYMENT_RESULT', outcome: 'SUCCESS', purpose: 'ADD_MEANS', transactionId: null, reason: null, token: null, tokenType: null });
    post({ type: 'PAYMENT_RESULT', outcome: 'ERROR', purpose: 'ORDER', transactionId: null, reason: 'DECLINED', token: null, tokenType: null });
    await expect(outcome).resolves.toBe('ERROR');
    expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it('a window closed without an outcome resolves CLOSED', async () => {
    vi.useFakeTimers();
    const popup = { closed: false } as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const outcome = payInWindow('/bramka-platnicza/gt_2', () => undefined);
    (popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(outcome).resolves.toBe('CLOSED');
    vi.useRealTimers();
  });
});

describe('the page an offer was chosen on', () => {
  it('is kept for the tab when it is a page of this site', () => {
    saveShopReturn(`${location.origin}/oferta-online/pakiet-start?x=1`, location.origin);
    expect(readShopReturn()).toBe('/oferta-online/pakiet-start?x=1');
  });

  it('another site or no referrer is not kept', () => {
    saveShopReturn('https://example.org/oferta', location.origin);
    saveShopReturn('', location.origin);
    expect(sessionStorage.getItem(SHOP_RETURN_KEY)).toBeNull();
    expect(readShopReturn()).toBeNull();
  });
});
