import { expect, type Page } from '@playwright/test';

/** My payments (blocks/my-payments), as a customer uses it. */
export const PAYMENTS_PAGE = '/oferta-online/moje-konto/moje-platnosci';

/**
 * „Dodaj metodę płatności” → the card → its consent → „Przejdź do bramki
 * płatniczej”: the gateway's page opens in a new window, which is answered.
 */
export async function openCardGateway(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Dodaj metodę płatności' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Dodaj metodę płatności' });
  await sidebar.getByRole('button', { name: 'Wybierz: Karta płatnicza' }).click();
  await sidebar.getByRole('checkbox', { name: /cykliczne obciążanie mojej karty/ }).check();
  const [gateway] = await Promise.all([page.waitForEvent('popup'), sidebar.getByRole('button', { name: 'Przejdź do bramki płatniczej' }).click()]);
  await expect(page.getByRole('dialog', { name: 'Dodawanie metody płatności' })).toContainText('Dokończ dodawanie w oknie bramki płatniczej');
  await expect(gateway.getByRole('heading', { level: 1, name: 'Dodaj kartę płatniczą' })).toBeVisible();
  return gateway;
}

/** The gateway's card form, filled with a test card. */
export async function saveCard(gateway: Page, cardNumber: string): Promise<void> {
  await gateway.getByLabel('Numer karty').fill(cardNumber);
  await gateway.getByLabel('Data ważności (MM/RR)').fill('12/30');
  await gateway.getByLabel('Kod CVC').fill('123');
  await gateway.getByRole('button', { name: 'Zapisz kartę' }).click();
}

/** A means of the list, by the name it shows (the card's digits, the operator and number). */
export const meanItem = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name, exact: true });
