import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { shell } from './support/shell.ts';

// A demo customer of the embedded identity provider (src/server/identity/demo-accounts.ts).
const DEMO_LOGIN = 'klient.c@horyzont.example';
const DEMO_PASSWORD = 'Horyzont2026!';

async function signIn(page: import('@playwright/test').Page, password: string) {
  await page.goto('/l');
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(DEMO_LOGIN);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('a demo customer signs in through the identity provider and the shell follows the session', async ({ page }) => {
  await signIn(page, DEMO_PASSWORD);
  await expect(page).toHaveURL('/oferta-online/moje-konto');
  const nav = shell(page).mainNavigation;
  await expect(nav.getByRole('link', { name: 'Moje konto', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Zaloguj się', exact: true })).toBeHidden();
  // The block shown only to anonymous visitors is gone.
  await expect(page.getByRole('note', { name: /Zaloguj się, aby zobaczyć swoje konto/ })).toBeHidden();

  await shell(page).userMenuButton.click();
  const panel = shell(page).userPanel;
  await expect(panel.getByRole('link', { name: 'Moje usługi' })).toBeVisible();
  await panel.getByRole('link', { name: 'Wyloguj się' }).click();
  // Back as an anonymous visitor.
  await page.goto('/oferta-online/moje-konto');
  await expect(page.getByRole('note', { name: /Zaloguj się, aby zobaczyć swoje konto/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Zaloguj się', exact: true })).toBeVisible();
});

test('a wrong password keeps the visitor on the login form with a Polish error', async ({ page }) => {
  await signIn(page, 'ZleHaslo123');
  await expect(page.getByText('Nieprawidłowy e-mail lub hasło.')).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\//);
});
