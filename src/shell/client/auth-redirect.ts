import { authRedirect, withReturnTo } from '../../domain/auth-redirect.ts';

/**
 * The browser side of the self-care login rule (src/domain/auth-redirect.ts):
 * the target path is kept in sessionStorage for the tab, the logged_in flag
 * of spec 3 ("persisted locally") in localStorage.
 */

export const RETURN_PATH_KEY = 'portal:auth-return';
export const LOGGED_IN_KEY = 'logged_in';
/** Payment data kept while a payment window is open (spec 3 "pending payment data"). */
export const PENDING_PAYMENT_KEY = 'portal:pending-payment';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    // Storage blocked by the browser's settings: the flow still works, only without memory.
    return null;
  }
}

/** After the session is known: remember whether the visitor is signed in, and leave a page they may not see. */
export function applySessionToPage(userLogin: string | null | undefined): void {
  if (userLogin) storage('localStorage')?.setItem(LOGGED_IN_KEY, '1');
  else storage('localStorage')?.removeItem(LOGGED_IN_KEY);

  const body = document.body.dataset;
  const target = authRedirect({ authRequired: body.authRequired === 'true', redirectUrl: body.authRedirect }, userLogin);
  if (!target) return;
  storage('sessionStorage')?.setItem(RETURN_PATH_KEY, `${location.pathname}${location.search}`);
  location.replace(target);
}

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
  const stored = storage('sessionStorage')?.getItem(RETURN_PATH_KEY) ?? null;
  if (!stored) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/api/login"]')) {
    link.setAttribute('href', withReturnTo(link.getAttribute('href') ?? '', stored, location.origin));
  }
}
