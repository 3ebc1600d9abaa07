import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { shell } from './support/shell.ts';
import { ACCOUNT_PAGE, DEMO_CUSTOMER, DEMO_PASSWORD, signInThroughLoginPage, submitLoginForm } from './support/sign-in.ts';

test('a demo customer signs in through the identity provider and the shell follows the session', async ({ page }) => {
  await signInThroughLoginPage(page, DEMO_CUSTOMER, DEMO_PASSWORD);
  await expect(page).toHaveURL(ACCOUNT_PAGE);
  const nav = shell(page).mainNavigation;
  // The self-care item: the button that reveals the self-care menu.
  await expect(nav.getByRole('button', { name: 'Moje konto', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Zaloguj się', exact: true })).toBeHidden();

  await shell(page).userMenuButton.click();
  const panel = shell(page).userPanel;
  await expect(panel.getByRole('link', { name: 'Moje usługi' })).toBeVisible();
  await panel.getByRole('link', { name: 'Wyloguj się' }).click();
  await expect(page).not.toHaveURL(/moje-konto/);
  // Back as an anonymous visitor: the account page sends them to the login page.
  await page.goto(ACCOUNT_PAGE);
  await expect(page).toHaveURL('/l');
  await expect(nav.getByRole('link', { name: 'Zaloguj się', exact: true })).toBeVisible();
});

test('an anonymous visitor of a self-care page signs in and comes back to that page', async ({ page }) => {
  await page.goto('/oferta-online/moje-uslugi');
  await expect(page).toHaveURL('/l');
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
  await submitLoginForm(page, DEMO_CUSTOMER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/oferta-online/moje-uslugi');
  await expect(shell(page).mainNavigation.getByRole('button', { name: 'Moje konto', exact: true })).toBeVisible();

  // Signed in, the login page has nothing to offer: it moves on.
  await page.goto('/l');
  await expect(page).not.toHaveURL('/l');
});

test('a wrong password keeps the visitor on the login form with a Polish error', async ({ page }) => {
  await signInThroughLoginPage(page, DEMO_CUSTOMER, 'ZleHaslo123');
  await expect(page.getByText('Nieprawidłowy e-mail lub hasło.')).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\//);
});
