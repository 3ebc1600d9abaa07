import { expect } from '@playwright/test';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { test } from './support/test.ts';

// Blocks gated by visibility expressions (spec section 5) follow the session; an anonymous visitor has no userLogin.
const OFFER_PAGE = '/oferta-online/konfiguracja';
const notice = (page: import('@playwright/test').Page) => page.getByRole('note', { name: /Masz już konto Horyzont\?/ });

test('a block shown only to anonymous visitors is visible to them and leads to the login page', async ({ page }) => {
  await page.goto(OFFER_PAGE);
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page).toHaveURL('/l');
});

test.describe('signed in', () => {
  test.use({ customer: DEMO_CUSTOMER });
  test('the same block is hidden from a signed-in customer', async ({ page }) => {
    await page.goto(OFFER_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });
});
