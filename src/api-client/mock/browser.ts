import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { errorEnvelope } from '#api-contract/envelope.ts';
import type { BusinessErrorCode } from '#api-contract/error-codes.ts';
import { messages } from '#api-contract/messages.ts';
import { isNavigation, type ContractCall } from '#api-contract/operation.ts';
import { setApiMode } from '../config.ts';
import { MOCK_CUSTOMERS } from './demo-customers.ts';
import { createFunnel, type FunnelState } from './funnel/index.ts';
import { mockApiHandlers } from './funnel-handlers.ts';
import { mockPath } from './paths.ts';

/**
 * Mock mode in the browser (`npm run dev:mock`): injected into every page by
 * the dev-only integration (./integration.ts), before the page's own
 * scripts. It points the API client at /mock and starts an msw service
 * worker that answers /mock/* from the mock funnel (the shop funnel's calls)
 * and from the contract's examples (every other call). The funnel's state
 * lives in localStorage, so the cart survives page loads as a server session
 * would. A business error of a call answered from its example can be asked
 * for in localStorage too: `portal:mock-errors` = `{"cart/switchOff": 406}`.
 */

const STORE_KEY = 'portal:mock-api';
const ERRORS_KEY = 'portal:mock-errors';

/** The declared business error asked for a call (ERRORS_KEY), read at each call so a change needs no reload. */
function askedError(call: ContractCall): BusinessErrorCode | undefined {
  let asked: unknown;
  try {
    asked = (JSON.parse(localStorage.getItem(ERRORS_KEY) ?? '{}') as Record<string, unknown>)[call.call];
  } catch {
    return undefined;
  }
  if (asked === undefined || isNavigation(call)) return undefined;
  const code = (call.errors ?? []).find((declared) => declared === asked);
  if (code === undefined) console.warn(`[mock API] ${call.call} declares no business error ${String(asked)}: answering its example`);
  return code;
}

function readStore(): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

const funnel = createFunnel({
  store: {
    load: readStore,
    save: (state: FunnelState) => localStorage.setItem(STORE_KEY, JSON.stringify(state)),
  },
});

setApiMode('mock');

/** The sign-in or sign-out a same-site URL asks for, if any. */
function navigationCall(url: URL): 'login' | 'logout' | undefined {
  if (url.origin !== location.origin) return undefined;
  return /^\/(?:api|mock)\/(login|logout)$/.exec(url.pathname)?.[1] as 'login' | 'logout' | undefined;
}

/** Signs in or out in the mock funnel, then goes where the service's redirect would lead. */
function follow(call: 'login' | 'logout', url: URL, go: (target: string) => void): void {
  if (call === 'login') go(funnel.login(url.searchParams.get('login') ?? undefined, url.searchParams.get('returnTo')));
  else {
    funnel.endSession();
    go('/');
  }
}

function startMocking(): void {
  const worker = setupWorker(
    ...mockApiHandlers(funnel, { error: askedError }),
    // A call the mock does not serve answers as the service answers an unknown route, and says so in the console.
    http.all(mockPath('*'), ({ request }) => {
      console.warn(`[mock API] no mock for ${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json(errorEnvelope(404, messages.notFound), { status: 404 });
    }),
  );
  const started = worker.start({ onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } }).catch((error: unknown) => {
    console.error('[mock API] the service worker did not start: /mock calls will fail.', error);
  });

  // Calls made while the worker is still starting (the session is asked for on page load) wait for it, else they would reach the dev server.
  const isMockCall = (input: RequestInfo | URL) =>
    new URL(input instanceof Request ? input.url : String(input), location.href).pathname.startsWith('/mock/');
  const originalFetch = globalThis.fetch;
  const gatedFetch: typeof fetch = (input, init) =>
    isMockCall(input)
      ? started.then(() => (globalThis.fetch === gatedFetch ? originalFetch : globalThis.fetch)(input, init))
      : originalFetch(input, init);
  globalThis.fetch = gatedFetch;
  void started.then(() => {
    if (globalThis.fetch === gatedFetch) globalThis.fetch = originalFetch;
  });

  // Sign-in and sign-out are navigations, which a service worker does not answer: links to them are followed here.
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, location.href);
      const call = navigationCall(url);
      if (!call) return;
      event.preventDefault();
      follow(call, url, (target) => location.assign(target));
    },
    { capture: true },
  );

  console.info(
    `[mock API] /mock is served in this browser. The login page signs in as ${MOCK_CUSTOMERS[0]!.login}; ` +
      `/api/login?login=… as another demo customer: ${MOCK_CUSTOMERS.map((customer) => customer.login).join(', ')}. ` +
      `Start over: localStorage.removeItem('${STORE_KEY}'). ` +
      `A declared business error of a call answered from its example: localStorage.setItem('${ERRORS_KEY}', '{"cart/switchOff": 406}').`,
  );
}

// An address typed by hand (/api/login?login=…) reaches the dev server's 404 page, which loads this script too.
const typed = navigationCall(new URL(location.href));
if (typed) follow(typed, new URL(location.href), (target) => location.replace(target));
else startMocking();
