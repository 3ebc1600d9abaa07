/**
 * Token login (spec 4): a token and tokenType in the query string after init
 * are attached to the session (payments/token). Only pages that load the
 * session do it, so this loads with the session loader.
 */

export const TOKEN_PARAM = 'token';
export const TOKEN_TYPE_PARAM = 'tokenType';

/** Spec 4: a token and its type in the query string, or null when either is missing. */
export function tokenFromQuery(search: string): { token: string; tokenType: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_PARAM)?.trim();
  const tokenType = params.get(TOKEN_TYPE_PARAM)?.trim();
  return token && tokenType ? { token, tokenType } : null;
}

/** The address without token and tokenType, other parameters and the hash kept (for history.replaceState). */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(TOKEN_PARAM);
  url.searchParams.delete(TOKEN_TYPE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type TokenLoginDeps = {
  attachToken: (body: { token: string; tokenType: string }) => Promise<unknown>;
  reloadSession: () => Promise<unknown>;
  replaceAddress: (path: string) => void;
};

/**
 * POST payments/token with the token from the address; the token leaves the
 * address bar whatever the answer (a reload must not send it again, and it
 * is not for bookmarks); after success the session is reloaded. A refusal
 * has raised the server's message as an alert.
 */
export async function tokenLogin(href: string, deps: TokenLoginDeps): Promise<boolean> {
  const found = tokenFromQuery(new URL(href).search);
  if (!found) return false;
  let attached = false;
  try {
    await deps.attachToken(found);
    attached = true;
  } catch {
    // The API client has shown the server's message.
  }
  deps.replaceAddress(withoutToken(href));
  if (attached) await deps.reloadSession();
  return attached;
}
