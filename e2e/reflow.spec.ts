import type { Page } from '@playwright/test';
import { pageWithTemplate, site } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { addToCart, CONFIGURATOR, goToSummary, openConfigurator } from './support/shop.ts';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Reflow (WCAG 2.2, 1.4.10) and the main menu (issue 29): every page kind at
 * the widths of a small phone, a phone, the tablet breakpoints and a laptop
 * is no wider than the window, and every item of the main menu is reachable
 * and fully visible: in the header where the items fit, else behind the menu
 * button, never in a strip that scrolls sideways.
 */

const WIDTHS = [320, 375, 700, 959, 1280] as const;
const HEIGHT = 800;

const anonymousPages: Array<[string, string]> = [
  ['home', '/'],
  ['offer landing', '/landing'],
  ['shop', '/oferta-online'],
  ['configuration stage', CONFIGURATOR],
  ['help', '/pomoc'],
  ['help article', pageWithTemplate('help-article')?.path ?? '/pomoc'],
  ['documents', '/dokumenty'],
  ['search results', '/wyniki-wyszukiwania?q=dekoder'],
  ['shop finder', '/salony'],
  ['prepaid top-up', '/status-karty'],
  ['voucher', '/aktywuj-voucher'],
  ['content page', '/dostepnosc'],
];

const selfCarePages: Array<[string, string]> = [
  ['my account', '/oferta-online/moje-konto'],
  ['my services', '/oferta-online/moje-uslugi'],
  ['my payments', '/oferta-online/moje-konto/moje-platnosci'],
];

/** The main menu's items a visitor sees (the seed's visibility rules: signing in swaps „Zaloguj się” for the account's items). */
const shownToAll = site.mainMenu.filter((item) => item.visibility === undefined).map((item) => item.label);
const ANONYMOUS_MENU = [...shownToAll, 'Zaloguj się'];
const CUSTOMER_MENU = [...shownToAll, 'Moje konto', 'Moje usługi'];

/** After two frames: the header has decided where its menu goes for the new width (client/main-menu-fit.ts), as a visitor sees it. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** How far the document reaches beyond the window's right edge, in CSS pixels. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the box lies within the window and, when given, within the box that would clip it. */
async function fullyShown(page: Page, label: string, within: 'header' | 'panel'): Promise<void> {
  const region = within === 'header' ? shell(page).mainNavigation : shell(page).userPanel;
  const item = region
    .getByRole('link', { name: label, exact: true })
    .or(region.getByRole('button', { name: label, exact: true }))
    .first();
  await expect(item, `${label} (${within})`).toBeVisible();
  const clip = within === 'header' ? await region.locator('ul').first().boundingBox() : await region.boundingBox();
  const box = await item.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box, label).not.toBeNull();
  expect(box!.x, `${label} starts in the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label} ends in the window`).toBeLessThanOrEqual(width + 0.5);
  expect(box!.x, `${label} is not cut off on the left`).toBeGreaterThanOrEqual(clip!.x - 0.5);
  expect(box!.x + box!.width, `${label} is not cut off on the right`).toBeLessThanOrEqual(clip!.x + clip!.width + 0.5);
}

/** Every main-menu item is in the header, fully shown, or behind the menu button, fully shown in its panel. */
async function expectMainMenuReachable(page: Page, labels: readonly string[], where: string): Promise<void> {
  const header = shell(page).mainNavigation;
  if (await header.isVisible()) {
    for (const label of labels) await fullyShown(page, label, 'header');
    return;
  }
  const button = shell(page).userMenuButton;
  await expect(button, `the menu button (${where})`).toBeVisible();
  const buttonBox = await button.boundingBox();
  expect(buttonBox!.x + buttonBox!.width, `the menu button is in the window (${where})`).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  await button.click();
  await expect(shell(page).userPanel).toBeVisible();
  for (const label of labels) await fullyShown(page, label, 'panel');
  await page.keyboard.press('Escape');
  await expect(shell(page).userPanel).toBeHidden();
}

async function expectReflowAtEveryWidth(page: Page, path: string, menu = ANONYMOUS_MENU): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
    const where = `${path} at ${width} px`;
    await expect.poll(() => overflow(page), { message: `${where} scrolls sideways` }).toBeLessThanOrEqual(0);
    await expectMainMenuReachable(page, menu, where);
  }
}

test.describe('reflow and the main menu at 320–1,280 px', () => {
  for (const [kind, path] of anonymousPages) {
    test(`${kind} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
      await expectReflowAtEveryWidth(page, path);
    });
  }

  test('the order summary with an offer in the cart', async ({ page }) => {
    await openConfigurator(page);
    await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
    await goToSummary(page);
    await expectReflowAtEveryWidth(page, '/oferta-online/podsumowanie');
  });

  test('at 200 % text on a laptop, the menu still shows every item', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await settled(page);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expectMainMenuReachable(page, ANONYMOUS_MENU, '/ at 200 % text');
  });

  test.describe('signed in', () => {
    test.use({ customer: DEMO_CUSTOMER });
    for (const [kind, path] of selfCarePages) {
      test(`${kind} (${path})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
        await expectReflowAtEveryWidth(page, path, CUSTOMER_MENU);
      });
    }
  });
});
