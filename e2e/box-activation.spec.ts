import type { Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Set-top box re-activation on the real customer API: klient.dekoder (a
 * contract for services, kept for this file so no other test's cart or coupon
 * changes) gives a decoder number, „Aktywuj” issues the coupon shown in the
 * complete-box-activation sidebar, and the confirmation page reads it again;
 * klient.k (only K contracts, no box) is refused beside the button.
 */

const ACTIVATE = '/oferta-online/aktywacja-box/aktywuj';
const CONFIRMATION = '/oferta-online/moje-konto/aktywacja-dekodera/potwierdzenie';
const CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
const DAY = /^\d{2}\.\d{2}\.\d{4}$/;

async function openActivation(page: Page): Promise<void> {
  await page.goto(ACTIVATE);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Przywróć aktywację dekodera' })).toBeVisible();
}

const valueOf = (page: Page | ReturnType<Page['getByRole']>, term: string) => page.locator('dt', { hasText: term }).locator('+ dd');

test.describe('a customer with a box', () => {
  test.use({ customer: 'klient.dekoder@horyzont.example' });

  test('gives the decoder number, gets the coupon in the sidebar and sees it again on the confirmation page', async ({ page }) => {
    await openActivation(page);
    const field = page.getByLabel('Numer dekodera (nieobowiązkowy)');
    await field.fill('1234');
    await page.getByRole('button', { name: 'Aktywuj' }).click();
    await expect(page.getByRole('alert')).toHaveText('Numer dekodera to od 8 do 20 cyfr. Popraw go albo zostaw pole puste.');

    await field.fill('1234 5678 9012');
    await page.getByRole('button', { name: 'Aktywuj' }).dblclick();
    const sidebar = page.getByRole('dialog', { name: 'Kod aktywacyjny dekodera' });
    await expect(sidebar).toBeVisible();
    const code = (await valueOf(sidebar, 'Kod aktywacyjny').textContent()) ?? '';
    expect(code).toMatch(CODE);
    await expect(valueOf(sidebar, 'Ważny do')).toHaveText(DAY);
    await expect(valueOf(sidebar, 'Numer dekodera')).toHaveText('123456789012');
    await expectNoViolations(page, ANY_IMPACT);

    await sidebar.getByRole('link', { name: 'Przejdź do potwierdzenia' }).click();
    await expect(page).toHaveURL(CONFIRMATION);
    await expect(page.getByRole('heading', { level: 2, name: 'Twój kod aktywacyjny' })).toBeVisible();
    await expect(valueOf(page.getByRole('main'), 'Kod aktywacyjny')).toHaveText(code);

    // A reload of the first step tells the truth: the same code, still valid.
    await openActivation(page);
    await expect(page.getByText(`Masz już kod aktywacyjny ${code}`)).toBeVisible();
  });
});

test.describe('a prospect without a box', () => {
  test.use({ customer: 'klient.k@horyzont.example' });

  test('is refused beside the button in the server’s words, and nothing is issued', async ({ page }) => {
    await openActivation(page);
    const button = page.getByRole('button', { name: 'Aktywuj' });
    await button.click();
    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toHaveText('Przywrócenie aktywacji dekodera jest dostępne dla klientów z umową na usługi telewizji.');
    await expect(button).toHaveAccessibleDescription('Przywrócenie aktywacji dekodera jest dostępne dla klientów z umową na usługi telewizji.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(CONFIRMATION);
    await expect(page.getByText('Nie masz teraz ważnego kodu aktywacyjnego dekodera.')).toBeVisible();
  });
});
