import { expect, test } from './support/test.ts';
import { addToCart, CONFIGURATOR, goToSummary, openConfigurator, SUMMARY } from './support/shop.ts';
import { ACCOUNT_PAGE } from './support/sign-in.ts';

/** Start-up behaviours of spec 4 in the browser: inactivity end, token login and the redirect after init. */

test.describe('a signed-in customer', () => {
  test.use({ customer: 'klient.prepaid-upsell@horyzont.example' });

  test('idle for 30 minutes is signed out through closeBrowser, with the reason shown', async ({ page }) => {
    await page.clock.install();
    await page.goto(ACCOUNT_PAGE);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    const closed = page.waitForRequest((request) => request.url().endsWith('/api/closeBrowser'));
    await page.clock.runFor(31 * 60_000);
    await closed;
    await expect(page.getByRole('status').getByText('Twoja sesja wygasła po 30 minutach bezczynności.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('logged_in'))).toBeNull();
  });

  test('a payment token in the address goes to payments/token and leaves the address bar', async ({ page }) => {
    const attached = page.waitForRequest((request) => request.url().endsWith('/api/payments/token') && request.method() === 'POST');
    await page.goto(`${ACCOUNT_PAGE}?token=tok_nieznany&tokenType=CARD&widok=1`);
    expect((await attached).postDataJSON()).toEqual({ token: 'tok_nieznany', tokenType: 'CARD' });
    await expect(page).toHaveURL(`${ACCOUNT_PAGE}?widok=1`);
  });
});

/** Redirect after init (spec 4): where the start-up sends a visitor whose page no longer fits the session. */
test.describe('redirect after init', () => {
  test.describe('a signed-in customer', () => {
    test.use({ customer: 'klient.c@horyzont.example' });

    test('who opens the login page goes on to the package selection', async ({ page }) => {
      // Signed in once the account page has loaded the session (the logged_in flag of spec 3).
      await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
      await page.goto('/l');
      await expect(page).toHaveURL(CONFIGURATOR);
      await expect(page.getByRole('complementary', { name: 'Twój koszyk' })).toBeVisible();
    });
  });

  test('a visitor who leaves the summary to sign in, then opens the package selection, is taken back to the summary', async ({ page }) => {
    await openConfigurator(page);
    await addToCart(page, 'OTT_START_M', 'Start');
    await goToSummary(page);
    await page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();

    // The cart stands at the summary: the selection page hands over to it.
    await page.goto(CONFIGURATOR);
    await expect(page).toHaveURL(SUMMARY);
    await expect(page.getByRole('row', { name: /Start/ })).toContainText('29,99 zł');

    // Reached, the stored target is spent: the selection page now stays.
    await page.goto(CONFIGURATOR);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await expect(page).toHaveURL(CONFIGURATOR);
  });
});
