import type { Page } from '@playwright/test';
import { addToCart, CONFIGURATOR, goToSummary } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * „Dodaj usługę” (issue 13): My services links to the configurator with
 * ?z=moje-uslugi; the customer's session is then marked as come from
 * self-care on the server (spec 3 fromSelfcare), and „Wstecz” on the summary
 * returns to My services, or to My account for a prepaid NEWSALES customer
 * (spec 2), which ends the mark. Each customer here is this file's own
 * (their carts change), so no other test meets their carts.
 */

/** A call of the customer API as the portal's pages make it (the session's XSRF token in the header). */
async function api<T>(page: Page, call: string, body: unknown = {}): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${call}`, { headers: { 'X-XSRF-TOKEN': xsrf }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

const fromSelfcare = async (page: Page) => (await api<{ fromSelfcare: boolean }>(page, 'sessionData')).fromSelfcare;

/** From My services' „Dodaj usługę” into the configurator: the mark is on the server and off the address, also after a reload. */
async function arriveFromMyServices(page: Page): Promise<void> {
  await page.goto('/oferta-online/moje-uslugi');
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await page.getByRole('link', { name: 'Dodaj usługę' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page).toHaveURL(CONFIGURATOR);
  await expect.poll(() => fromSelfcare(page)).toBe(true);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  expect(await fromSelfcare(page)).toBe(true);
  // What an earlier attempt of the test left in the cart goes first, as a customer would empty it.
  const clear = page.getByRole('button', { name: 'Wyczyść koszyk' });
  if (await clear.isVisible()) await clear.click();
}

async function backFromSummary(page: Page, url: string): Promise<void> {
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  // Back in self-care, the flow that started there has ended.
  expect(await fromSelfcare(page)).toBe(false);
}

test.describe('an existing customer who adds a service from My services', () => {
  test.use({ customer: 'klient.dodaj@horyzont.example' });

  test('adds Sport Horyzont, goes to the summary and „Wstecz” brings them back to My services', async ({ page }) => {
    await arriveFromMyServices(page);
    await addToCart(page, 'OTT_SPORT_M', 'Sport');
    await goToSummary(page);
    await expect(page.getByRole('row', { name: /Sport/ })).toContainText('39,99 zł');

    await backFromSummary(page, '/oferta-online/moje-uslugi');
    await expect(page.getByRole('heading', { level: 2, name: 'Twoje usługi' })).toBeVisible();
  });
});

test.describe('a prepaid NEWSALES customer who adds a service from My services', () => {
  test.use({ customer: 'klient.prepaid-dodaj@horyzont.example' });

  test('adds Strumień, goes to the summary and „Wstecz” brings them back to My account', async ({ page }) => {
    await arriveFromMyServices(page);
    await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
    await goToSummary(page);
    await expect(page.getByRole('row', { name: /Strumień/ })).toContainText('29,00 zł');

    await backFromSummary(page, '/oferta-online/moje-konto');
  });
});
