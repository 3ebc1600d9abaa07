import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * "Online services abroad" (issue 14 item 7) on the real customer API: which
 * of a signed-in customer's services work during a stay in another EU
 * country, from their segments and the verified residence. Read only: the
 * customers' data is not changed.
 */

const PAGE = '/oferta-online/moje-konto/uslugi-za-granica';

test.describe('a customer whose Polish residence is confirmed', () => {
  test.use({ customer: 'klient.c@horyzont.example' });

  test('sees each of their services working in the EU, the partner service named as such', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    const abroad = page.getByRole('region', { name: 'Twoje usługi za granicą' });
    await expect(abroad).toContainText('Polska – jest potwierdzony');
    await expect(abroad.getByRole('listitem').filter({ hasText: 'Pakiet Komfort' })).toContainText('działa w krajach UE');
    await expect(abroad.getByRole('listitem').filter({ hasText: 'Strumień – plan standardowy' })).toContainText('serwis partneradziała w krajach UE');
    await expect(abroad.getByRole('heading', { name: 'Jak potwierdzić kraj zamieszkania' })).toHaveCount(0);
    await expectNoViolations(page, ANY_IMPACT);
  });
});

test.describe('a customer whose residence is not confirmed yet', () => {
  test.use({ customer: 'klient.prepaid-upsell@horyzont.example' });

  test('is told their services work in Poland only, and how the residence gets confirmed', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    const abroad = page.getByRole('region', { name: 'Twoje usługi za granicą' });
    await expect(abroad).toContainText('Nie mamy jeszcze potwierdzenia, że mieszkasz w Polsce');
    await expect(abroad.getByRole('listitem').filter({ hasText: 'Pakiet Komfort' })).toContainText('tylko w Polsce');
    const confirm = abroad.getByRole('region', { name: 'Jak potwierdzić kraj zamieszkania' });
    await expect(confirm).toContainText('801 234 567');
    await expectNoViolations(page, ANY_IMPACT);
    await confirm.getByRole('link', { name: 'Napisz wiadomość' }).click();
    await expect(page).toHaveURL('/oferta-online/moje-konto/wiadomosci');
  });
});
