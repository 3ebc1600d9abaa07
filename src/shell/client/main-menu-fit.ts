/** The header's classes for where the main menu is (src/shell/Header.astro): on a row of its own, or behind the menu button. */
export const MENU_ROW_HEADER = 'site-header--menu-row';
export const COMPACT_HEADER = 'site-header--compact';

/** Whether the list's shown items lie on one line (an item its visibility rule hides has no layout). */
function onOneLine(list: HTMLElement): boolean {
  const shown = [...list.children].filter((item) => (item as HTMLElement).offsetParent !== null) as HTMLElement[];
  return new Set(shown.map((item) => item.offsetTop)).size <= 1;
}

/**
 * The main menu stays in the header while its items fit on one line: beside
 * the logo, else on a row of its own under it. When they fit on neither (a
 * tablet, a narrow window, large text), the header turns compact and the
 * menu is reached through the menu button, whose panel lists it: never a
 * strip that scrolls its items out of sight. Decided again whenever the
 * header's width, the text size or the items shown change (each changes the header's size).
 */
export function startMainMenuFit(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  const list = header?.querySelector<HTMLElement>('.main-nav ul');
  if (!header || !list) return;
  let decidedFor = '';
  const fit = () => {
    // Decided once per width, text size and items shown (visibility rules follow the session): what opens inside the
    // header (the self-care menu) changes only its height, and must not move the menu it opens from.
    const shownItems = [...list.children].filter((item) => !item.firstElementChild?.hasAttribute('hidden')).length;
    const conditions = `${header.clientWidth} ${getComputedStyle(document.documentElement).fontSize} ${shownItems}`;
    if (conditions === decidedFor) return;
    decidedFor = conditions;
    header.classList.remove(MENU_ROW_HEADER, COMPACT_HEADER);
    // The phone layout hides the menu (no layout to measure): the panel lists it there anyway.
    if (list.offsetParent === null || onOneLine(list)) return;
    header.classList.add(MENU_ROW_HEADER);
    if (onOneLine(list)) return;
    header.classList.replace(MENU_ROW_HEADER, COMPACT_HEADER);
  };
  new ResizeObserver(fit).observe(header);
  fit();
}
