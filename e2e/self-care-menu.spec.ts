import type { Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { pageAt } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { DEMO_CUSTOMER } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Spec 4 "Menu actions": the self-care item of the main menu („Moje konto”,
 * id SELFCARE in site.json) reveals the self-care menu, whose links navigate.
 */

test.use({ customer: DEMO_CUSTOMER });

const PAYMENTS = '/oferta-online/moje-konto/moje-platnosci';
// A page that loads the session (support and content pages do not: their menus show no signed-in items, spec 2).
const START = '/oferta-online/moje-konto';
// The self-care pages the user dropdown lists, the logout action aside (src/shell/selfcare-menu.ts).
const PAGES = [
  ['Moje konto', '/oferta-online/moje-konto'],
  ['Moje usługi', '/oferta-online/moje-uslugi'],
  ['Moje płatności', PAYMENTS],
  ['Dane osobowe', '/oferta-online/moje-konto/dane-osobowe'],
] as const;

const selfcareButton = (page: Page) => shell(page).mainNavigation.getByRole('button', { name: 'Moje konto', exact: true });
const selfcareMenu = (page: Page) => shell(page).mainNavigation.getByRole('list', { name: 'Menu konta', exact: true });

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
}

test.describe('self-care menu (spec 4: the self-care item reveals the self-care menu and navigates)', () => {
  test('the self-care item reveals the self-care pages and hides them again', async ({ page }) => {
    await openPage(page, START);
    const button = selfcareButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(selfcareMenu(page)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = selfcareMenu(page);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id'))!);
    for (const [name, url] of PAGES) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', url);
    // Pages only: logging out stays in the user panel.
    await expect(menu.getByRole('link', { name: 'Wyloguj się' })).toHaveCount(0);
    await button.click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link of the menu opens its page, which the menu then marks as the current one', async ({ page }) => {
    await openPage(page, START);
    await selfcareButton(page).click();
    await selfcareMenu(page).getByRole('link', { name: 'Moje płatności', exact: true }).click();
    await expect(page).toHaveURL(PAYMENTS);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(pageAt(PAYMENTS)!.title);

    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await selfcareButton(page).click();
    await expect(selfcareMenu(page).getByRole('link', { name: 'Moje płatności', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(selfcareMenu(page).getByRole('link', { name: 'Moje usługi', exact: true })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('works with the keyboard alone: Tab to the item, Enter reveals, Tab through the pages, Enter navigates', async ({ page }) => {
    await openPage(page, START);
    const button = selfcareButton(page);
    for (let presses = 0; presses < 40 && !(await button.evaluate((el) => el === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(button, 'reachable with Tab').toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selfcareMenu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(selfcareMenu(page).getByRole('link', { name: 'Moje konto', exact: true })).toBeFocused();
    // Escape closes it and brings focus back to the item; Space opens it again.
    await page.keyboard.press('Escape');
    await expect(selfcareMenu(page)).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press(' ');
    await expect(selfcareMenu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const services = selfcareMenu(page).getByRole('link', { name: 'Moje usługi', exact: true });
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/oferta-online/moje-uslugi');
  });

  test('focus leaving the menu and a click outside close it', async ({ page }) => {
    await openPage(page, START);
    const button = selfcareButton(page);
    await button.click();
    await selfcareMenu(page).getByRole('link', { name: 'Moje konto', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(selfcareMenu(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(selfcareMenu(page)).toBeHidden();

    await button.click();
    await expect(selfcareMenu(page)).toBeVisible();
    // On the heading's start, which the open menu (under its item, wherever the header puts it) does not cover.
    await shell(page)
      .main.getByRole('heading', { level: 1 })
      .click({ position: { x: 5, y: 5 } });
    await expect(selfcareMenu(page)).toBeHidden();
  });

  test('the open menu lies under its item, inside the window, and has no accessibility violation', async ({ page }) => {
    await openPage(page, '/oferta-online/moje-uslugi');
    await selfcareButton(page).click();
    const menu = selfcareMenu(page);
    await expect(menu).toBeVisible();
    const item = (await selfcareButton(page).boundingBox())!;
    const box = (await menu.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(item.y + item.height - 1);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Each page link is whole on screen, not clipped by the main menu.
    for (const [name] of PAGES) await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await expectNoViolations(page, ANY_IMPACT);
  });
});
