import type { IcaPage } from '#api-contract/account.ts';
import { ACCOUNT_PATHS, identitySettingsFromEnv } from '../identity/index.ts';
import { absoluteUrl } from '../identity/settings.ts';

/**
 * Where a customer changes their sign-in data (account/showIca): the
 * identity provider's account pages. The embedded provider serves them under
 * its issuer; an external provider's come from configuration, and a page it
 * does not offer is simply absent.
 */

export interface IcaLinks {
  /** The portal's origin, which return paths are made absolute against. */
  portalOrigin: string;
  pages: Partial<Record<IcaPage, string>>;
}

const EMBEDDED_PATHS: Readonly<Record<IcaPage, string>> = {
  CHANGE_LOGIN: ACCOUNT_PATHS.changeLogin,
  CHANGE_PASSWORD: ACCOUNT_PATHS.changePassword,
  DELETE_ACCOUNT: ACCOUNT_PATHS.deleteAccount,
};

const EXTERNAL_VARIABLES: Readonly<Record<IcaPage, string>> = {
  CHANGE_LOGIN: 'OIDC_ACCOUNT_URL_CHANGE_LOGIN',
  CHANGE_PASSWORD: 'OIDC_ACCOUNT_URL_CHANGE_PASSWORD',
  DELETE_ACCOUNT: 'OIDC_ACCOUNT_URL_DELETE_ACCOUNT',
};

/**
 * From the same environment as the sign-in settings: OIDC_MODE, OIDC_ISSUER,
 * the portal's origin (of OIDC_REDIRECT_URI), and for an external provider
 * OIDC_ACCOUNT_URL_CHANGE_LOGIN, …_CHANGE_PASSWORD, …_DELETE_ACCOUNT.
 */
export function icaLinksFromEnv(env: NodeJS.ProcessEnv = process.env): IcaLinks {
  const settings = identitySettingsFromEnv(env);
  const portalOrigin = new URL(settings.redirectUri).origin;
  const pages: IcaLinks['pages'] = {};
  for (const page of Object.keys(EMBEDDED_PATHS) as IcaPage[]) {
    if (settings.mode === 'embedded') {
      pages[page] = `${settings.issuer}${EMBEDDED_PATHS[page]}`;
    } else {
      const configured = env[EXTERNAL_VARIABLES[page]]?.trim();
      if (configured) pages[page] = absoluteUrl(EXTERNAL_VARIABLES[page], configured);
    }
  }
  return { portalOrigin, pages };
}

/** The page's URL with `returnTo` (the portal address of a same-site path), or null when the provider has no such page. */
export function icaLink(links: IcaLinks, page: IcaPage, safePath: string): { url: string; returnTo: string } | null {
  const target = links.pages[page];
  if (!target) return null;
  const returnTo = new URL(safePath, links.portalOrigin).href;
  const url = new URL(target);
  url.searchParams.set('returnTo', returnTo);
  return { url: url.href, returnTo };
}
