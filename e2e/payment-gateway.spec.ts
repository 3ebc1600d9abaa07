import { meanItem, openCardGateway, PAYMENTS_PAGE, saveCard } from './support/payment-means.ts';
import { expect, test } from './support/test.ts';

/**
 * Adding a card through the embedded payment gateway from My payments (spec 4
 * "Add payment"): mop/add answers the gateway page, which opens in a new
 * window; the customer pays there with a test card; the window comes back to
 * /afterPayment (or /platnosc/blad), tells the opener on the BroadcastChannel
 * portal:payments and closes; the page then asks mop/checkMopProcess and
 * shows the outcome.
 */

test.describe('a card the gateway accepts', () => {
  test.use({ customer: 'klient.c@horyzont.example' });

  test('the gateway window returns to /afterPayment and closes; the page says the card was added and lists it', async ({ page }) => {
    await page.goto(PAYMENTS_PAGE);
    const gateway = await openCardGateway(page);
    const errors: string[] = [];
    gateway.on('pageerror', (error) => errors.push(error.message));
    const closed = gateway.waitForEvent('close');
    await expect(gateway.getByText('Karty testowe')).toBeVisible();
    await saveCard(gateway, '4242 4242 4242 4242');

    await gateway.waitForURL(/\/afterPayment\?.*status=SUCCESS/, { waitUntil: 'commit' });
    await closed;
    expect(errors).toEqual([]);
    const result = page.getByRole('dialog', { name: 'Dodawanie metody płatności' });
    await expect(result.getByRole('status')).toHaveText('Dodaliśmy metodę płatności: Karta •••• 4242.');
    await result.getByRole('button', { name: 'Gotowe' }).click();
    await expect(meanItem(page, 'Karta •••• 4242')).toBeVisible();
  });
});

test.describe('a card of a bank the gateway does not support', () => {
  test.use({ customer: 'klient.k@horyzont.example' });

  test('the gateway window returns to /platnosc/blad and closes; the unsupported-bank sidebar says why, nothing is added', async ({ page }) => {
    await page.goto(PAYMENTS_PAGE);
    await expect(page.getByText('Nie masz zapisanej metody płatności.', { exact: false })).toBeVisible();
    const gateway = await openCardGateway(page);
    const closed = gateway.waitForEvent('close');
    await saveCard(gateway, '5200 0000 0090 1881');

    await gateway.waitForURL(/\/platnosc\/blad\?.*reason=UNSUPPORTED_BANK/, { waitUntil: 'commit' });
    await closed;
    const refusal = page.getByRole('dialog', { name: 'Bank nie obsługuje tej płatności' });
    await expect(refusal).toContainText('Twoja dotychczasowa metoda płatności pozostaje bez zmian.');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Nie masz zapisanej metody płatności.', { exact: false })).toBeVisible();
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
