import { expect } from '@playwright/test';
import { test } from './support/test.ts';

// Blocks and menu items gated by visibility expressions (spec section 5) follow the session;
// an anonymous visitor has no userLogin.
test('a block shown only to anonymous visitors is visible to them', async ({ page }) => {
  await page.goto('/oferta-online/moje-konto');
  const notice = page.getByRole('note', { name: /Zaloguj się, aby zobaczyć swoje konto/ });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page).toHaveURL('/l');
});
