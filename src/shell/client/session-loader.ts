import { callOperation } from '#api-client/operations.ts';
import { calls } from '#api-client/calls.ts';
import { getApiMode } from '#api-client/config.ts';
import { navigationHref } from '#api-client/navigation.ts';
import type { CallInput } from '#api-client/operations.ts';
import type { paymentOperations } from '#api-contract/payments.ts';
import { setSliceLoading } from '#stores/app.ts';
import { setPossibleDiscount } from '#stores/discount.ts';
import { resetSession, setSession } from '#stores/session.ts';
import { applySessionToPage } from './session-to-page.ts';
import { startKeepAlive } from './keep-alive.ts';
import { tokenLogin } from './token-login.ts';

/**
 * Start-up loading (spec 2 and 4): pages whose kind loads the session (not
 * content-system, documents or support pages, nor the login page) ask the
 * customer API for the session, then for the cart's possible discount, and
 * log in with a payment token from the address. The shell loads this module
 * only on those pages, so the others ship none of the API client; what it
 * brings is the request layer and the contract's call references, without
 * the query client or any zod schema.
 * Failures are not shown: without a session the page stays as an anonymous
 * visitor sees it. A page for signed-in customers only sends an anonymous
 * visitor to the login page once the session says so.
 */

/** The quiet sign-in's address (spec 7 quietLogin through the provider); mock mode has no provider, so none. */
function quietLoginHref(): ((returnTo: string) => string) | undefined {
  if (getApiMode() !== 'live') return undefined;
  return (returnTo) => navigationHref(calls.session.quietLoginStart, { query: { returnTo } });
}

/** The refresh found the session gone: the page carries on as one loaded without a session. */
function sessionLost(): void {
  resetSession();
  applySessionToPage(null, quietLoginHref());
}

/** Loads the session into the store; resolves whether it loaded. Never rejects. */
export async function loadSession(): Promise<boolean> {
  setSliceLoading('session', true);
  try {
    const data = await callOperation(calls.session.sessionData, { body: {} }, { alert: false });
    setSession(data);
    applySessionToPage(data.userLogin, quietLoginHref());
    if (data.userLogin) startKeepAlive({ onSessionLost: sessionLost });
    return true;
  } catch {
    return false;
  } finally {
    setSliceLoading('session', false);
  }
}

/** Loads GET cart/getPossibleDiscount into $possibleDiscount (null when it fails). Never rejects. */
export async function loadPossibleDiscount(): Promise<void> {
  setSliceLoading('discount', true);
  try {
    setPossibleDiscount(await callOperation(calls.cart.getPossibleDiscount, {}, { alert: false }));
  } catch {
    setPossibleDiscount(null);
  } finally {
    setSliceLoading('discount', false);
  }
}

export type StartupLoaders = { loadSession: () => Promise<boolean>; loadPossibleDiscount: () => Promise<void> };

/**
 * Session first: its call starts the session a first-time visitor does not
 * have yet, which the discount call needs. Without a session there is no
 * cart and so no discount to ask for. Resolves whether the session loaded;
 * never rejects, so the app-initialized flag flips after a failure too.
 */
export async function loadStartupData(loaders: StartupLoaders = { loadSession, loadPossibleDiscount }): Promise<boolean> {
  const sessionLoaded = await loaders.loadSession().catch(() => false);
  if (sessionLoaded) await loaders.loadPossibleDiscount().catch(() => undefined);
  return sessionLoaded;
}

type TokenBody = CallInput<typeof paymentOperations.attachToken>['body'];

/** Spec 4 token login in the browser: the token and its type from the address (startup.ts decides, this module calls). */
export async function tokenLoginInBrowser(): Promise<void> {
  await tokenLogin(location.href, {
    // The token and its type as the address gives them: a tokenType other than CARD goes to the server, whose message the visitor sees.
    attachToken: (body) => callOperation(calls.payments.attachToken, { body: body as TokenBody }),
    reloadSession: loadSession,
    replaceAddress: (path) => history.replaceState(history.state, '', path),
  });
}
