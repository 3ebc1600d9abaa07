import { UNKNOWN_PATH } from './support/routes.ts';
import { expectNoViolations } from './support/axe.ts';
import { pageWithTemplate } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const pagesToAudit: Array<[string, string]> = [
  ['home', '/'],
  ['content page', pageWithTemplate('cms-accessibility', 'cms-generic')?.path ?? '/dostepnosc'],
  ['help main category', '/pomoc'],
  ['help article', pageWithTemplate('help-article')?.path ?? '/pomoc'],
  ['landing page', '/landing'],
  ['shop stage', '/oferta-online/konfiguracja'],
  ['login', '/l'],
  ['404', UNKNOWN_PATH],
  ['400', '/%zz'],
  ['block catalogue', '/katalog-blokow'],
];

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const [kind, path] of pagesToAudit) {
    test(`${kind} (${path}) has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  test.describe('signed in', () => {
    test.use({ customer: DEMO_CUSTOMER });
    test('self-care (/oferta-online/moje-konto) has no serious or critical violation', async ({ page }) => {
      await page.goto('/oferta-online/moje-konto');
      await expectNoViolations(page);
    });
  });

  test.describe('with the cookie notice showing', () => {
    test.use({ cookieConsent: 'unanswered' });
    test('home with the cookie notice and the user panel open has no serious or critical violation', async ({ page }) => {
      await page.goto('/');
      await expect(shell(page).cookieNotice).toBeVisible();
      await shell(page).userMenuButton.click();
      await expect(shell(page).userPanel).toBeVisible();
      await expectNoViolations(page);
    });
  });
});
