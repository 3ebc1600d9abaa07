import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Adding a card through the embedded payment gateway, the way the portal
 * does it (spec 4 "Add payment"): mop/add answers the gateway page, a click
 * opens it in a new window, the customer pays there with a test card, the
 * window comes back to /afterPayment (or /platnosc/blad), tells the opener
 * on the BroadcastChannel portal:payments and closes; the opener then asks
 * mop/checkMopProcess.
 */

const PAYMENTS_PAGE = '/oferta-online/moje-konto/moje-platnosci';
const CHANNEL = 'portal:payments';

type Envelope<T> = { data: T; errorCode: number; msg: string; status: string };

/** A call of the customer API from the page, as the API client makes it (session cookie, XSRF header). */
function callApi<T>(page: Page, path: string, body: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ path, body }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf ?? '') },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Envelope<T>;
    },
    { path, body },
  );
}

/**
 * Starts adding a card, listens on the channel, and opens the gateway from a
 * click (a user gesture, as a pop-up needs) on a button put into the page.
 */
async function openCardWindow(page: Page) {
  await page.goto(PAYMENTS_PAGE);
  const added = await callApi<{ paymentUrl: string }>(page, '/api/mop/add', {
    mopId: 1,
    consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }],
    returnPath: PAYMENTS_PAGE,
  });
  expect(added.status).toBe('SUCCESS');
  await page.evaluate(
    ({ channel, paymentUrl }) => {
      const received: unknown[] = [];
      (window as unknown as { paymentMessages: unknown[] }).paymentMessages = received;
      new BroadcastChannel(channel).addEventListener('message', (event) => received.push(event.data));
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Otwórz bramkę płatności';
      button.addEventListener('click', () => window.open(paymentUrl, 'platnosc', 'popup,width=520,height=760'));
      document.querySelector('main')?.prepend(button);
    },
    { channel: CHANNEL, paymentUrl: added.data.paymentUrl },
  );
  const [gateway] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Otwórz bramkę płatności' }).click()]);
  const errors: string[] = [];
  gateway.on('pageerror', (error) => errors.push(error.message));
  const closed = gateway.waitForEvent('close');
  await expect(gateway.getByRole('heading', { level: 1, name: 'Dodaj kartę płatniczą' })).toBeVisible();
  return { gateway, closed, errors };
}

async function payWith(gateway: Page, cardNumber: string) {
  await gateway.getByLabel('Numer karty').fill(cardNumber);
  await gateway.getByLabel('Data ważności (MM/RR)').fill('12/30');
  await gateway.getByLabel('Kod CVC').fill('123');
  await gateway.getByRole('button', { name: 'Zapisz kartę' }).click();
}

const messagesOf = (page: Page) => page.evaluate(() => (window as unknown as { paymentMessages: unknown[] }).paymentMessages);

test.describe('a card the gateway accepts', () => {
  test.use({ customer: 'klient.c@horyzont.example' });

  test('the gateway window returns to /afterPayment, tells the opener and closes; the card is the customer’s', async ({ page }) => {
    const { gateway, closed, errors } = await openCardWindow(page);
    await expect(gateway.getByText('Karty testowe')).toBeVisible();
    await payWith(gateway, '4242 4242 4242 4242');

    await gateway.waitForURL(/\/afterPayment\?.*status=SUCCESS/, { waitUntil: 'commit' });
    await closed;
    await expect
      .poll(() => messagesOf(page))
      .toEqual([expect.objectContaining({ type: 'PAYMENT_RESULT', outcome: 'SUCCESS', purpose: 'ADD_MEANS', reason: null, tokenType: 'CARD' })]);
    expect(errors).toEqual([]);

    const process = await callApi<{ status: string; displayString: string }>(page, '/api/mop/checkMopProcess', {});
    expect(process.data).toMatchObject({ status: 'ACTIVE', displayString: 'Karta •••• 4242' });
  });
});

test.describe('a card of a bank the gateway does not support', () => {
  test.use({ customer: 'klient.k@horyzont.example' });

  test('the gateway window returns to /platnosc/blad, tells the opener why and closes; the means failed', async ({ page }) => {
    const { gateway, closed, errors } = await openCardWindow(page);
    await payWith(gateway, '5200 0000 0090 1881');

    await gateway.waitForURL(/\/platnosc\/blad\?.*reason=UNSUPPORTED_BANK/, { waitUntil: 'commit' });
    await closed;
    await expect
      .poll(() => messagesOf(page))
      .toEqual([expect.objectContaining({ type: 'PAYMENT_RESULT', outcome: 'ERROR', purpose: 'ADD_MEANS', reason: 'UNSUPPORTED_BANK', token: null })]);
    expect(errors).toEqual([]);

    const process = await callApi<{ status: string; failureReason: string }>(page, '/api/mop/checkMopProcess', {});
    expect(process.data).toMatchObject({ status: 'FAILED', failureReason: 'UNSUPPORTED_BANK' });
  });
});

test('the error page opened directly says why in Polish, offers the way back and stays open', async ({ page }) => {
  await page.goto('/platnosc/blad?transactionId=gt_AAAAAAAAAAAAAAAAAAAAAAAA&reason=PIN_EXPIRED&purpose=ADD_MEANS&returnPath=%2Foferta-online');
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność nieudana' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Kod PIN wygasł. Poproś o nowy kod.' })).toBeVisible();
  await expect(page.getByText('Możesz zamknąć to okno.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do serwisu' })).toHaveAttribute('href', '/oferta-online');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
