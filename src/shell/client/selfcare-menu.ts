/**
 * The self-care menu of the main menu (spec 4 "Menu actions": the self-care
 * item reveals the self-care menu, whose links navigate): a disclosure, as
 * the user dropdown is. The button toggles the list; Escape closes it and
 * gives focus back to the button; a click outside, or focus leaving the
 * menu, closes it. The list is placed under the button (fixed: the main
 * menu scrolls sideways and would clip it).
 */
export function startSelfcareMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-selfcare-menu]');
  if (!menu) return;
  const button = menu.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  const EDGE = 8;

  const place = () => {
    const anchor = button.getBoundingClientRect();
    panel.style.top = `${anchor.bottom}px`;
    panel.style.left = `${Math.max(EDGE, Math.min(anchor.left, innerWidth - panel.offsetWidth - EDGE))}px`;
  };
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) place();
  };

  button.addEventListener('click', () => setOpen(panel.hidden === true));
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  });
  // Tab past the last link (or back past the button) closes it; a click outside is the document's listener below.
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!panel.hidden && next && !menu.contains(next)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && !menu.contains(event.target as Node)) setOpen(false);
  });
  addEventListener('resize', () => {
    if (!panel.hidden) place();
  });
}
