import { expect, test } from './support/test.ts';
import { ACCOUNT_PAGE } from './support/sign-in.ts';

/** Start-up behaviours of spec 4 in the browser: inactivity end and token login. */

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
