import { sameSitePath } from '#domain/auth-redirect.ts';

/**
 * The page an offer was chosen on (spec 2 "a saved return address"): kept
 * for the tab when a link brings an offer into the configurator, so backing
 * out of the summary returns there.
 */
export const SHOP_RETURN_KEY = 'portal:shop-return';

export function saveShopReturn(referrer: string, origin: string): void {
  try {
    const url = new URL(referrer);
    const path = url.origin === origin ? sameSitePath(`${url.pathname}${url.search}`) : null;
    if (path) sessionStorage.setItem(SHOP_RETURN_KEY, path);
  } catch {
    // No referrer, or one that is not a URL: nothing to come back to.
  }
}

export function readShopReturn(): string | null {
  try {
    return sameSitePath(sessionStorage.getItem(SHOP_RETURN_KEY));
  } catch {
    return null;
  }
}
