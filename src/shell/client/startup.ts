import { displayedStage } from '#domain/cart-stages.ts';
import { onHistoryReturn, postInitRedirect, REDIRECT_TARGET_KEY, samePage } from '#domain/post-init-redirect.ts';
import { $appInitialized, $redirecting, markAppInitialized } from '#stores/app.ts';
import { $session } from '#stores/session.ts';
import { LOGGED_IN_KEY, RETURN_PATH_KEY } from './auth-redirect.ts';
import type { ShellConfig } from './start-shell.ts';
import { read, storage } from './storage.ts';

/**
 * Start-up of a page (spec 4): load the session and the discount where the
 * page kind asks for them, flip the app-initialized flag (also after a
 * failure), then log in with a payment token from the address and apply the
 * redirect after init. Pages that load nothing are initialised at once; the
 * loading and the token login (session-loader.ts, token-login.ts) load only
 * on the pages that load the session.
 */

// Redirect after init -------------------------------------------------------------------------

/** Applies the redirect after init; true when the page is being left. */
function redirectAfterInit(config: ShellConfig, sessionKnown: boolean): boolean {
  const { cart } = $session.get();
  const stageConfig = config.saleStageConfig;
  const decision = postInitRedirect({
    path: location.pathname,
    saleStages: config.saleStages ?? [],
    sessionStage: sessionKnown ? displayedStage(cart.cartStatus, cart.currentStage) : null,
    storedTarget: read('sessionStorage', REDIRECT_TARGET_KEY),
    loginReturnPath: read('sessionStorage', RETURN_PATH_KEY),
    loginUrl: stageConfig.loginUrl,
    loggedIn: read('localStorage', LOGGED_IN_KEY) === '1',
    selectPackageUrl: stageConfig.selectPackageUrl,
  });
  try {
    if (decision.consumeStored) storage('sessionStorage')?.removeItem(REDIRECT_TARGET_KEY);
    if (decision.consumeLoginReturn) storage('sessionStorage')?.removeItem(RETURN_PATH_KEY);
  } catch {
    // Blocked storage: nothing was stored either.
  }
  if (!decision.redirectTo) {
    $redirecting.set(false);
    return false;
  }
  $redirecting.set(true);
  // replace: the page left behind shows a stage the cart is no longer at (or the login form to a signed-in visitor).
  location.replace(decision.redirectTo);
  return true;
}

/**
 * Browser back (spec 4): a page shown again from the history runs no
 * start-up. Back at the stored url (or on the login path, where the visitor
 * may have signed in meanwhile) the redirect handler runs again; anywhere
 * else the redirecting flag is cleared.
 */
function watchHistoryReturns(config: ShellConfig, sessionKnown: () => boolean): void {
  const handle = () => {
    if (!$appInitialized.get()) return;
    const loginUrl = config.saleStageConfig.loginUrl;
    const action = onHistoryReturn(location.pathname, read('sessionStorage', REDIRECT_TARGET_KEY));
    if (action === 'runRedirect' || samePage(location.pathname, loginUrl)) redirectAfterInit(config, sessionKnown());
    else $redirecting.set(false);
  };
  addEventListener('popstate', handle);
  addEventListener('pageshow', (event) => {
    if (event.persisted) handle();
  });
}

// Start-up ------------------------------------------------------------------------------------

function initialized(): void {
  markAppInitialized();
  // Browser tests wait on this attribute.
  document.body.dataset.appInitialized = 'true';
}

/**
 * Runs the start-up. Returns true when the page is left at once (a page that
 * loads nothing, such as the login page, is initialised synchronously and
 * may redirect straight away); the shell then skips the page's own set-up.
 */
export function startStartup(config: ShellConfig): boolean {
  let sessionKnown = false;
  watchHistoryReturns(config, () => sessionKnown);
  if (document.body.dataset.loadsSession !== 'true') {
    initialized();
    return redirectAfterInit(config, false);
  }
  // The loaders and the API client they use load only on the pages that load the session; a failed download is a failed start-up.
  void import('./session-loader.ts')
    .then(async (loader) => ({ loaded: await loader.loadStartupData(), loader }))
    .catch(() => ({ loaded: false, loader: null }))
    .then(async ({ loaded, loader }) => {
      sessionKnown = loaded;
      initialized();
      if (loaded && loader) await loader.tokenLoginInBrowser().catch(() => undefined);
      redirectAfterInit(config, sessionKnown);
    });
  return false;
}
