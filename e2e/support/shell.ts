import { expect, type Page } from '@playwright/test';

/** Landmarks and texts of the page shell (spec section 1, "Shell"), as a visitor meets them. */
export const shell = (page: Page) => ({
  banner: page.getByRole('banner'),
  mainNavigation: page.getByRole('banner').getByRole('navigation', { name: 'Nawigacja główna', exact: true }),
  main: page.getByRole('main'),
  footer: page.getByRole('contentinfo'),
  breadcrumbs: page.getByRole('navigation', { name: 'Ścieżka nawigacji', exact: true }),
  alerts: page.getByRole('region', { name: 'Komunikaty', exact: true }),
  userMenuButton: page.getByRole('button', { name: /^(Otwórz|Zamknij) nawigację$/ }),
  userPanel: page.getByRole('navigation', { name: 'Panel użytkownika', exact: true }),
  cookieNotice: page.getByRole('region', { name: 'Informacja o plikach cookie', exact: true }),
});

/** The footer every page ends with: the country label and the copyright line with the current year. */
export async function expectFooterLegal(page: Page): Promise<void> {
  const footer = shell(page).footer;
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('Polska (PL)');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
}
