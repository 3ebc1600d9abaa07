import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * "My documents" (issue 14 item 5) on the real customer API: a signed-in
 * customer sees their documents by kind with their status, opens one's details
 * in the documents modal and downloads its file.
 */

test.use({ customer: 'klient.c@horyzont.example' });

test('a customer sees their documents, opens one’s details and downloads its file', async ({ page }) => {
  await page.goto('/oferta-online/moje-konto/moje-dokumenty');
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  const general = page.getByRole('region', { name: 'Dokumenty ogólne' });
  await expect(general.getByRole('listitem').first()).toContainText('obowiązuje');
  await expectNoViolations(page, ANY_IMPACT);

  const first = general.getByRole('listitem').first();
  const title = (await first.locator('.my-documents__title').textContent()) ?? '';
  await first.getByRole('button', { name: `Szczegóły: ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toContainText('dokument ogólny');
  await expectNoViolations(page, ANY_IMPACT);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('link', { name: `Pobierz: ${title}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(download.url()).toMatch(/\/dokumenty\/pliki\/[\w-]+\.pdf$/);
  expect(await download.failure()).toBeNull();
});
