/**
 * Self-care is for signed-in customers (spec 6): a page that requires
 * authentication sends an anonymous visitor to its redirect url (the login
 * page), remembering where they were going; the login page passes that path
 * on to the sign-in, which comes back to it. A visitor already signed in who
 * opens the login page goes to the stored target or the select-package url
 * (spec 4 "Redirect after init").
 */

/** Where the page should send the visitor, or null to stay. */
export function authRedirect(page: { authRequired: boolean; redirectUrl: string | undefined }, userLogin: string | null | undefined): string | null {
  if (!page.authRequired || userLogin) return null;
  return page.redirectUrl || '/l';
}

/** A path on this site (never another origin, a protocol-relative URL or a backslash trick), else null. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  return value;
}

/** The sign-in link with the path to come back to (the API's `returnTo`). */
export function withReturnTo(loginHref: string, returnTo: string | null, origin: string): string {
  const path = sameSitePath(returnTo);
  if (!path) return loginHref;
  const url = new URL(loginHref, origin);
  if (url.origin !== origin) return loginHref;
  url.searchParams.set('returnTo', path);
  return `${url.pathname}${url.search}${url.hash}`;
}
