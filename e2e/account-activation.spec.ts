import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import {
  acceptSummaryConsents,
  ACTIVATION,
  addToCart,
  CONFIGURATOR,
  goToSummary,
  openConfigurator,
  orderWithInstantCode,
  THANK_YOU,
} from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * The sale stage ACTIVATION (issue 14 item 7) on the real customer API: a
 * customer who has just paid reaches „Aktywacja konta” with their order,
 * activates it and goes on to the thank-you page; the stage is then behind
 * them. The customer is used by this test only (it places their orders).
 */

test.describe('a customer who has just ordered', () => {
  test.use({ customer: 'klient.aktywacja@horyzont.example' });

  test('reaches account activation with the paid order, „Aktywuj” takes it to the thank-you page, and the stage is then behind them', async ({
    page,
  }) => {
    await openConfigurator(page);
    await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
    await goToSummary(page);
    await acceptSummaryConsents(page);
    await orderWithInstantCode(page, '777123');

    await expect(page).toHaveURL(ACTIVATION);
    const stage = page.getByRole('region', { name: 'Aktywacja konta' });
    const shown = stage.getByText(/Numer zamówienia: \S+/);
    await expect(shown).toBeVisible();
    const number = ((await shown.textContent()) ?? '').replace('Numer zamówienia: ', '');
    await expect(stage.getByRole('listitem')).toHaveText(/^Strumień – 29,00\szł \/ mies\.$/);
    await expect(stage).toContainText('Twoje konto Telewizji Horyzont jest aktywne');
    // No promise of an e-mail link the portal never sends.
    await expect(page.getByText(/link aktywacyjn/)).toHaveCount(0);
    await expectNoViolations(page, ANY_IMPACT);
    // A reload finds the order at its stage again.
    await page.reload();
    await expect(stage.getByText(`Numer zamówienia: ${number}`)).toBeVisible();

    await stage.getByRole('button', { name: 'Aktywuj' }).click();
    await expect(page).toHaveURL(`${THANK_YOU}?zamowienie=${number}`);
    await expect(page.getByText(`Numer zamówienia: ${number}`)).toBeVisible();

    // The order is complete: nothing waits at the stage any more, and the way on is a new package choice.
    await page.goto(ACTIVATION);
    await expect(page.getByText('Nie masz zamówienia czekającego na aktywację.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Wybierz pakiet' }).click();
    await expect(page).toHaveURL(CONFIGURATOR);
    await expect(page.getByRole('complementary', { name: 'Twój koszyk' })).toContainText('Koszyk jest pusty');
  });
});

test('an anonymous visitor opening account activation is told there is nothing to activate and offered the package choice', async ({ page }) => {
  await page.goto(ACTIVATION);
  await expect(page.getByText('Nie masz zamówienia czekającego na aktywację.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Wybierz pakiet' })).toHaveAttribute('href', CONFIGURATOR);
});
