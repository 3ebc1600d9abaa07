import { expect, test } from '../support/test.ts';
import {
  acceptSummaryConsents,
  addToCart,
  CONFIGURATOR,
  expectOrderAfterReload,
  expectThankYou,
  goToSummary,
  orderWithInstantCode,
  SUMMARY,
} from '../support/shop.ts';

/**
 * Mock mode (`npm run dev:mock`): the dev server with no customer API behind
 * it; an msw service worker in the browser answers /mock/* from the in-memory
 * funnel. The whole purchase path must work there as on the real API.
 */

test('the whole funnel runs on the mocked API: cart, sign-in, summary, instant code, thank-you and its reload', async ({ page }) => {
  // The dev server compiles each page on its first request: the first load may take a while.
  await page.goto(CONFIGURATOR);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true', { timeout: 60_000 });
  await addToCart(page, 'OTT_START_M', 'Start');
  await goToSummary(page);

  // The mock's login signs in as its default demo customer and comes back to the summary.
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(SUMMARY);
  await expect(page.getByRole('row', { name: /Start/ })).toContainText('29,99 zł');
  await acceptSummaryConsents(page);
  await orderWithInstantCode(page, '777123');
  await expectOrderAfterReload(page, await expectThankYou(page));
});
