import { expect, type Page } from '@playwright/test';

/** The shop funnel's pages (seed content: src/content-system/seed/pages/oferta-online). */
export const CONFIGURATOR = '/oferta-online/konfiguracja';
export const SUMMARY = '/oferta-online/podsumowanie';
export const THANK_YOU = '/oferta-online/dziekujemy';
export const ACTIVATION = '/oferta-online/aktywacja-konta';

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
  await offerCard(page, code)
    .getByRole('button', { name: /Dodaj do koszyka/ })
    .click();
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

/** A paid order waits at its sale stage ACTIVATION; „Aktywuj” (an active account) takes it on to the thank-you page. */
export async function activateOrder(page: Page): Promise<void> {
  await expect(page).toHaveURL(ACTIVATION);
  await page.getByRole('button', { name: 'Aktywuj' }).click();
}

/**
 * The thank-you page with the order's number, which its address keeps for a reload; returns the number.
 * A purchase passes its account activation stage first; a change of package confirmed in self-care goes straight there.
 */
export async function expectThankYou(page: Page, { activation = true }: { activation?: boolean } = {}): Promise<string> {
  if (activation) await activateOrder(page);
  // The number a customer reads aloud on the phone: prefix, year, sequence.
  const shown = page.getByText(/^Numer zamówienia: HZ-\d{4}-\d{5,}$/);
  await expect(shown).toBeVisible();
  const number = (await shown.textContent())?.replace('Numer zamówienia: ', '') ?? '';
  await expect(page).toHaveURL(`${THANK_YOU}?zamowienie=${number}`);
  return number;
}

/** Reloaded, the thank-you page shows the same order again (from the session's ordersHistory). */
export async function expectOrderAfterReload(page: Page, number: string): Promise<void> {
  await page.reload();
  await expect(page.getByText(`Numer zamówienia: ${number}`)).toBeVisible();
}

/** At the summary, an anonymous visitor registers a new account (in-shop registration) and comes back signed in. */
export async function registerAtSummary(page: Page): Promise<void> {
  await expect(page.getByText('Aby złożyć zamówienie, zaloguj się lub załóż konto.')).toBeVisible();
  await page.getByRole('link', { name: 'Załóż konto' }).click();
  const login = `nowy.${Date.now()}.${Math.floor(Math.random() * 1e6)}@horyzont.example`;
  await page.getByLabel('Imię i nazwisko').fill('Nowa Klientka');
  await page.getByLabel('Adres e-mail').fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill('Horyzont2026!');
  await page.getByLabel('Powtórz hasło').fill('Horyzont2026!');
  await page.getByLabel('Akceptuję regulamin sprzedaży Telewizji Horyzont.').check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(SUMMARY);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
}

/** The signed-in customer's placed orders, as the customer API's sessionData answers them (spec 3 ordersHistory). */
export async function placedOrders(page: Page): Promise<Array<{ transactionId: string; items: Array<{ offerCode: string }> }>> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/sessionData', { headers: { 'X-XSRF-TOKEN': xsrf }, data: {} });
  expect(response.status()).toBe(200);
  return (await response.json()).data.ordersHistory;
}
