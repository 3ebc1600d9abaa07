import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  acceptSummaryConsents,
  addToCart,
  expectOrderAfterReload,
  expectThankYou,
  goToSummary,
  offerCard,
  openConfigurator,
  orderButton,
  orderWithInstantCode,
  placedOrders,
  registerAtSummary,
  SUMMARY,
} from './support/shop.ts';

/**
 * Purchase paths of the shop funnel (issue 4), walked as a customer would, on
 * the real customer API, embedded database and payment-gateway simulator.
 * Tests run in parallel on one database: each buys as a demo customer no
 * other browser test changes (or as a newly registered one).
 */

/** Pays in the gateway's pop-up with a test card; the pop-up returns and closes itself. */
async function payByCardInPopup(page: Page, cardNumber: string) {
  const [gateway] = await Promise.all([page.waitForEvent('popup'), orderButton(page).click()]);
  await expect(gateway.getByRole('heading', { level: 1, name: 'Płatność kartą' })).toBeVisible();
  await gateway.getByLabel('Numer karty').fill(cardNumber);
  await gateway.getByLabel('Data ważności (MM/RR)').fill('12/30');
  await gateway.getByLabel('Kod CVC').fill('123');
  await gateway.getByRole('button', { name: 'Zapłać' }).click();
}

test.describe('an existing customer upselling', () => {
  test.use({ customer: 'klient.karta@horyzont.example' });

  test('adds Sport Horyzont to the Komfort they have and pays with the stored card', async ({ page }) => {
    await openConfigurator(page);
    await expect(offerCard(page, 'OTT_KOMFORT_M')).toContainText('Masz już tę usługę');
    await addToCart(page, 'OTT_SPORT_M', 'Sport');
    await goToSummary(page);

    await expect(page.getByRole('row', { name: /Sport/ })).toContainText('39,99 zł');
    await expect(orderButton(page)).toBeDisabled();
    await acceptSummaryConsents(page);
    await page.getByRole('radio', { name: /Karta płatnicza.*4242/ }).check();
    await expect(orderButton(page)).toHaveText('Zamawiam i płacę');
    await orderButton(page).click();

    const number = await expectThankYou(page);
    await expect(page.getByText(/Sport – 39,99\szł/)).toBeVisible();
    // My account lists the order by the same number, the one a customer reads aloud on the phone.
    await page.goto('/oferta-online/moje-konto');
    const order = page.getByRole('main').getByRole('listitem', { name: `Zamówienie ${number}` });
    await expect(order).toContainText('Sport Horyzont');
    await expect(order).toContainText('złożone');
    // The purchase is theirs now, and the next one starts with an empty cart.
    await openConfigurator(page);
    await expect(offerCard(page, 'OTT_SPORT_M')).toContainText('Masz już tę usługę');
    await expect(page.getByRole('complementary', { name: 'Twój koszyk' })).toContainText('Koszyk jest pusty');
  });
});

test('an anonymous visitor builds a cart, registers at the summary and pays with an instant code', async ({ page }) => {
  await openConfigurator(page);
  await addToCart(page, 'OTT_START_M', 'Start');
  await goToSummary(page);
  await registerAtSummary(page);

  // Back at the summary, signed in, with the cart built before.
  await expect(page.getByRole('row', { name: /Start/ })).toContainText('29,99 zł');
  await acceptSummaryConsents(page);
  await orderWithInstantCode(page, '777123');
  await expectThankYou(page);
});

test.describe('a prospect with only K contracts', () => {
  test.use({ customer: 'klient.k@horyzont.example' });

  test('buys Komfort with a 12-month contract (LTO) and pays by card in the gateway window', async ({ page }) => {
    await openConfigurator(page);
    await page.getByRole('radio', { name: 'Z umową (taniej)' }).check();
    await addToCart(page, 'OTT_KOMFORT_LTO12', 'Komfort');
    await expect(page.getByRole('button', { name: 'Wyczyść koszyk z umową' })).toBeVisible();
    // A reload restores the stage from the session: the long-term cart and its kind of offer.
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await expect(page.getByRole('radio', { name: 'Z umową (taniej)' })).toBeChecked();
    await expect(page.getByRole('complementary', { name: 'Twój koszyk' }).getByText('Komfort', { exact: true })).toBeVisible();
    await goToSummary(page);
    await expect(page.getByRole('row', { name: /Komfort/ })).toContainText('Umowa na 12 mies.');
    await page.reload();
    await expect(page.getByRole('row', { name: /Komfort/ })).toContainText('Umowa na 12 mies.');

    await acceptSummaryConsents(page);
    await page.getByRole('radio', { name: 'Karta płatnicza' }).check();
    await payByCardInPopup(page, '4242 4242 4242 4242');
    await expectThankYou(page);
  });
});

test.describe('a prepaid customer of category NEWSALES', () => {
  test.use({ customer: 'klient.prepaid-nowy@horyzont.example' });

  test('adds the Strumień service to their Start package and pays with an instant code', async ({ page }) => {
    await openConfigurator(page);
    await expect(offerCard(page, 'OTT_START_M')).toContainText('Masz już tę usługę');
    await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
    await goToSummary(page);
    await acceptSummaryConsents(page);
    await orderWithInstantCode(page, '777123');
    await expectThankYou(page);
  });
});

test.describe('the landing page /landing', () => {
  const sportAlone = (page: Page) => page.getByRole('button', { name: 'Dodaj Sport Horyzont', exact: true });

  test('a visitor without a package is told why Sport alone is not for them, buys Komfort with Sport, registers and pays; the thank-you page survives a reload', async ({
    page,
  }) => {
    await page.goto('/landing');
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await sportAlone(page).scrollIntoViewIfNeeded();
    await expect(sportAlone(page)).toBeDisabled();
    await expect(sportAlone(page)).toHaveAccessibleDescription('Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.');

    const both = page.getByRole('button', { name: 'Dodaj Komfort ze Sportem Horyzont' });
    await both.scrollIntoViewIfNeeded();
    await both.click();
    await expect(page).toHaveURL(SUMMARY);
    await expect(page.getByRole('row', { name: /Komfort/ })).toContainText('49,99 zł');
    await expect(page.getByRole('row', { name: /Sport/ })).toContainText('39,99 zł');

    await registerAtSummary(page);
    await acceptSummaryConsents(page);
    await orderWithInstantCode(page, '777123');
    await expectOrderAfterReload(page, await expectThankYou(page));
    await expect(page.getByText(/Komfort – 49,99\szł/)).toBeVisible();
    await expect(page.getByText(/Sport – 39,99\szł/)).toBeVisible();
  });

  test.describe('a customer who has Komfort', () => {
    test.use({ customer: 'klient.c@horyzont.example' });

    test('adds Sport alone from the landing page; a double click on „Zamawiam i płacę” places one order', async ({ page }) => {
      const before = await placedOrders(page);
      await page.goto('/landing');
      await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
      await sportAlone(page).scrollIntoViewIfNeeded();
      await sportAlone(page).click();
      await expect(page).toHaveURL(SUMMARY);
      await expect(page.getByRole('row', { name: /Sport/ })).toContainText('39,99 zł');
      await expect(page.getByRole('row', { name: /Komfort/ })).toHaveCount(0);

      await acceptSummaryConsents(page);
      await page.getByRole('radio', { name: /Płatność kodem/ }).check();
      await page.getByLabel('Kod z aplikacji banku (6 cyfr)').fill('777123');
      await orderButton(page).dblclick();
      await expectThankYou(page);
      const after = await placedOrders(page);
      expect(after.length - before.length).toBe(1);
      expect(after[0]?.items.map((item) => item.offerCode)).toEqual(['OTT_SPORT_M']);
    });
  });
});

test.describe('the event landing page', () => {
  test.use({ customer: 'klient.wylaczenie@horyzont.example' });

  test('adds the gala as a special offer, goes to the summary and pays with an instant code', async ({ page }) => {
    await page.goto('/gala-ksw');
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    // The offer's island hydrates when it comes into view, as the visitor scrolls to it.
    const buy = page.getByRole('button', { name: 'Kupuję dostęp do gali' });
    await buy.scrollIntoViewIfNeeded();
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(page).toHaveURL(SUMMARY);
    await expect(page.getByRole('row', { name: /Gala Horyzont Fight Night 7/ })).toContainText('49,00 zł');
    await acceptSummaryConsents(page);
    await orderWithInstantCode(page, '777123');
    await expectThankYou(page);
  });
});

test.describe('error paths at the summary', () => {
  test.describe('a card of a bank the gateway does not support (712)', () => {
    test.use({ customer: 'klient.lto@horyzont.example' });

    test('opens the unsupported-bank sidebar and places no order', async ({ page }) => {
      await openConfigurator(page);
      await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
      await goToSummary(page);
      await acceptSummaryConsents(page);
      await page.getByRole('radio', { name: /Karta płatnicza.*1881/ }).check();
      await orderButton(page).click();
      const sidebar = page.getByRole('dialog', { name: 'Bank nie obsługuje tej płatności' });
      await expect(sidebar).toBeVisible();
      await sidebar.getByRole('button', { name: 'Wybierz inną metodę' }).click();
      await expect(sidebar).toBeHidden();
      await expect(page).toHaveURL(SUMMARY);
      await expect(page.getByRole('row', { name: /Strumień/ })).toBeVisible();
      expect(await placedOrders(page)).toEqual([]);
    });
  });

  test.describe('a wrong instant code (713)', () => {
    test.use({ customer: 'klient.kod@horyzont.example' });

    test('shows the server’s message at the code field; the right code then places the order', async ({ page }) => {
      await openConfigurator(page);
      await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
      await goToSummary(page);
      await acceptSummaryConsents(page);
      await page.getByRole('radio', { name: /Płatność kodem/ }).check();
      await page.getByLabel('Kod z aplikacji banku (6 cyfr)').fill('111111');
      await orderButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: /kod/i })).toBeVisible();
      await page.getByLabel('Kod z aplikacji banku (6 cyfr)').fill('777123');
      await orderButton(page).click();
      await expectThankYou(page);
    });
  });

  test.describe('an order waiting for its payment (324)', () => {
    test.use({ customer: 'klient.operator-b@horyzont.example' });

    test('a change of the cart is refused with „Anuluj zamówienie”, which cancels the order and empties the cart', async ({ page }) => {
      await openConfigurator(page);
      await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
      await goToSummary(page);
      await acceptSummaryConsents(page);
      await page.getByRole('radio', { name: 'Karta płatnicza' }).check();
      const [gateway] = await Promise.all([page.waitForEvent('popup'), orderButton(page).click()]);
      await expect(gateway.getByRole('heading', { level: 1, name: 'Płatność kartą' })).toBeVisible();
      await gateway.close();
      await expect(page.getByText('Zamówienie czeka na płatność.')).toBeVisible();

      await openConfigurator(page);
      await offerCard(page, 'OTT_CINEMA_LTO6')
        .getByRole('button', { name: /Dodaj do koszyka/ })
        .click();
      const refusal = page.getByRole('alert').filter({ hasText: /zamówienie/i });
      await expect(refusal).toBeVisible();
      await refusal.getByRole('button', { name: 'Anuluj zamówienie' }).click();
      const dialog = page.getByRole('dialog', { name: 'Anulować zamówienie?' });
      await dialog.getByRole('button', { name: 'Anuluj zamówienie' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('complementary', { name: 'Twój koszyk' })).toContainText('Koszyk jest pusty');
      await addToCart(page, 'OTT_CINEMA_LTO6', 'Cinema');
    });
  });

  test('an order from abroad (HTTP 451) goes to the geo-block page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-country-code': 'DE' });
    await openConfigurator(page);
    await offerCard(page, 'OTT_START_M')
      .getByRole('button', { name: /Dodaj do koszyka/ })
      .click();
    await expect(page).toHaveURL('/oferta-online/geolokalizacja');
  });

  test('a network failure shows the Polish message and keeps the cart; the retry goes through', async ({ page }) => {
    await openConfigurator(page);
    await addToCart(page, 'OTT_START_M', 'Start');
    await page.route('**/api/cart/update', (route) => route.abort('internetdisconnected'));
    const addStrumien = offerCard(page, 'OTT_STRUMIEN_M').getByRole('button', { name: /Dodaj do koszyka/ });
    await addStrumien.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem.' })).toBeVisible();
    const cart = page.getByRole('complementary', { name: 'Twój koszyk' });
    await expect(cart.getByText('Start', { exact: true })).toBeVisible();
    await expect(cart.getByText('Strumień', { exact: true })).toHaveCount(0);

    await page.unroute('**/api/cart/update');
    await addStrumien.click();
    await expect(cart.getByText('Strumień', { exact: true })).toBeVisible();
    await expect(cart.getByText('Start', { exact: true })).toBeVisible();
  });
});
