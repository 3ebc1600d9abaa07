import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { ACCOUNT_PAGE, DEMO_PASSWORD, signInThroughLoginPage } from './support/sign-in.ts';
import { CONSENT_STORAGE_KEY, expect, test } from './support/test.ts';

/**
 * Log out other devices (issue 14 item 7) on the real customer API and the
 * embedded identity provider: klient.urzadzenia is signed in in two browsers;
 * in the first they log out the other devices; the second is signed out (its
 * next visit of my account ends on the login page, and signing in there asks
 * for the password again), the first stays signed in. Only this test signs
 * in as klient.urzadzenia.
 */

const CUSTOMER = 'klient.urzadzenia@horyzont.example';

test.use({ customer: CUSTOMER });

test('logging out the other devices signs the second browser out and keeps this one signed in', async ({ page, browser }) => {
  const other = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  try {
    await other.addInitScript((key) => localStorage.setItem(key, 'all'), CONSENT_STORAGE_KEY);
    const second = await other.newPage();
    await signInThroughLoginPage(second, CUSTOMER, DEMO_PASSWORD);
    await expect(second).toHaveURL(ACCOUNT_PAGE);

    await page.goto('/oferta-online/moje-konto/wyloguj-urzadzenia');
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    const main = page.getByRole('main');
    await expect(main.getByText(/Na tym urządzeniu pozostaniesz zalogowany/).first()).toBeVisible();
    await expectNoViolations(page, ANY_IMPACT);

    await main.getByRole('button', { name: 'Wyloguj inne urządzenia' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Wylogowanie innych urządzeń' });
    await expect(sidebar).toBeVisible();
    await expectNoViolations(page, ANY_IMPACT);
    await sidebar.getByRole('button', { name: 'Tak, wyloguj' }).dblclick();
    await expect(sidebar).toHaveCount(0);
    await expect(main.getByRole('status')).toHaveText('Wylogowaliśmy 1 urządzenie. To urządzenie pozostaje zalogowane.');
    await expectNoViolations(page, ANY_IMPACT);

    // The second browser: signed out, and the provider no longer signs it in without the password.
    await second.goto(ACCOUNT_PAGE);
    await expect(second).toHaveURL('/l');
    await second.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
    // The provider's own login form, not a silent return to the portal.
    await expect(second).toHaveURL(/\/oidc\/interaction\//);
    await expect(second.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
    await expect(second.getByLabel('Hasło', { exact: true })).toBeVisible();

    // This browser stays signed in.
    await page.goto(ACCOUNT_PAGE);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await expect(page).toHaveURL(ACCOUNT_PAGE);
    await page.goto('/oferta-online/moje-konto/wiadomosci');
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await expect(page.getByRole('main').getByLabel('Treść wiadomości')).toBeVisible();
  } finally {
    await other.close();
  }
});
