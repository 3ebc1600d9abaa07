import { readFile } from 'node:fs/promises';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { ACCOUNT_PAGE, signInThroughLoginPage } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Deleting the account (issue 14 item 7, issue 28 item 6): a customer
 * registered in this test through the provider's registration signs in, goes
 * to „Usunięcie konta”, downloads their data, deletes the account at the
 * provider with their password, and is signed out of the portal; signing in
 * again within the 14 days keeps the account (its anonymisation after them is
 * src/server/routes/login.server.test.ts's).
 */

const DELETE_ACCOUNT = '/oferta-online/moje-konto/usun-konto';
const PASSWORD = 'Usuniecie2026!';

test('a registered customer takes their data, deletes their account, is signed out, and keeps the account by signing in within 14 days', async ({
  page,
}) => {
  const login = `usuwany.${Date.now()}.${Math.floor(Math.random() * 1e6)}@horyzont.example`;
  await page.goto('/l');
  await page.getByRole('main').getByRole('link', { name: 'Załóż konto', exact: true }).click();
  await page.getByLabel('Adres e-mail').fill(login);
  await page.getByLabel('Imię i nazwisko').fill('Ula Usuwająca');
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto zostało utworzone' })).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await signInThroughLoginPage(page, login, PASSWORD);
  await expect(page).toHaveURL(ACCOUNT_PAGE);

  await page.goto(DELETE_ACCOUNT);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  const block = page.getByRole('main').getByRole('region', { name: 'Usuń konto' });
  await expect(block).toContainText(`Usuwasz konto ${login}.`);
  await expectNoViolations(page, ANY_IMPACT);

  const downloading = page.waitForEvent('download');
  await block.getByRole('button', { name: 'Pobierz moje dane' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('horyzont-moje-dane.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { customer: { login: string; displayName: string } };
  expect(exported.customer).toMatchObject({ login, displayName: 'Ula Usuwająca' });
  await expect(block.getByText('Pobrano plik z Twoimi danymi.')).toBeVisible();

  await block.getByRole('button', { name: 'Przejdź do usunięcia konta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Usuń konto' })).toBeVisible();
  await expect(page.getByText(`Zalogowano jako ${login}.`)).toBeVisible();
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Wpisz słowo USUŃ, aby potwierdzić').fill('USUŃ');
  await page.getByRole('button', { name: 'Usuń konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto zostanie usunięte za 14 dni' })).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do portalu' }).click();
  await expect(page).toHaveURL('/');

  // Signed out of the portal: my account sends them to the login page.
  await page.goto(ACCOUNT_PAGE);
  await expect(page).toHaveURL('/l');
  // Changing their mind within the 14 days: signing in keeps the account.
  await signInThroughLoginPage(page, login, PASSWORD);
  await expect(page).toHaveURL(ACCOUNT_PAGE);
  await page.goto(DELETE_ACCOUNT);
  await expect(page.getByRole('main').getByRole('region', { name: 'Usuń konto' })).toContainText(`Usuwasz konto ${login}.`);
});
