import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY } from '#api-client/activity.ts';
import { QUIET_LOGIN_ATTEMPT_KEY } from '#domain/quiet-login.ts';
import { LAST_REFRESH_KEY } from '#domain/keep-alive.ts';
import { LOGGED_IN_KEY, RETURN_PATH_KEY } from './auth-redirect.ts';

// jsdom project (file name *.test.tsx): the quiet sign-in and account/refreshToken as the page's start-up drives them
// (session-loader.ts with auth-redirect.ts and keep-alive.ts), against a stand-in for the customer API.

const envelope = (data: unknown, status = 200, errorCode = 0, msg = '') =>
  new Response(JSON.stringify({ data, errorCode, msg, status: errorCode ? 'ERROR' : 'SUCCESS' }), { status });

const PAYMENTS = '/oferta-online/moje-konto/moje-platnosci';
const start = Date.UTC(2026, 10, 16, 9, 0, 0);

type Routes = Record<string, (init: RequestInit) => Response | Promise<Response>>;
function serve(routes: Routes) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace(/^\/(api|mock)\//, '');
    const route = routes[path];
    if (!route) throw new TypeError(`Failed to fetch ${path}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const calls = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls.filter(([url]) => new URL(url).pathname === `/api/${path}`).map(([, init]) => init ?? {});

// location.replace cannot be spied on in jsdom: the page sees a location whose replace only records where it was sent.
function watchReplace() {
  const real = window.location;
  const replace = vi.fn();
  vi.stubGlobal('location', new Proxy({}, { get: (_, key) => (key === 'replace' ? replace : Reflect.get(real, key)) }));
  return replace;
}

// The keep-alive listens on window and document: forget each test's listeners, so no earlier page answers.
const listeners: Array<[EventTarget, Parameters<typeof window.addEventListener>]> = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers({ now: start, toFake: ['Date'] });
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
      listeners.push([target, args]);
      add(...args);
    });
  }
});
afterEach(() => {
  for (const [target, args] of listeners.splice(0)) target.removeEventListener(...args);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fresh page at `path` (modules loaded anew, as on a page load). */
async function page(path: string, authRequired: boolean) {
  history.replaceState(null, '', path);
  document.body.dataset.authRequired = String(authRequired);
  document.body.dataset.authRedirect = '/l';
  vi.resetModules();
  const session = await import('#stores/session.ts');
  const loader = await import('./session-loader.ts');
  return { session, loader };
}

/** Lets the answers in flight settle (only Date is faked: real timers run). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const signedIn = () => envelope({ userLogin: 'klient.karta@horyzont.example' });
const anonymous = () => envelope({ userLogin: null });

describe('account/refreshToken while the customer is active (spec 7)', () => {
  it('is called with the current path when a signed-in page opens, then at most once a minute on activity', async () => {
    const fetch = serve({ sessionData: signedIn, 'account/refreshToken': () => envelope({ expiresAt: '2026-11-16T09:30:00.000Z' }) });
    document.cookie = 'XSRF-TOKEN=token-strony';
    const { loader } = await page(`${PAYMENTS}?tab=karty`, true);
    expect(await loader.loadSession()).toBe(true);

    await vi.waitFor(() => expect(calls(fetch, 'account/refreshToken')).toHaveLength(1));
    const [first] = calls(fetch, 'account/refreshToken');
    expect(first!.method).toBe('POST');
    expect(JSON.parse(String(first!.body))).toEqual({ path: `${PAYMENTS}?tab=karty` });
    expect(new Headers(first!.headers).get('X-XSRF-TOKEN')).toBe('token-strony');
    expect(first!.credentials).toBe('include');
    // The call stores the last-activity time the inactivity watch reads.
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThanOrEqual(start);
    await settle();

    vi.setSystemTime(start + 59_000);
    window.dispatchEvent(new MouseEvent('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(calls(fetch, 'account/refreshToken')).toHaveLength(1);

    vi.setSystemTime(start + 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.waitFor(() => expect(calls(fetch, 'account/refreshToken')).toHaveLength(2));
    await settle();

    // Another page of the tab (an address change) is sent at once, so the session keeps where the customer is.
    vi.setSystemTime(start + 61_000);
    history.replaceState(null, '', '/oferta-online/moje-konto');
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(calls(fetch, 'account/refreshToken')).toHaveLength(3));
    expect(JSON.parse(String(calls(fetch, 'account/refreshToken')[2]!.body))).toEqual({ path: '/oferta-online/moje-konto' });
    expect(JSON.parse(sessionStorage.getItem(LAST_REFRESH_KEY) ?? '')).toEqual({ at: start + 61_000, path: '/oferta-online/moje-konto' });
  });

  it('a new page load within the minute on the same page sends nothing again', async () => {
    const fetch = serve({ sessionData: signedIn, 'account/refreshToken': () => envelope({ expiresAt: '2026-11-16T09:30:00.000Z' }) });
    sessionStorage.setItem(LAST_REFRESH_KEY, JSON.stringify({ at: start - 10_000, path: PAYMENTS }));
    const { loader } = await page(PAYMENTS, true);
    await loader.loadSession();
    window.dispatchEvent(new MouseEvent('pointerdown'));
    expect(calls(fetch, 'account/refreshToken')).toHaveLength(0);
  });

  it('is not called for an anonymous visitor', async () => {
    const fetch = serve({ sessionData: anonymous });
    const { loader } = await page('/oferta-online/konfiguracja', false);
    await loader.loadSession();
    window.dispatchEvent(new MouseEvent('pointerdown'));
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/api/sessionData']);
  });

  it('activity after 30 idle minutes ends the session (closeBrowser) instead of keeping it', async () => {
    const fetch = serve({
      sessionData: signedIn,
      'account/refreshToken': () => envelope({ expiresAt: '2026-11-16T09:30:00.000Z' }),
      closeBrowser: () => envelope(null),
    });
    const { loader, session } = await page(PAYMENTS, true);
    await loader.loadSession();
    await vi.waitFor(() => expect(calls(fetch, 'account/refreshToken')).toHaveLength(1));
    await settle();

    vi.setSystemTime(start + 31 * 60_000);
    window.dispatchEvent(new MouseEvent('pointerdown'));
    await vi.waitFor(() => expect(calls(fetch, 'closeBrowser')).toHaveLength(1));
    expect(calls(fetch, 'account/refreshToken')).toHaveLength(1);
    expect(session.$session.get().userLogin).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
  });

  it('a 401 answer signs the page out as a page load without a session does: the quiet sign-in once, then the login page', async () => {
    const fetch = serve({
      sessionData: signedIn,
      'account/refreshToken': () => envelope(null, 401, 401, 'Sesja wygasła. Zaloguj się ponownie.'),
    });
    const replace = watchReplace();
    const { loader, session } = await page(`${PAYMENTS}?tab=karty`, true);
    await loader.loadSession();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('1');

    await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace).toHaveBeenCalledWith(`/api/quietLogin/start?returnTo=${encodeURIComponent(`${PAYMENTS}?tab=karty`)}`);
    expect(session.$session.get().userLogin).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
    expect(Number(sessionStorage.getItem(QUIET_LOGIN_ATTEMPT_KEY))).toBeGreaterThanOrEqual(start);
    // The refresh stopped: further activity sends nothing.
    window.dispatchEvent(new MouseEvent('pointerdown'));
    expect(calls(fetch, 'account/refreshToken')).toHaveLength(1);
  });
});

describe('quiet sign-in on a page for signed-in customers (spec 7 quietLogin)', () => {
  it('goes through the provider once when the browser remembers a sign-in the session no longer has', async () => {
    serve({ sessionData: anonymous });
    localStorage.setItem(LOGGED_IN_KEY, '1');
    const replace = watchReplace();
    const { loader } = await page(PAYMENTS, true);
    await loader.loadSession();
    expect(replace).toHaveBeenCalledExactlyOnceWith(`/api/quietLogin/start?returnTo=${encodeURIComponent(PAYMENTS)}`);
    expect(sessionStorage.getItem(QUIET_LOGIN_ATTEMPT_KEY)).toBe(String(start));
    // The flag is dropped before leaving: a refusal must not find it on the login page.
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
  });

  it('back from a refused attempt, the page goes to the login page as for anyone, and never round again', async () => {
    serve({ sessionData: anonymous });
    // As the attempt left it, and even if another tab remembered the sign-in again meanwhile.
    sessionStorage.setItem(QUIET_LOGIN_ATTEMPT_KEY, String(start - 5_000));
    localStorage.setItem(LOGGED_IN_KEY, '1');
    const replace = watchReplace();
    const { loader } = await page(PAYMENTS, true);
    await loader.loadSession();
    expect(replace).toHaveBeenCalledExactlyOnceWith('/l');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe(PAYMENTS);
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
  });

  it('a visitor never signed in here goes straight to the login page, and a page open to everyone stays', async () => {
    serve({ sessionData: anonymous });
    const replace = watchReplace();
    const { loader } = await page(PAYMENTS, true);
    await loader.loadSession();
    expect(replace).toHaveBeenCalledExactlyOnceWith('/l');

    localStorage.setItem(LOGGED_IN_KEY, '1');
    const open = await page('/oferta-online/konfiguracja', false);
    await open.loader.loadSession();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(QUIET_LOGIN_ATTEMPT_KEY)).toBeNull();
  });

  it('a page that finds the customer signed in forgets the attempt, so a later loss of the session gets its one try again', async () => {
    let signed = true;
    serve({
      sessionData: () => (signed ? signedIn() : anonymous()),
      'account/refreshToken': () => envelope({ expiresAt: '2026-11-16T09:30:00.000Z' }),
    });
    sessionStorage.setItem(QUIET_LOGIN_ATTEMPT_KEY, String(start - 5_000));
    const replace = watchReplace();
    await (await page(PAYMENTS, true)).loader.loadSession();
    expect(sessionStorage.getItem(QUIET_LOGIN_ATTEMPT_KEY)).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('1');

    signed = false;
    await (await page(PAYMENTS, true)).loader.loadSession();
    expect(replace).toHaveBeenCalledExactlyOnceWith(`/api/quietLogin/start?returnTo=${encodeURIComponent(PAYMENTS)}`);
  });

  it('is not tried where the attempt cannot be remembered (no guard against a loop)', async () => {
    serve({ sessionData: anonymous });
    localStorage.setItem(LOGGED_IN_KEY, '1');
    // As a browser blocking the tab's storage does: touching it throws.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const replace = watchReplace();
    const { loader } = await page(PAYMENTS, true);
    await loader.loadSession();
    expect(replace).toHaveBeenCalledExactlyOnceWith('/l');
  });
});
