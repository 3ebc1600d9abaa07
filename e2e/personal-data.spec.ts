import type { Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Personal data in my account (issue 14 item 4) on the real customer API: a
 * customer changes their installation address — a wrong postal code refused
 * first beside its field, with nothing stored — confirms in the sidebar and
 * finds the new address after a reload; „Zmień hasło” leads to the identity
 * provider's page, which returns here. A customer no other browser test signs
 * in as changes data here.
 */

const PERSONAL_DATA = '/oferta-online/moje-konto/dane-osobowe';

test.use({ customer: 'klient.dane@horyzont.example' });

const data = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Twoje dane' });
const mainAddress = (page: Page) => page.getByRole('group', { name: 'Adres instalacji' });

async function open(page: Page): Promise<void> {
  await page.goto(PERSONAL_DATA);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(data(page).getByText('klient.dane@horyzont.example')).toBeVisible();
}

async function fillMainAddress(page: Page, address: { street: string; number: string; apartment: string; postalCode: string; city: string }) {
  await page.getByRole('button', { name: 'Zmień dane' }).click();
  const group = mainAddress(page);
  await group.getByLabel('Ulica *').fill(address.street);
  await group.getByLabel('Numer domu *').fill(address.number);
  await group.getByLabel('Numer mieszkania').fill(address.apartment);
  await group.getByLabel('Kod pocztowy *').fill(address.postalCode);
  await group.getByLabel('Miejscowość *').fill(address.city);
  await page.getByRole('button', { name: 'Dalej' }).click();
}

test('a customer changes their address: a wrong postal code is refused first, then the confirmed change is there after a reload', async ({
  page,
}) => {
  // A building number of this run, so a retry on the same server changes the address again.
  const number = `${(Date.now() % 900) + 100}A`;
  await open(page);
  const mainShown = data(page).getByRole('definition').nth(1);
  const before = await mainShown.textContent();
  // The billing address and phone this test leaves as seeded: postal code 00-000, phone 3-3-3.
  await expect(data(page)).toContainText('Polna 3');
  await expect(data(page)).toContainText('31-154 Kraków');
  await expect(data(page)).toContainText('601 000 120');
  await expectNoViolations(page, ANY_IMPACT);

  await fillMainAddress(page, { street: 'Morska', number, apartment: '', postalCode: '801-80', city: 'Gdańsk' });
  const postalCode = mainAddress(page).getByLabel('Kod pocztowy *');
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postalCode).toHaveAccessibleDescription(/Kod pocztowy ma format 00-000\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoViolations(page, ANY_IMPACT);
  // Nothing was stored.
  await open(page);
  await expect(mainShown).toHaveText(before ?? '');

  await fillMainAddress(page, { street: 'Morska', number, apartment: '', postalCode: '80180', city: 'Gdańsk' });
  const sidebar = page.getByRole('dialog', { name: 'Potwierdź zmianę danych' });
  await expect(sidebar).toContainText(`Morska ${number}`);
  await expect(sidebar).toContainText('80-180 Gdańsk');
  await expectNoViolations(page, ANY_IMPACT);
  await sidebar.getByRole('button', { name: 'Potwierdź' }).dblclick();
  await expect(sidebar).toHaveCount(0);
  await expect(data(page).getByRole('status')).toHaveText('Zapisaliśmy Twoje nowe dane.');
  await expect(page.getByRole('button', { name: 'Zmień dane' })).toBeFocused();
  await expect(mainShown).toHaveText(`Morska ${number}80-180 Gdańsk`);

  await page.reload();
  await expect(mainShown).toHaveText(`Morska ${number}80-180 Gdańsk`);
  // The billing address was left as it was.
  await expect(data(page)).toContainText('31-154 Kraków');
});

test('„Zmień hasło” leads to the identity provider’s page and back to personal data', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zmień hasło' })).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\/konto\/zmiana-hasla\?returnTo=/);
  await expect(page.getByText('Zalogowano jako klient.dane@horyzont.example.')).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do portalu bez zmian' }).click();
  await expect(page).toHaveURL(PERSONAL_DATA);
  await expect(data(page).getByText('klient.dane@horyzont.example')).toBeVisible();
});
