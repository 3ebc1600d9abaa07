import { KNOWN_ROUTES, UNKNOWN_PATH } from './support/routes.ts';
import { pageAt, pages, requiresLogin, site } from './support/seed.ts';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { expectFooterLegal, shell } from './support/shell.ts';
import { expect, test } from './support/test.ts';

/** The customer's pages are checked signed in; anonymous visitors are sent to the login page (e2e/login.spec.ts). */
const customerRoutes = KNOWN_ROUTES.filter((path) => requiresLogin(path));

for (const [group, paths, customer] of [
  ['known routes (spec section 2)', KNOWN_ROUTES.filter((path) => !requiresLogin(path)), null],
  ['known routes of signed-in customers (spec section 2)', customerRoutes, DEMO_CUSTOMER],
] as const) {
  test.describe(group, () => {
    test.use({ customer });
    for (const path of paths) {
      test(`${path} answers 200 and shows the shell`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status(), `status of ${path}`).toBe(200);
        const ui = shell(page);
        if (pageAt(path)?.flags?.hideheader) await expect(ui.banner).toHaveCount(0);
        else await expect(ui.mainNavigation).toBeVisible();
        await expect(ui.main).toBeVisible();
        await expect(ui.main.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (pageAt(path)?.flags?.showFooter !== false) await expectFooterLegal(page);
        await expect(page).toHaveURL(path);
      });
    }
  });
}

test('an unknown path answers 404 with the Polish not-found page inside the shell', async ({ page }) => {
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź na stronę główną' })).toHaveAttribute('href', '/');
  await expect(shell(page).mainNavigation).toBeVisible();
  await expectFooterLegal(page);
});

test('a path that cannot be read (/%zz) answers 400 with the Polish error page inside the shell', async ({ page }) => {
  const response = await page.goto('/%zz');
  expect(response?.status()).toBe(400);
  expect(response?.statusText()).toBe('Bad Request');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieprawidłowy adres strony' })).toBeVisible();
  await expect(page.getByText('Adres tej strony jest zapisany nieprawidłowo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź na stronę główną' })).toHaveAttribute('href', '/');
  await expect(shell(page).mainNavigation).toBeVisible();
  expect(await page.content()).not.toContain('Bad request');
});

test.describe('footer variants', () => {
  const columnTitles = site.footer.columns.map((column) => column.title);

  test('the full footer shows the columns configured in the content system', async ({ page }) => {
    await page.goto('/');
    const footer = shell(page).footer;
    for (const title of columnTitles) await expect(footer.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });

  test('the full footer links to every social network of the content system', async ({ page }) => {
    await page.goto('/');
    const social = shell(page).footer.getByRole('list', { name: 'Media społecznościowe' });
    const links = social.getByRole('link');
    await expect(links).toHaveCount(site.footer.social.length);
    for (const [i, { url }] of site.footer.social.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', url);
      await expect(links.nth(i)).toHaveAccessibleName(/\S/);
    }
  });

  test('the login page (/l) has the short footer: no columns, still the legal line', async ({ page }) => {
    await page.goto('/l');
    const footer = shell(page).footer;
    await expectFooterLegal(page);
    await expect(footer.getByRole('heading')).toHaveCount(0);
    for (const title of columnTitles) await expect(footer.getByText(title, { exact: true })).toHaveCount(0);
  });
});

test.describe('hideheader', () => {
  const hidden = pages.find((p) => p.flags?.hideheader === true);
  test('a page with the hideheader flag has no banner', async ({ page }) => {
    test.skip(!hidden, 'no seed page sets flags.hideheader');
    await page.goto(hidden!.path);
    await expect(shell(page).main).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Nawigacja główna' })).toHaveCount(0);
  });
});
