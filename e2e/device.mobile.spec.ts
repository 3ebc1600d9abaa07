import { LONG_PAGE, expectTopAt, pickFarTarget, topOf } from './support/long-page.ts';
import { site } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Runs in the mobile project (Pixel 7, 412 px wide: the mobile layout, up to 699 px). */
const watchItem = site.iconMenu.find((item) => item.menuSettings?.id === 'BACK_TO_WATCH')!;

test.describe('mobile layout (spec sections 2 and 9)', () => {
  test('the BACK_TO_WATCH icon-menu item reads „Oglądaj”, its desktop label is hidden', async ({ page }) => {
    await page.goto('/');
    const link = page
      .getByRole('list', { name: 'Na skróty' })
      .getByRole('link')
      .and(page.locator(`[href="${watchItem.url}"]`));
    await expect(link).toBeVisible();
    await expect(link.getByText('Oglądaj', { exact: true })).toBeVisible();
    await expect(link.getByText(watchItem.label, { exact: true })).toBeHidden();
    await expect(link).toHaveAccessibleName(/^Oglądaj\b/);
    await expect(link).not.toHaveAccessibleName(new RegExp(watchItem.label));
  });

  const noSidewaysScroll = (path: string) =>
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(shell(page).main).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  for (const path of ['/', '/oferta-online', '/oferta-online/konfiguracja', '/pomoc', '/landing', '/katalog-blokow']) noSidewaysScroll(path);
  test.describe('signed in', () => {
    test.use({ customer: DEMO_CUSTOMER });
    noSidewaysScroll('/oferta-online/moje-konto');
  });

  test('the main menu lives in the panel opened by „Otwórz nawigację”, and a tap opens its page', async ({ page }) => {
    await page.goto('/');
    await expect(shell(page).mainNavigation).toBeHidden();
    await shell(page).userMenuButton.tap();
    const panel = shell(page).userPanel;
    const items = site.mainMenu.filter((item) => item.visibility === undefined);
    for (const item of items) await expect(panel.getByRole('link', { name: item.label, exact: true }), item.label).toBeInViewport();
    const last = items.at(-1)!;
    await panel.getByRole('link', { name: last.label, exact: true }).tap();
    await expect(page).toHaveURL(last.url);
  });

  test('the header is one row of the layout\u2019s height (74 px)', async ({ page }) => {
    await page.goto('/');
    const header = (await shell(page).banner.boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(74);
  });

  test('the user panel opens inside the screen', async ({ page }) => {
    await page.goto('/');
    await shell(page).userMenuButton.tap();
    const panel = shell(page).userPanel;
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x, 'panel left edge').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'panel right edge').toBeLessThanOrEqual(width);
  });
});

test.describe('?anchor= on the mobile layout (spec section 2: 74 px margin)', () => {
  test('scrolls the element to 74 px below the top, clear of the header', async ({ page }) => {
    const id = await pickFarTarget(page);
    await page.goto(`${LONG_PAGE}?anchor=${id}`);
    await expectTopAt(page, id, 74);
    const header = (await shell(page).banner.boundingBox())!;
    expect(header.y + header.height, 'header bottom edge, over the element if larger than its top').toBeLessThanOrEqual((await topOf(page, id)) + 1);
  });
});
