import { $isLoggedIn } from '#stores/session.ts';
import { forgetLogin } from './auth-redirect.ts';

const LOGOUT_BUTTON = 'LOGOUT_BUTTON';

/**
 * The sender of menu events (with the API client): every page runs the
 * menu, few visitors click in it, so it loads when the panel first opens and
 * is there by the time an item is clicked.
 */
let menuEvents: Promise<typeof import('./menu-event.ts')> | undefined;
const loadMenuEvents = () => (menuEvents ??= import('./menu-event.ts'));

/**
 * The user dropdown: a disclosure (button + panel) that closes on Escape and
 * on a click outside; its content follows the session (spec section 6).
 */
export function startUserMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-user-menu]');
  if (!menu) return;
  const button = menu.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;

  const setOpen = (open: boolean) => {
    if (open) void loadMenuEvents().catch(() => undefined);
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? '');
  };
  button.addEventListener('click', () => setOpen(panel.hidden === true));
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && !menu.contains(event.target as Node)) setOpen(false);
  });
  panel.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-menu-id]');
    if (!link) return;
    // Spec 4: logout clears the stored logged_in flag (and pending payment data) before it redirects.
    if (link.dataset.menuId === LOGOUT_BUTTON) forgetLogin();
    // Already loaded (the panel is open): the event leaves before the link's navigation starts.
    else
      void loadMenuEvents().then(
        ({ sendMenuEvent }) => sendMenuEvent(link.dataset.menuId, link.getAttribute('href')),
        () => undefined,
      );
  });

  $isLoggedIn.subscribe((loggedIn) => {
    menu.hidden = menu.hasAttribute('data-auth-required') && !loggedIn;
    for (const el of menu.querySelectorAll<HTMLElement>('[data-anonymous-only]')) el.hidden = loggedIn;
    for (const el of menu.querySelectorAll<HTMLElement>('[data-logged-in-only]')) el.hidden = !loggedIn;
  });
}
