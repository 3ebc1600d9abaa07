import * as client from 'openid-client';
import { EMBEDDED_STAFF_ROLE, hasStaffRole, type StaffRole } from './staff-role.ts';

/**
 * The portal's side of the sign-in (openid-client): authorization code flow
 * with PKCE, state and nonce, against the embedded provider or any external
 * OpenID Connect provider. Discovery runs on first use and is retried after a
 * failure, so the portal can start before its provider answers.
 */

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri?: string;
  scope?: string;
  /** Default: the embedded provider's. */
  staffRole?: StaffRole;
}

/** What the portal keeps in its session between sending the browser away and the callback. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SignedInIdentity {
  /** The provider's subject: customers.oidc_subject. */
  subject: string;
  email: string | undefined;
  name: string | undefined;
  idToken: string;
  accessToken: string;
  /** The provider names them staff (staff-role.ts). */
  staff: boolean;
}

export interface RelyingParty {
  /**
   * Where to send the browser; `signup` opens the embedded provider's registration page (shop: with the sale terms);
   * `prompt: 'none'` asks the provider to answer at once, signed in by its own session or with login_required, never with a form.
   */
  startLogin(options?: { signup?: 'standard' | 'shop'; loginHint?: string; prompt?: 'none' }): Promise<{ url: URL; pending: PendingLogin }>;
  /** Checks the callback URL (state, PKCE, ID token) and exchanges the code. Throws on any mismatch or error response. */
  finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<SignedInIdentity>;
  /** The provider's end-session URL, returning to the portal afterwards. */
  logoutUrl(idToken?: string): Promise<URL>;
  configuration(): Promise<client.Configuration>;
}

const SID_CLAIMS = JSON.stringify({ id_token: { sid: null } });

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let discovered: Promise<client.Configuration> | undefined;
  const scope = options.scope ?? 'openid email profile';

  const configuration = () => {
    discovered ??= client
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, client.ClientSecretBasic(options.clientSecret), {
        // The embedded default runs on plain http on the loopback address.
        execute: new URL(options.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    configuration,
    async startLogin(login = {}) {
      const config = await configuration();
      const pending: PendingLogin = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const parameters: Record<string, string> = {
        redirect_uri: options.redirectUri,
        scope,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        // The provider session the browser signed in with (OpenID Connect's sid): "log out other devices" keeps that one.
        // A provider without the claims parameter ignores it.
        claims: SID_CLAIMS,
      };
      if (login.signup) parameters.signup = login.signup;
      if (login.loginHint) parameters.login_hint = login.loginHint;
      if (login.prompt) parameters.prompt = login.prompt;
      return { url: client.buildAuthorizationUrl(config, parameters), pending };
    },
    async finishLogin(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('The provider returned no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        idToken: tokens.id_token,
        accessToken: tokens.access_token,
        staff: hasStaffRole(claims, options.staffRole ?? EMBEDDED_STAFF_ROLE),
      };
    },
    async logoutUrl(idToken) {
      const config = await configuration();
      const parameters: Record<string, string> = { client_id: options.clientId };
      if (options.postLogoutRedirectUri) parameters.post_logout_redirect_uri = options.postLogoutRedirectUri;
      if (idToken) parameters.id_token_hint = idToken;
      return client.buildEndSessionUrl(config, parameters);
    },
  };
}
