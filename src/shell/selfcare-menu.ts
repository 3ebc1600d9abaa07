import type { MenuItem } from '#content-schema/site.ts';

/** The main-menu item that opens the self-care menu (spec 4 "Menu actions"), by its menu id. */
export const SELFCARE_ID = 'SELFCARE';
const LOGOUT_BUTTON = 'LOGOUT_BUTTON';

/** A menu item's id as the shell reads it: the menu settings' id, else the item's own (MenuLink's data-menu-id). */
export const menuItemId = (item: MenuItem): string | undefined => item.menuSettings.id ?? item.id;

/**
 * The self-care menu the self-care item reveals: the self-care pages of the
 * user dropdown's items (what a signed-in customer's panel lists, without
 * the logout action, which stays in the panel). The item's own page comes
 * first when the dropdown does not list it, so the item's destination is
 * always one choice away. Each item keeps its own visibility expression.
 */
export function selfcareMenuItems(selfcare: MenuItem, dropdownItems: readonly MenuItem[]): MenuItem[] {
  const pages = dropdownItems.filter((item) => menuItemId(item) !== LOGOUT_BUTTON);
  if (pages.some((item) => item.url === selfcare.url)) return pages;
  // The item's destination: the self-care item's gate is already on the menu as a whole.
  const { visibility: _gate, ...destination } = selfcare;
  return [{ ...destination, id: undefined, menuSettings: { showlabel: true } }, ...pages];
}

/** Whether a menu link leads to the page at `path` (trailing slashes aside): it is marked as the current page. */
export function isCurrentPage(url: string, path: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(url) === trim(path);
}
