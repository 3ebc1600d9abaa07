import { withReturnTo } from '#domain/auth-redirect.ts';
import { read, storage } from './storage.ts';

/**
 * What the browser remembers of a sign-in (spec 3 "persisted locally"): the
 * path to come back to after the login page (sessionStorage, for the tab),
 * the logged_in flag and pending payment data; the login page's links.
 * Applying a loaded session to the page (session-to-page.ts) loads only with
 * the session.
 */

export const RETURN_PATH_KEY = 'portal:auth-return';
export const LOGGED_IN_KEY = 'logged_in';
/** Payment data kept while a payment window is open (spec 3 "pending payment data"). */
export const PENDING_PAYMENT_KEY = 'portal:pending-payment';

/** Logout: the browser forgets the signed-in flag and any payment in progress. */
export function forgetLogin(): void {
  storage('localStorage')?.removeItem(LOGGED_IN_KEY);
  storage('localStorage')?.removeItem(PENDING_PAYMENT_KEY);
  storage('sessionStorage')?.removeItem(PENDING_PAYMENT_KEY);
}

/**
 * On the login page the sign-in links carry the path to come back to. (A
 * signed-in visitor has already been moved on by the redirect after init.)
 */
export function startLoginPage(): void {
  if (document.body.dataset.template !== 'login') return;
  const stored = read('sessionStorage', RETURN_PATH_KEY);
  if (!stored) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/api/login"]')) {
    link.setAttribute('href', withReturnTo(link.getAttribute('href') ?? '', stored, location.origin));
  }
}
