import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Queryable } from '../db/index.ts';
import { findActiveAccount, type Account } from './accounts.ts';
import { databaseAdapterFactory } from './adapter.ts';
import { createCsrfGuard } from './csrf.ts';
import { passwordThrottle } from './password-throttle.ts';
import type { PagesContext, PortalLinks } from './pages/context.ts';
import { texts } from './pages/texts.ts';
import { logoutPage, messagePage, providerErrorPage, type Frame } from './pages/views.ts';
import { storedClientSecret, storedCookieKeys, storedSigningKeys, type SigningKeySet } from './secrets.ts';
import { defaultPortalOrigin, PORTAL_CLIENT_ID } from './settings.ts';
import { EMBEDDED_STAFF_ROLE } from './staff-role.ts';

export { mountIdentity } from './mount.ts';

/**
 * The embedded OpenID Connect provider (oidc-provider): authorization code
 * flow with PKCE for the operator's own confidential clients (the portal's
 * server), accounts from identity_accounts, state in oidc_payloads, keys from
 * configuration or generated once and kept in the database.
 */

export const DEFAULT_ISSUER = `${defaultPortalOrigin({})}/oidc`;
export const DEFAULT_REDIRECT_URI = `${defaultPortalOrigin({})}/api/login`;

export interface IdentityClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface IdentityProviderOptions {
  db: Queryable;
  /** Default http://127.0.0.1:4321/oidc; the provider is served at this URL's path (see mountIdentity). */
  issuer?: string;
  /** Default: the portal client with its stored secret and redirect URI http://127.0.0.1:4321/api/login. */
  clients?: IdentityClient[];
  /** Keys that sign the provider's cookies and the pages' form tokens, newest first; default generated and stored. */
  cookieKeys?: string[];
  /** Private signing keys (JWKS); default an RSA key generated and stored. */
  jwks?: SigningKeySet;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* headers. */
  trustProxy?: boolean;
  /** Where the pages link back to; default derived from the first client's redirect URI. */
  portalLinks?: Partial<PortalLinks>;
  /** Called after an account is marked deleted, e.g. to remove the customer's data. */
  onAccountDeleted?: (account: Account) => Promise<void>;
  /** Called after a password change (the provider has already ended the account's other provider sessions). */
  onPasswordChanged?: (account: Account) => Promise<void>;
  /** Called after a login change with the new (normalised) login, e.g. to show it in the customer's data and sessions. */
  onLoginChanged?: (account: Account, newLogin: string) => Promise<void>;
}

/** The page context of each provider, for mountIdentity. */
const pagesContexts = new WeakMap<Provider, PagesContext>();

export function pagesContextOf(provider: Provider): PagesContext {
  const context = pagesContexts.get(provider);
  if (!context) throw new Error('This provider was not created by createIdentityProvider');
  return context;
}

export async function portalClient(db: Queryable, options: Partial<IdentityClient> = {}): Promise<IdentityClient> {
  const clientId = options.clientId ?? PORTAL_CLIENT_ID;
  return {
    clientId,
    clientSecret: options.clientSecret ?? (await storedClientSecret(db, clientId)),
    redirectUris: options.redirectUris ?? [DEFAULT_REDIRECT_URI],
    postLogoutRedirectUris: options.postLogoutRedirectUris ?? [`${new URL(options.redirectUris?.[0] ?? DEFAULT_REDIRECT_URI).origin}/`],
  };
}

function clientMetadata(client: IdentityClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

function linksFor(clients: IdentityClient[], given: Partial<PortalLinks> = {}): PortalLinks {
  const origin = new URL(clients[0]?.redirectUris[0] ?? DEFAULT_REDIRECT_URI).origin;
  return {
    home: given.home ?? `${origin}/`,
    login: given.login ?? `${origin}/l`,
    account: given.account ?? `${origin}/oferta-online/moje-konto`,
  };
}

/** Forms may only lead to this origin and the clients' (CSP form-action also governs the redirects after a POST). */
function contentSecurityPolicy(issuer: string, clients: IdentityClient[]): string {
  const origins = new Set([new URL(issuer).origin]);
  for (const client of clients) {
    for (const uri of [...client.redirectUris, ...(client.postLogoutRedirectUris ?? [])]) origins.add(new URL(uri).origin);
  }
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${[...origins].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * First-party clients never see a consent page: the grant covers what they
 * asked for. (oidc-provider's documented way to skip consent.)
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const accountId = oidc.account?.accountId;
  if (!oidc.client || !accountId) return existing;
  const grant = existing ?? new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  if (oidc.requestParamClaims.size) grant.addOIDCClaims(oidc.requestParamClaims);
  await grant.save();
  return grant;
}

function htmlResponse(ctx: KoaContextWithOIDC, csp: string, html: string): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<Provider> {
  const { db } = options;
  const issuer = (options.issuer ?? DEFAULT_ISSUER).replace(/\/+$/, '');
  const [clients, cookieKeys, jwks] = await Promise.all([
    options.clients ?? portalClient(db).then((client) => [client]),
    options.cookieKeys ?? storedCookieKeys(db),
    options.jwks ?? storedSigningKeys(db),
  ]);
  const basePath = new URL(issuer).pathname.replace(/\/+$/, '');
  const links = linksFor(clients, options.portalLinks);
  const csp = contentSecurityPolicy(issuer, clients);
  const view: Frame = { basePath, portalUrl: links.home };

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db),
    clients: clients.map(clientMetadata),
    jwks: jwks as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    async findAccount(_ctx, sub) {
      const account = await findActiveAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.login,
          email_verified: false,
          name: account.displayName,
          ...(account.staff ? { [EMBEDDED_STAFF_ROLE.claim]: [EMBEDDED_STAFF_ROLE.role] } : {}),
        }),
      };
    },
    // The staff role travels with the profile the portal asks for anyway (staff-role.ts).
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', EMBEDDED_STAFF_ROLE.claim] },
    // The portal reads who signed in from the ID token itself, not from a second userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    extraParams: {
      // signup=standard|shop opens the registration page (the shop variant with the sale terms) instead of login.
      // (Not "registration": OpenID Connect reserves that request parameter.)
      signup(_ctx, value) {
        if (value !== undefined && value !== 'standard' && value !== 'shop') {
          throw new errors.InvalidRequest('signup must be "standard" or "shop"');
        }
      },
    },
    interactions: { url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    loadExistingGrant: loadFirstPartyGrant,
    features: {
      devInteractions: { enabled: false },
      // The portal asks for the sid claim in the ID token: it names the provider session of the browser that signed in,
      // which "log out other devices" keeps (provider-sessions.ts).
      claimsParameter: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => htmlResponse(ctx, csp, logoutPage({ ...view, providerForm: form })),
        postLogoutSuccessSource: (ctx) =>
          htmlResponse(
            ctx,
            csp,
            messagePage({
              ...view,
              title: texts.logout.doneTitle,
              body: texts.logout.doneBody,
              next: { href: links.home, label: texts.backToPortal },
            }),
          ),
      },
    },
    renderError: (ctx, out) => htmlResponse(ctx, csp, providerErrorPage({ ...view, code: String(out.error ?? 'server_error') })),
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy ?? false;
  pagesContexts.set(provider, {
    provider,
    db,
    basePath,
    links,
    csrf: createCsrfGuard({ keys: cookieKeys, cookiePath: basePath || '/', secure: new URL(issuer).protocol === 'https:' }),
    csp,
    throttle: passwordThrottle(db),
    onAccountDeleted: options.onAccountDeleted,
    onLoginChanged: options.onLoginChanged,
    async onPasswordChanged(account, keepProviderSession) {
      // Whoever knew the old password is signed out everywhere but here: provider sessions, grants and tokens.
      await db.query(
        `DELETE FROM oidc_payloads
          WHERE payload->>'accountId' = $1 AND model IN ('Session', 'Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode')
            AND NOT (model = 'Session' AND id = $2)`,
        [account.id, keepProviderSession ?? ''],
      );
      await options.onPasswordChanged?.(account);
    },
  });
  return provider;
}
