import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '#api-client/config.ts';
import { LOGGED_IN_KEY } from './auth-redirect.ts';

// jsdom project (file name *.test.tsx): the user dropdown's analytics event (spec 7 /api/event).

const envelope = (data: unknown) => new Response(JSON.stringify({ data, errorCode: 200, msg: '', status: 'SUCCESS' }), { status: 200 });

function renderMenu() {
  document.body.innerHTML = `
    <nav data-user-menu>
      <button type="button" aria-controls="user-panel" aria-expanded="false" data-open-label="Otwórz nawigację" data-close-label="Zamknij nawigację">Menu</button>
      <div id="user-panel" hidden>
        <a data-menu-id="MY_ACCOUNT" href="/oferta-online/moje-konto">Moje konto</a>
        <a data-menu-id="LOGOUT_BUTTON" href="/api/logout">Wyloguj się</a>
      </div>
    </nav>`;
  // jsdom does not navigate: the links' default action is stopped once the menu has seen the click.
  document.addEventListener('click', (event) => event.preventDefault(), { once: false });
  return {
    button: document.querySelector('button')!,
    link: (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!,
  };
}

beforeEach(() => {
  resetApiClient();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=token-123';
});

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('user dropdown events', () => {
  it('a click on an item sends the analytics event through the contract’s call, with the XSRF token, outliving the page', async () => {
    const fetch = vi.fn(async (_url: string | URL, _init?: RequestInit) => envelope(null));
    vi.stubGlobal('fetch', fetch);
    const { startUserMenu } = await import('./user-menu.ts');
    const menu = renderMenu();
    startUserMenu();

    menu.button.click();
    menu.link('Moje konto').click();

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(new Headers(init!.headers).get('X-XSRF-TOKEN')).toBe('token-123');
    expect(JSON.parse(String(init!.body))).toEqual({
      action: 'userMenuClick',
      param: JSON.stringify({ id: 'MY_ACCOUNT', url: '/oferta-online/moje-konto' }),
      uri: location.pathname,
    });
  });

  it('logout sends no event and forgets the signed-in flag', async () => {
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(LOGGED_IN_KEY, '1');
    const { startUserMenu } = await import('./user-menu.ts');
    const menu = renderMenu();
    startUserMenu();

    menu.button.click();
    menu.link('Wyloguj się').click();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
  });
});
