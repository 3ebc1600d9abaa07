import { expect, type Page } from '@playwright/test';

/** Demo customers of the embedded identity provider (src/server/identity/demo-accounts.ts). */
export const DEMO_CUSTOMER = 'klient.c@horyzont.example';
export const DEMO_PASSWORD = 'Horyzont2026!';
/** Where a sign-in without a return path lands (src/server/routes/login.ts). */
export const ACCOUNT_PAGE = '/oferta-online/moje-konto';

/** The login page's „Zaloguj się” link, then the provider's form, as a customer does it. */
export async function signInThroughLoginPage(page: Page, login: string, password: string): Promise<void> {
  if (!page.url().endsWith('/l')) await page.goto('/l');
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
  await submitLoginForm(page, login, password);
}

/** Fills and sends the provider's login form (the page must show it). */
export async function submitLoginForm(page: Page, login: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}
