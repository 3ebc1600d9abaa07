/**
 * Quiet sign-in (spec 7 quietLogin): a browser that remembers it was signed
 * in (the logged_in flag of spec 3) but whose portal session is gone goes,
 * on a page for signed-in customers, once through the identity provider
 * with prompt=none instead of to the login page. The attempt is remembered
 * for a while, so a provider that answers login_required (or a browser that
 * keeps no cookie) sends the visitor to the login page, never round in a loop.
 * A page that finds the customer signed in forgets the attempt: each loss of
 * the session gets its one try.
 */

/** Where the time of the last attempt is kept (sessionStorage: per tab). */
export const QUIET_LOGIN_ATTEMPT_KEY = 'portal:quiet-login';

/** No second attempt within this time after one (a later expiry in a long-open tab may try again). */
export const QUIET_LOGIN_PAUSE_MS = 10 * 60 * 1000;

export interface QuietLoginInput {
  /** The page's config requires authentication (self-care). */
  authRequired: boolean;
  /** The session's userLogin: null for an anonymous session. */
  userLogin: string | null | undefined;
  /** The logged_in flag the browser keeps. */
  loggedInFlag: boolean;
  /** When the last attempt was made (ms since the epoch), null when none is remembered. */
  lastAttempt: number | null;
  now: number;
}

/** Whether to try signing in again through the provider without its form. */
export function shouldTryQuietLogin(input: QuietLoginInput): boolean {
  if (!input.authRequired || input.userLogin || !input.loggedInFlag) return false;
  if (input.lastAttempt === null) return true;
  // A clock set back makes the remembered attempt lie in the future: still counts as recent.
  const since = input.now - input.lastAttempt;
  return since >= QUIET_LOGIN_PAUSE_MS;
}
