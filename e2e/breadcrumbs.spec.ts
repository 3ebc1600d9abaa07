import type { Page } from '@playwright/test';
import { pageAt, pageWithTemplate, type SeedPage } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Spec section 2: home, then each ancestor path that is a page, then the page itself. */
function expectedTrail(page: SeedPage): Array<{ text: string; url: string }> {
  const parts = page.path.split('/').filter(Boolean);
  const ancestors = parts
    .slice(0, -1)
    .map((_, i) => pageAt(`/${parts.slice(0, i + 1).join('/')}`))
    .filter((p): p is SeedPage => p !== undefined);
  return [{ text: 'Strona główna', url: '/' }, ...ancestors.map((p) => ({ text: p.title, url: p.path })), { text: page.title, url: page.path }];
}

async function expectTrail(page: Page, seedPage: SeedPage) {
  const trail = expectedTrail(seedPage);
  const nav = shell(page).breadcrumbs;
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('listitem')).toHaveText(trail.map((crumb) => crumb.text));
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(trail.length - 1);
  for (const [i, crumb] of trail.slice(0, -1).entries()) await expect(links.nth(i)).toHaveAttribute('href', crumb.url);
  const current = nav.getByRole('listitem').last();
  await expect(current.getByRole('link')).toHaveCount(0);
  await expect(current.getByText(seedPage.title, { exact: true })).toHaveAttribute('aria-current', 'page');
}

test.describe('breadcrumbs (spec section 2)', () => {
  const personalData = pageAt('/oferta-online/moje-konto/dane-osobowe')!;
  const helpArticle = pageWithTemplate('help-article')!;

  test.describe('signed in', () => {
    test.use({ customer: DEMO_CUSTOMER });
    test('a self-care page shows the trail from home through its ancestors', async ({ page }) => {
      await page.goto(personalData.path);
      await expectTrail(page, personalData);
    });
  });

  test('a help article shows the trail from home through its categories', async ({ page }) => {
    await page.goto(helpArticle.path);
    await expectTrail(page, helpArticle);
  });

  test('crumb links lead to the ancestor pages and home', async ({ page }) => {
    const [home, ...ancestors] = expectedTrail(helpArticle).slice(0, -1);
    await page.goto(helpArticle.path);
    const parent = ancestors.at(-1)!;
    await shell(page).breadcrumbs.getByRole('link', { name: parent.text, exact: true }).click();
    await expect(page).toHaveURL(parent.url);
    await expect(shell(page).main.getByRole('heading', { level: 1 })).toHaveText(parent.text);
    await shell(page).breadcrumbs.getByRole('link', { name: home!.text, exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  for (const path of ['/l', '/landing', '/oferta-online/konfiguracja', '/']) {
    test(`${path} (template without breadcrumbs) shows none`, async ({ page }) => {
      await page.goto(path);
      await expect(shell(page).main).toBeVisible();
      await expect(shell(page).breadcrumbs).toHaveCount(0);
    });
  }
});
