import { authRedirect } from '#domain/auth-redirect.ts';
import { parseLastActivity as parseStoredTime } from '#domain/inactivity.ts';
import { QUIET_LOGIN_ATTEMPT_KEY, shouldTryQuietLogin } from '#domain/quiet-login.ts';
import { LOGGED_IN_KEY, RETURN_PATH_KEY } from './auth-redirect.ts';
import { read, storage } from './storage.ts';

/**
 * The browser side of the self-care login rule (src/domain/auth-redirect.ts),
 * once the session is known: the quiet sign-in, the logged_in flag, and the
 * way to the login page from a page the visitor may not see.
 */

/**
 * The quiet sign-in (src/domain/quiet-login.ts), when it is due: the attempt
 * is remembered for the tab and the logged_in flag dropped first (a refusal
 * then ends on the login page, which a remembered flag would bounce away
 * from), and the browser goes through the provider back to this page. Not
 * tried where the attempt cannot be remembered: that would be no guard
 * against a loop. True when the page is being left.
 */
function tryQuietLogin(userLogin: string | null | undefined, authRequired: boolean, quietLoginHref: (returnTo: string) => string): boolean {
  const now = Date.now();
  const due = shouldTryQuietLogin({
    authRequired,
    userLogin,
    loggedInFlag: read('localStorage', LOGGED_IN_KEY) === '1',
    lastAttempt: parseStoredTime(read('sessionStorage', QUIET_LOGIN_ATTEMPT_KEY)),
    now,
  });
  if (!due) return false;
  try {
    storage('sessionStorage')?.setItem(QUIET_LOGIN_ATTEMPT_KEY, String(now));
  } catch {
    // Not remembered: checked below.
  }
  if (read('sessionStorage', QUIET_LOGIN_ATTEMPT_KEY) !== String(now)) return false;
  storage('localStorage')?.removeItem(LOGGED_IN_KEY);
  location.replace(quietLoginHref(`${location.pathname}${location.search}`));
  return true;
}

/**
 * After the session is known: remember whether the visitor is signed in, and
 * leave a page they may not see: through the quiet sign-in when the browser
 * remembers a sign-in the session no longer has (given its address; not in
 * mock mode, which has no provider), else to the page's login redirect.
 */
export function applySessionToPage(userLogin: string | null | undefined, quietLoginHref?: (returnTo: string) => string): void {
  const body = document.body.dataset;
  const authRequired = body.authRequired === 'true';
  if (quietLoginHref && tryQuietLogin(userLogin, authRequired, quietLoginHref)) return;

  if (userLogin) {
    storage('localStorage')?.setItem(LOGGED_IN_KEY, '1');
    // Signed in (by the attempt or otherwise): a later loss of the session may be tried once again.
    storage('sessionStorage')?.removeItem(QUIET_LOGIN_ATTEMPT_KEY);
  } else storage('localStorage')?.removeItem(LOGGED_IN_KEY);

  const target = authRedirect({ authRequired, redirectUrl: body.authRedirect }, userLogin);
  if (!target) return;
  storage('sessionStorage')?.setItem(RETURN_PATH_KEY, `${location.pathname}${location.search}`);
  location.replace(target);
}
