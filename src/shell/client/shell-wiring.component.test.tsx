import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY } from '#api-client/activity.ts';
import { $alerts } from '#stores/alerts.ts';
import { $session, resetSession, setSession } from '#stores/session.ts';
import { LOGGED_IN_KEY, PENDING_PAYMENT_KEY } from './auth-redirect.ts';

// jsdom project (file name *.test.tsx); browser wiring of the inactivity end and the embedding app.

const envelope = (data: unknown) => new Response(JSON.stringify({ data, errorCode: 0, msg: '', status: 'SUCCESS' }), { status: 200 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSession();
  $alerts.set([]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('inactivity end in the browser (spec 4, 9)', () => {
  const start = Date.UTC(2026, 10, 16, 9, 0, 0);

  it('after 30 idle minutes a signed-in visitor is signed out through closeBrowser and told why', async () => {
    vi.useFakeTimers({ now: start });
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    setSession({ userLogin: 'jan.kowalski' });
    localStorage.setItem(LOGGED_IN_KEY, '1');
    localStorage.setItem(PENDING_PAYMENT_KEY, '{"mopId":1}');
    localStorage.setItem(LAST_ACTIVITY_KEY, String(start));
    const { startInactivityWatch } = await import('./inactivity.ts');
    const stop = startInactivityWatch();

    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(fetch).not.toHaveBeenCalled();
    expect($session.get().userLogin).toBe('jan.kowalski');

    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    await vi.waitFor(() => expect($alerts.get()).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toMatch(/\/closeBrowser$/);
    expect(init.method).toBe('GET');
    expect($session.get().userLogin).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    expect($alerts.get()[0]!.message).toBe('Twoja sesja wygasła po 30 minutach bezczynności. Zaloguj się ponownie, aby kontynuować.');
  });

  it('a request in another tab (the shared last-activity time) keeps the session', async () => {
    vi.useFakeTimers({ now: start });
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    setSession({ userLogin: 'jan.kowalski' });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(start));
    const { startInactivityWatch } = await import('./inactivity.ts');
    const stop = startInactivityWatch();
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    stop();
    expect(fetch).not.toHaveBeenCalled();
    expect($session.get().userLogin).toBe('jan.kowalski');
  });

  it('an anonymous visitor is never signed out', async () => {
    vi.useFakeTimers({ now: start });
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(start));
    const { startInactivityWatch } = await import('./inactivity.ts');
    const stop = startInactivityWatch();
    await vi.advanceTimersByTimeAsync(90 * 60_000);
    stop();
    expect(fetch).not.toHaveBeenCalled();
    expect($alerts.get()).toEqual([]);
  });
});

describe('embedding app in the browser (spec 4)', () => {
  const allowed = 'https://aplikacja.horyzont.example';
  const ask = { app: 'EXTERNAL', action: 'GET_SESSION_DATA' };

  async function started() {
    vi.resetModules();
    // Fresh stores too: the answer waits for the app-initialized flag of this module graph.
    const app = await import('#stores/app.ts');
    const session = await import('#stores/session.ts');
    const { startEmbedding } = await import('./embedding.ts');
    const stop = startEmbedding({ embeddingOrigins: [allowed] });
    const postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    return { app, session, stop, postMessage };
  }

  const send = (data: unknown, origin: string) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));

  it('answers an allowed origin with the session and status OK, once the session is loaded', async () => {
    const { app, session, stop, postMessage } = await started();
    send(ask, allowed);
    expect(postMessage).not.toHaveBeenCalled();
    session.setSession({ userLogin: 'jan.kowalski' });
    app.markAppInitialized();
    stop();
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = postMessage.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(targetOrigin).toBe(allowed);
    expect(message).toMatchObject({ app: 'EXTERNAL', action: 'GET_SESSION_DATA', status: 'OK', data: { userLogin: 'jan.kowalski' } });
  });

  it('ignores another origin', async () => {
    const { app, stop, postMessage } = await started();
    app.markAppInitialized();
    send(ask, 'https://zly.example');
    stop();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('reports an unsupported action from an allowed origin on the console', async () => {
    const { app, stop, postMessage } = await started();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    app.markAppInitialized();
    send({ app: 'EXTERNAL', action: 'LOGOUT' }, allowed);
    stop();
    expect(postMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('LOGOUT'));
  });
});

describe('start-up in the browser (spec 4)', () => {
  const config = {
    dataMapper: [],
    excludedLinkPatterns: [],
    saleStages: [
      { label: 'Wybór pakietu', stage: 'PACKAGE', url: '/oferta-online/konfiguracja' },
      { label: 'Podsumowanie', stage: 'SUMMARY', url: '/oferta-online/podsumowanie' },
    ],
    saleStageConfig: { loginUrl: '/l', selectPackageUrl: '/oferta-online/konfiguracja' },
    embeddingOrigins: [],
  };

  const calledPaths = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([url]) => new URL(url).pathname.replace(/^\/(api|mock)\//, ''));

  type Routes = Record<string, (init: RequestInit) => Response | Promise<Response>>;
  function serve(routes: Routes) {
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url).pathname.replace(/^\/(api|mock)\//, '');
      const route = routes[path];
      if (!route) throw new TypeError('Failed to fetch');
      return route(init);
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  // Start-up listens on window for history returns and never lets go: forget each test's listeners, so no earlier page answers.
  const listeners: Parameters<typeof window.addEventListener>[] = [];
  beforeEach(() => {
    const add = window.addEventListener;
    vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
      listeners.push(args);
      add.apply(window, args);
    });
  });
  afterEach(async () => {
    for (const args of listeners.splice(0)) window.removeEventListener(...args);
    // A start-up still importing its loader would go on after the test, with fetch no longer stubbed (a real fetch that fails at
    // once) and, once the file is done, no document: let the import settle while this test's stubs and page still stand.
    await vi.dynamicImportSettled();
  });

  async function page(path: string, loadsSession: boolean) {
    history.replaceState(null, '', path);
    document.body.dataset.loadsSession = String(loadsSession);
    delete document.body.dataset.appInitialized;
    vi.resetModules();
    const app = await import('#stores/app.ts');
    const session = await import('#stores/session.ts');
    const discount = await import('#stores/discount.ts');
    const { startStartup } = await import('./startup.ts');
    return { app, session, discount, start: () => startStartup(config) };
  }

  it('a page that loads nothing is initialised at once', async () => {
    const fetch = serve({});
    const { app, start } = await page('/pomoc', false);
    expect(start()).toBe(false);
    expect(app.$appInitialized.get()).toBe(true);
    expect(document.body.dataset.appInitialized).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a signed-in visitor on the login path is sent on at once, and the login return path is used up', async () => {
    serve({});
    localStorage.setItem(LOGGED_IN_KEY, '1');
    sessionStorage.setItem('portal:auth-return', '/oferta-online/moje-uslugi');
    const { app, start } = await page('/l', false);
    expect(start()).toBe(true);
    expect(app.$redirecting.get()).toBe(true);
    expect(sessionStorage.getItem('portal:auth-return')).toBeNull();
  });

  it('an anonymous visitor stays on the login path', async () => {
    serve({});
    const { app, start } = await page('/l', false);
    expect(start()).toBe(false);
    expect(app.$redirecting.get()).toBe(false);
  });

  it('loads the session and the discount, then flips the flag and redirects on a stage mismatch with a stored target', async () => {
    const fetch = serve({
      sessionData: () => envelope({ userLogin: null, cart: { cartStatus: 'OPEN', currentStage: 'PACKAGE', items: [] } }),
      'cart/getPossibleDiscount': () => envelope({ active: false, cart: '5.00' }),
    });
    sessionStorage.setItem('portal:redirect-target', '/oferta-online/konfiguracja');
    const { app, discount, start } = await page('/oferta-online/podsumowanie', true);
    expect(start()).toBe(false);
    expect(app.$appInitialized.get()).toBe(false);
    expect(app.$globalLoading.get()).toBe(true);
    await vi.waitFor(() => expect(app.$appInitialized.get()).toBe(true));
    expect(document.body.dataset.appInitialized).toBe('true');
    expect(app.$globalLoading.get()).toBe(false);
    expect(discount.$possibleDiscount.get()).toEqual({ active: false, cart: '5.00' });
    expect(calledPaths(fetch)).toEqual(['sessionData', 'cart/getPossibleDiscount']);
    await vi.waitFor(() => expect(app.$redirecting.get()).toBe(true));
  });

  it('flips the flag when the session fails to load, and stays', async () => {
    serve({ sessionData: () => new Response('', { status: 500 }) });
    sessionStorage.setItem('portal:redirect-target', '/oferta-online/konfiguracja');
    const { app, discount, start } = await page('/oferta-online/podsumowanie', true);
    start();
    await vi.waitFor(() => expect(app.$appInitialized.get()).toBe(true));
    expect(discount.$possibleDiscount.get()).toBeNull();
    expect(app.$redirecting.get()).toBe(false);
  });

  it('logs in with the token from the address, removes it and reloads the session', async () => {
    let attached = false;
    const fetch = serve({
      sessionData: () => envelope({ userLogin: 'jan.kowalski', payments: attached ? [{ mopId: 1 }] : [] }),
      'cart/getPossibleDiscount': () => envelope({ active: false, cart: null }),
      'payments/token': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ token: 'tok_8f2a', tokenType: 'CARD' });
        attached = true;
        return envelope({});
      },
    });
    const { session, start } = await page('/oferta-online/moje-konto/moje-platnosci?tab=karty&token=tok_8f2a&tokenType=CARD', true);
    start();
    await vi.waitFor(() => expect(session.$session.get().payments).toEqual([{ mopId: 1 }]));
    expect(`${location.pathname}${location.search}`).toBe('/oferta-online/moje-konto/moje-platnosci?tab=karty');
    // A signed-in page also keeps its session alive (keep-alive.ts): once, at start, with the page's path.
    expect(calledPaths(fetch)).toEqual(['sessionData', 'account/refreshToken', 'cart/getPossibleDiscount', 'payments/token', 'sessionData']);
  });

  describe('browser back (spec 4)', () => {
    const summary = '/oferta-online/podsumowanie';
    const configuration = '/oferta-online/konfiguracja';

    // location.replace cannot be spied on in jsdom: the page sees a location whose replace only records where it was sent.
    function watchReplace() {
      const real = window.location;
      const replace = vi.fn();
      vi.stubGlobal('location', new Proxy({}, { get: (_, key) => (key === 'replace' ? replace : Reflect.get(real, key)) }));
      return replace;
    }

    const popstate = () => window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const pageshow = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));

    /** A summary page whose cart is back at the package stage: start-up sends the visitor to the stored target. */
    async function redirectedSummary() {
      serve({
        sessionData: () => envelope({ userLogin: null, cart: { cartStatus: 'OPEN', currentStage: 'PACKAGE', items: [] } }),
        'cart/getPossibleDiscount': () => envelope({ active: false, cart: null }),
      });
      sessionStorage.setItem('portal:redirect-target', configuration);
      const replace = watchReplace();
      const { app, start } = await page(summary, true);
      start();
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(configuration));
      expect(app.$redirecting.get()).toBe(true);
      return { app, replace };
    }

    it('a page shown again from the history (persisted pageshow) away from the stored url clears the redirecting flag and goes nowhere', async () => {
      const { app, replace } = await redirectedSummary();
      pageshow(true);
      expect(app.$redirecting.get()).toBe(false);
      expect(replace).toHaveBeenCalledTimes(1);
      expect(location.pathname).toBe(summary);
    });

    it('a fresh page show (not from the history) is no browser back and changes nothing', async () => {
      const { app, replace } = await redirectedSummary();
      pageshow(false);
      expect(app.$redirecting.get()).toBe(true);
      expect(replace).toHaveBeenCalledTimes(1);
    });

    it('popstate on a page other than the stored url clears the redirecting flag', async () => {
      serve({});
      sessionStorage.setItem('portal:redirect-target', summary);
      const replace = watchReplace();
      const { app, start } = await page('/pomoc', false);
      start();
      app.$redirecting.set(true);
      history.pushState(null, '', '/pomoc#kontakt');
      popstate();
      expect(app.$redirecting.get()).toBe(false);
      expect(replace).not.toHaveBeenCalled();
    });

    it('popstate with nothing stored clears the redirecting flag too', async () => {
      serve({});
      const replace = watchReplace();
      const { app, start } = await page(configuration, false);
      start();
      app.$redirecting.set(true);
      popstate();
      expect(app.$redirecting.get()).toBe(false);
      expect(replace).not.toHaveBeenCalled();
    });

    it('back at the stored url the redirect handler runs: on the stage the cart is at, the page stays and is usable', async () => {
      serve({
        sessionData: () => envelope({ userLogin: null, cart: { cartStatus: 'OPEN', currentStage: 'SUMMARY', items: [] } }),
        'cart/getPossibleDiscount': () => envelope({ active: false, cart: null }),
      });
      const replace = watchReplace();
      const { app, start } = await page(summary, true);
      start();
      await vi.waitFor(() => expect(app.$appInitialized.get()).toBe(true));
      // The summary stored itself as the target when the visitor left it (a redirect flagged); the visitor comes back to it from the history.
      sessionStorage.setItem('portal:redirect-target', summary);
      app.$redirecting.set(true);
      pageshow(true);
      expect(app.$redirecting.get()).toBe(false);
      expect(replace).not.toHaveBeenCalled();
      expect(location.pathname).toBe(summary);
    });

    it('a visitor who signed in meanwhile and comes back to the login path is sent to the stored target', async () => {
      serve({});
      sessionStorage.setItem('portal:redirect-target', summary);
      const replace = watchReplace();
      const { app, start } = await page('/l', false);
      expect(start()).toBe(false);
      expect(replace).not.toHaveBeenCalled();
      localStorage.setItem(LOGGED_IN_KEY, '1');
      pageshow(true);
      expect(replace).toHaveBeenCalledWith(summary);
      expect(app.$redirecting.get()).toBe(true);
    });

    it('no history return is acted on before the start-up has finished', async () => {
      serve({ sessionData: () => new Promise<Response>(() => undefined) });
      sessionStorage.setItem('portal:redirect-target', configuration);
      const replace = watchReplace();
      const { app, start } = await page(summary, true);
      start();
      app.$redirecting.set(true);
      popstate();
      pageshow(true);
      expect(app.$appInitialized.get()).toBe(false);
      expect(app.$redirecting.get()).toBe(true);
      expect(replace).not.toHaveBeenCalled();
    });
  });
});
