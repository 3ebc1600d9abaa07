import { $isLoggedIn } from '../../stores/session.ts';
import { forgetLogin } from './auth-redirect.ts';

const LOGOUT_BUTTON = 'LOGOUT_BUTTON';

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
    else sendMenuEvent(link);
  });

  $isLoggedIn.subscribe((loggedIn) => {
    menu.hidden = menu.hasAttribute('data-auth-required') && !loggedIn;
    for (const el of menu.querySelectorAll<HTMLElement>('[data-anonymous-only]')) el.hidden = loggedIn;
    for (const el of menu.querySelectorAll<HTMLElement>('[data-logged-in-only]')) el.hidden = !loggedIn;
  });
}

/** Spec section 7: POST /api/event for user-dropdown clicks; best effort, never blocks the navigation. */
function sendMenuEvent(link: HTMLAnchorElement) {
  const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1];
  void fetch('/api/event', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) },
    body: JSON.stringify({
      action: 'userMenuClick',
      param: JSON.stringify({ id: link.dataset.menuId, url: link.getAttribute('href') }),
      uri: location.pathname,
    }),
  }).catch(() => undefined);
}
