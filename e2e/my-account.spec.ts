import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * My account (issue 14 item 1) on the real customer API, read only: what a
 * customer checks first, for a long-term-offer customer paying by card and a
 * prepaid customer with a balance.
 */

const ACCOUNT = '/oferta-online/moje-konto';

const fact = (page: import('@playwright/test').Page, term: string) =>
  page.getByRole('main').getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('a long-term-offer customer paying by card', () => {
  test.use({ customer: 'klient.lto@horyzont.example' });

  test('sees their name, customer number, next payment, card and the end of the long-term offer', async ({ page }) => {
    await page.goto(ACCOUNT);
    await expect(page.getByText('Dzień dobry, Łucja Dąbrowska')).toBeVisible();
    await expect(fact(page, 'Numer klienta')).toHaveText('HOR-DEMO-006');
    await expect(fact(page, 'Najbliższa płatność')).toHaveText(/^39,99\szł, \d{2}\.\d{2}\.\d{4}$/);
    await expect(fact(page, 'Metoda płatności')).toContainText('Karta •••• 1881');
    await expect(fact(page, 'Umowa długoterminowa do')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(fact(page, 'Saldo konta')).toHaveCount(0);
    await expect(page.getByText('Nie masz jeszcze zamówień.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Napisz do nas' })).toHaveAttribute('href', '/oferta-online/moje-konto/wiadomosci');
    await expectNoViolations(page, ANY_IMPACT);
  });
});

test.describe('a prepaid customer', () => {
  test.use({ customer: 'klient.prepaid-upsell@horyzont.example' });

  test('sees the balance of the prepaid account', async ({ page }) => {
    await page.goto(ACCOUNT);
    await expect(fact(page, 'Saldo konta')).toHaveText(/^25,00\szł$/);
    await expect(fact(page, 'Metoda płatności')).toContainText('nie masz zapisanej metody płatności');
  });
});
