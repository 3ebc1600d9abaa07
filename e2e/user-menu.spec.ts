import { site } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { expect, test } from './support/test.ts';

const { userDropdown } = site;

test.describe('user dropdown (spec section 2, "Menus and links")', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pomoc');
  });

  test('the button opens the user panel and changes its label', async ({ page }) => {
    const ui = shell(page);
    const button = page.getByRole('button', { name: 'Otwórz nawigację', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.userPanel).toBeHidden();
    await button.click();
    await expect(ui.userPanel).toBeVisible();
    const toggled = page.getByRole('button', { name: 'Zamknij nawigację', exact: true });
    await expect(toggled).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Otwórz nawigację', exact: true })).toHaveCount(0);
    await toggled.click();
    await expect(ui.userPanel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otwórz nawigację', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an anonymous visitor sees the promo title, description and button from the content system', async ({ page }) => {
    const ui = shell(page);
    await ui.userMenuButton.click();
    await expect(ui.userPanel.getByText(userDropdown.title, { exact: true })).toBeVisible();
    await expect(ui.userPanel.getByText(userDropdown.description!, { exact: true })).toBeVisible();
    const cta = ui.userPanel.getByRole('link', { name: userDropdown.button.title, exact: true });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', userDropdown.button.url);
    // The logged-in items stay out of sight for an anonymous visitor.
    await expect(ui.userPanel.getByRole('link', { name: 'Wyloguj się' })).toBeHidden();
  });

  test('Escape closes the panel and gives focus back to the button', async ({ page }) => {
    const ui = shell(page);
    await ui.userMenuButton.click();
    await expect(ui.userPanel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ui.userPanel).toBeHidden();
    const button = page.getByRole('button', { name: 'Otwórz nawigację', exact: true });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the panel', async ({ page }) => {
    const ui = shell(page);
    await ui.userMenuButton.click();
    await expect(ui.userPanel).toBeVisible();
    await ui.main.getByRole('heading', { level: 1 }).click();
    await expect(ui.userPanel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otwórz nawigację', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('works with the keyboard alone: Tab to the button, Enter opens, Tab reaches the panel', async ({ page }) => {
    const ui = shell(page);
    const button = page.getByRole('button', { name: 'Otwórz nawigację', exact: true });
    for (let presses = 0; presses < 40 && !(await button.evaluate((el) => el === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(button, 'reachable with Tab').toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.userPanel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zamknij nawigację', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ui.userPanel.getByRole('link', { name: userDropdown.button.title, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ui.userPanel).toBeHidden();
    await expect(button).toBeFocused();
  });
});
