import { expect, type Page } from '@playwright/test';

/** The shop funnel's pages (seed content: src/content-system/seed/pages/oferta-online). */
export const CONFIGURATOR = '/oferta-online/konfiguracja';
export const SUMMARY = '/oferta-online/podsumowanie';
export const THANK_YOU = '/oferta-online/dziekujemy';

/** Opens the configurator and waits until start-up has loaded the session (the islands act only then). */
export async function openConfigurator(page: Page): Promise<void> {
  await page.goto(CONFIGURATOR);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
}

/** The offer's card in the configurator, by the name customers know it by. */
export function offerCard(page: Page, code: string) {
  return page.locator(`[data-offer="${code}"]`);
}

/** Adds an offer from its card and waits until the cart shows it. */
export async function addToCart(page: Page, code: string, title: string): Promise<void> {
  await offerCard(page, code).getByRole('button', { name: /Dodaj do koszyka/ }).click();
  await expect(page.getByRole('complementary', { name: 'Twój koszyk' }).getByText(title, { exact: true })).toBeVisible();
}

/** From the configurator's cart to the summary. */
export async function goToSummary(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Twój koszyk' }).getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(SUMMARY);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
}

/** Ticks the summary consents every order needs (spec 5). */
export async function acceptSummaryConsents(page: Page): Promise<void> {
  await page.getByLabel('Akceptuję regulamin sprzedaży i cennik usług.').check();
  await page.getByLabel(/Chcę, aby usługa zaczęła działać przed upływem 14 dni/).check();
}

/** The summary's order button: „Zamawiam i płacę” (or „Zamawiam” when nothing is due). */
export const orderButton = (page: Page) => page.getByRole('button', { name: /^Zamawiam/ });

/** Chooses the instant-code payment, types the code from the banking app and orders. */
export async function orderWithInstantCode(page: Page, code: string): Promise<void> {
  await page.getByRole('radio', { name: /Płatność kodem/ }).check();
  await page.getByLabel('Kod z aplikacji banku (6 cyfr)').fill(code);
  await orderButton(page).click();
}

/** The thank-you page with the order's number. */
export async function expectThankYou(page: Page): Promise<void> {
  await expect(page).toHaveURL(THANK_YOU);
  await expect(page.getByText(/Numer zamówienia: \S+/)).toBeVisible();
}
