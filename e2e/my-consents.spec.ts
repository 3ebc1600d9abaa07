import type { Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Consents in my account (issue 14 item 3) on the real customer API: a
 * customer withdraws the marketing consent through its confirm sidebar and
 * finds it withdrawn after a reload, then gives it again (left as found).
 * A customer no other browser test signs in as changes consents here.
 */

const CONSENTS = '/oferta-online/moje-konto/zgody-marketingowe';

test.use({ customer: 'klient.operator-c@horyzont.example' });

const marketing = (page: Page) => page.getByRole('main').getByRole('listitem', { name: 'Marketing' });

async function change(page: Page, action: 'Wyraź zgodę' | 'Wycofaj zgodę', title: string, checkAccessibility = false): Promise<void> {
  await marketing(page)
    .getByRole('button', { name: `${action}: Marketing` })
    .click();
  const sidebar = page.getByRole('dialog', { name: title });
  await expect(sidebar).toBeVisible();
  if (checkAccessibility) await expectNoViolations(page, ANY_IMPACT);
  await sidebar.getByRole('button', { name: 'Potwierdź' }).dblclick();
  await expect(sidebar).toHaveCount(0);
}

test('a customer withdraws the marketing consent, finds it withdrawn after a reload, then gives it again', async ({ page }) => {
  await page.goto(CONSENTS);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(marketing(page)).toBeVisible();
  if (await marketing(page).getByRole('button', { name: 'Wyraź zgodę: Marketing' }).isVisible()) await change(page, 'Wyraź zgodę', 'Wyrażenie zgody');
  await expect(marketing(page)).toContainText('Marketing - tak');
  await expectNoViolations(page, ANY_IMPACT);

  await change(page, 'Wycofaj zgodę', 'Wycofanie zgody', true);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Zapisaliśmy zmianę. Teraz: Marketing - nie.');
  await page.reload();
  await expect(marketing(page)).toContainText('Marketing - nie');

  await change(page, 'Wyraź zgodę', 'Wyrażenie zgody');
  await page.reload();
  await expect(marketing(page)).toContainText('Marketing - tak');
});
