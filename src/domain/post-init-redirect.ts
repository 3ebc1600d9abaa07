import { sameSitePath } from './auth-redirect.ts';

/**
 * Redirect after init (spec 4). Once start-up loading has finished, the app
 * leaves the page when
 * - the page is a sale stage whose stage differs from the session cart's
 *   (displayed) stage and a target url is stored, or
 * - the page is the login path and the visitor carries the logged-in flag;
 * it goes to the stored url or, without one, to the select-package url.
 *
 * The stored target is put in sessionStorage (REDIRECT_TARGET_KEY) by the shop
 * islands; it is consumed when the visitor reaches it. Only same-site paths
 * are followed (DESIGN: redirects go to relative paths only).
 */

/** sessionStorage key of the url to continue at (written by the shop islands). */
export const REDIRECT_TARGET_KEY = 'portal:redirect-target';

export type SaleStageLink = { stage: string; url: string };

export type PostInitRedirectInput = {
  /** location.pathname */
  path: string;
  saleStages: readonly SaleStageLink[];
  /** The stage the session cart shows, or null when the session is not known (not loaded, or failed). */
  sessionStage: string | null;
  /** The stored target (REDIRECT_TARGET_KEY), as read. */
  storedTarget: string | null;
  /** Where a page for signed-in customers sent an anonymous visitor from (the login flow's return path). */
  loginReturnPath?: string | null;
  loginUrl: string;
  /** The logged_in flag kept in localStorage. */
  loggedIn: boolean;
  selectPackageUrl: string;
};

export type PostInitRedirect = {
  /** Where to go, or null to stay. */
  redirectTo: string | null;
  /** The stored target has been reached: forget it. */
  consumeStored: boolean;
  /** The visitor leaves the login page: the login flow's return path has served its turn. */
  consumeLoginReturn: boolean;
};

/** '/a/b/' and '/a/b' are the same page; the query and hash do not count. */
export function samePage(a: string, b: string): boolean {
  const pathOf = (value: string) => {
    const path = value.replace(/[?#].*$/, '');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  };
  return pathOf(a) === pathOf(b);
}

/** The sale stage whose url is this path, or null when the page is not a stage. */
export function stageOfPath(path: string, saleStages: readonly SaleStageLink[]): string | null {
  return saleStages.find((stage) => samePage(stage.url, path))?.stage ?? null;
}

export function postInitRedirect(input: PostInitRedirectInput): PostInitRedirect {
  const stored = sameSitePath(input.storedTarget);
  const reachedStored = stored !== null && samePage(stored, input.path);
  const target = reachedStored ? null : stored;

  const pathStage = stageOfPath(input.path, input.saleStages);
  const stageMismatch = pathStage !== null && input.sessionStage !== null && pathStage !== input.sessionStage && target !== null;
  const onLoginPath = samePage(input.path, input.loginUrl) && input.loggedIn;

  const stay = { redirectTo: null, consumeStored: reachedStored, consumeLoginReturn: false };
  if (stageMismatch) return { ...stay, redirectTo: target };
  if (!onLoginPath) return stay;

  const loginReturn = sameSitePath(input.loginReturnPath);
  const destination = target ?? loginReturn ?? input.selectPackageUrl;
  // Never "redirect" to the page itself (a login path configured as the select-package url would loop).
  if (samePage(destination, input.path)) return stay;
  return { redirectTo: destination, consumeStored: reachedStored, consumeLoginReturn: true };
}

/**
 * Browser back (a page shown again from the history without a new start-up):
 * back at the stored url the redirect handler runs again; anywhere else the
 * redirecting flag is cleared, so the page is usable.
 */
export function onHistoryReturn(path: string, storedTarget: string | null): 'runRedirect' | 'clearRedirecting' {
  const stored = sameSitePath(storedTarget);
  return stored !== null && samePage(stored, path) ? 'runRedirect' : 'clearRedirecting';
}
